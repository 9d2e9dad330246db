import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** A redis-server of the test's own, on its own port (never the shared one), that the test starts and kills. */
export interface RedisServer {
  url: string;
  /** Starts it (again) and resolves once it accepts connections. */
  start(): Promise<void>;
  /** Kills it (SIGKILL: no goodbye to its clients) and resolves once it has exited. */
  kill(): Promise<void>;
  /** Stops it without closing anything (SIGSTOP): connections stay open and get no answer, as from a stalled server. */
  pause(): void;
  resume(): void;
}

export function redisServer(port: number): RedisServer {
  let child: ChildProcess | undefined;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
      child = started;
      let output = '';
      await new Promise<void>((resolve, reject) => {
        started.stdout.setEncoding('utf8').on('data', (chunk: string) => {
          output += chunk;
          if (output.includes('Ready to accept connections')) resolve();
        });
        started.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
        started.once('error', reject);
      });
    },
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    async kill() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
}
