import { spawn, type ChildProcess } from 'node:child_process';

/** A process whose output the test reads (stdout and stderr together, in arrival order). */
export interface WatchedProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the first match of `pattern` in the output from `from` (a position of output()) on. */
  waitFor(pattern: RegExp, from?: number): Promise<RegExpExecArray>;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

export function watch(args: string[], env: NodeJS.ProcessEnv): WatchedProcess {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const waiters = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiters) check();
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  // 'close', not 'exit': the output is complete by then.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    waitFor(pattern, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output.slice(from));
          if (!match) return;
          waiters.delete(check);
          resolve(match);
        };
        waiters.add(check);
        check();
        void exited.then(() => {
          if (!waiters.has(check)) return;
          waiters.delete(check);
          reject(new Error(`exited before printing ${pattern}:\n${output}`));
        });
      });
    },
  };
}
