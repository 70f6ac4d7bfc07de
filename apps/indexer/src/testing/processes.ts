// Child processes for tests and the benchmark: the indexer as it is deployed (`src/main.ts`), the
// product API (`apps/api/src/server.ts`), each with its own environment.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const repo = join(import.meta.dirname, '..', '..', '..', '..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export interface Child {
  process: ChildProcess;
  /** Resolves with the first stderr/stdout line that contains `text`. */
  waitFor(text: string, timeoutMs?: number): Promise<string>;
  /** SIGTERM (graceful) or SIGKILL, then waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

function child(script: string, env: Record<string, string>, nodeArgs: string[] = []): Child {
  const proc = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: repo,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const waiters: Array<{ text: string; resolve: (line: string) => void }> = [];
  const lines: string[] = [];
  for (const stream of [proc.stdout, proc.stderr]) {
    createInterface({ input: stream! }).on('line', (line) => {
      lines.push(line);
      if (lines.length > 200) lines.shift();
      for (const w of [...waiters]) {
        if (!line.includes(w.text)) continue;
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    });
  }
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  return {
    process: proc,
    waitFor(text, timeoutMs = 60_000) {
      const hit = lines.find((l) => l.includes(text));
      if (hit) return Promise.resolve(hit);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `${script}: no "${text}" within ${timeoutMs} ms; last lines:\n${lines.slice(-20).join('\n')}`,
              ),
            ),
          timeoutMs,
        );
        waiters.push({ text, resolve: (line) => (clearTimeout(timer), resolve(line)) });
        void exited.then(() =>
          reject(new Error(`${script} exited before "${text}":\n${lines.slice(-20).join('\n')}`)),
        );
      });
    },
    async stop(signal = 'SIGTERM') {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      await exited;
    },
  };
}

/** `npm run start -w @atoll/indexer` with this environment (its log lines are JSON on stderr). */
export const spawnIndexer = (env: Record<string, string>, nodeArgs: string[] = []) =>
  child(join(repo, 'apps', 'indexer', 'src', 'main.ts'), env, nodeArgs);

/** The product API (`apps/api/src/server.ts`) with this environment. */
export const spawnApi = (env: Record<string, string>) =>
  child(join(repo, 'apps', 'api', 'src', 'server.ts'), env);
