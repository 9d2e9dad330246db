import type { Server } from 'node:http';

/** How often a closing server looks for connections whose request has finished. */
const IDLE_CHECK_MS = 50;

export interface Drain {
  /** True once connections were cut because their requests outlived the timeout. */
  readonly cut: boolean;
  stop(): void;
}

/**
 * Call with `server.close()`: Node then waits for every connection to end, and a kept-alive one
 * only ends by its idle timeout (72 s in Fastify). This closes each connection as soon as its
 * running request is done (a streamed export included) and cuts the remaining ones after
 * `timeoutMs`, so a shutdown takes as long as the slowest request, within the bound.
 */
export function drainConnections(server: Server, timeoutMs: number): Drain {
  let cut = false;
  const idle = setInterval(() => server.closeIdleConnections(), IDLE_CHECK_MS);
  const deadline = setTimeout(() => {
    cut = true;
    server.closeAllConnections();
  }, timeoutMs);
  server.closeIdleConnections();
  return {
    get cut() {
      return cut;
    },
    stop() {
      clearInterval(idle);
      clearTimeout(deadline);
    },
  };
}

/**
 * The first SIGTERM or SIGINT runs `shutdown` and exits with the code it answers. Meanwhile a
 * repeated SIGTERM is ignored (`npm start` relays the Ctrl-C its children got from the terminal
 * too) and a second Ctrl-C stops at once.
 */
export function onShutdownSignal(shutdown: (signal: NodeJS.Signals) => Promise<number>): void {
  let shuttingDown = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (shuttingDown) {
        if (signal === 'SIGINT') process.exit(130);
        return;
      }
      shuttingDown = true;
      shutdown(signal).then(
        (code) => process.exit(code),
        (error: unknown) => {
          console.error('shutdown failed', error);
          process.exit(1);
        },
      );
    });
  }
}
