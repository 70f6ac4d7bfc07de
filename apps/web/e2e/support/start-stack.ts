// Starts scripts/stack.ts in test mode and stops it: the browser tests' global setup and the perf
// benchmark (bench/perf.ts) both run against it. No vitest here: the benchmark runs under plain tsx.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StackInfo } from './stack-info';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 40_000;

/** The environment without vitest's own variables (NODE_ENV=test would give a development build of React). */
function serviceEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key === 'NODE_ENV' || key === 'TEST' || key.startsWith('VITEST')) delete env[key];
  }
  return env;
}

export interface RunningStack {
  info: StackInfo;
  stop(): Promise<void>;
}

/**
 * An in-memory devnet without the market, a fresh database and BullMQ prefix, free ports, the web app
 * built for them and served by `vite preview`. The launcher removes the database and the queue keys itself;
 * the services' logs go to `logDir` with the launcher's own lines in `stack.log`.
 */
export async function startStack(logDir: string, label: string): Promise<RunningStack> {
  const started = Date.now();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/stack.ts', '--test', `--log-dir=${logDir}`],
    { cwd: ROOT, env: serviceEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  mkdirSync(logDir, { recursive: true });
  const launcherLog = `${logDir}/stack.log`;
  writeFileSync(launcherLog, '');
  const info = await new Promise<StackInfo>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the stack did not start within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 1);
        output.push(line);
        appendFileSync(launcherLog, `${line}\n`);
        if (line.startsWith('STACK_READY ')) {
          clearTimeout(timer);
          resolve(JSON.parse(line.slice('STACK_READY '.length)) as StackInfo);
        }
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the stack exited (${signal ?? `code ${code}`}) before it was ready`));
    });
  }).catch((error: unknown) => {
    child.kill('SIGTERM');
    console.error(output.join('\n'));
    console.error(`service logs: ${logDir}`);
    throw error;
  });
  console.log(`[${label}] stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s: web ${info.web}`);

  const stop = async () => {
    const stopping = Date.now();
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS);
    });
    if ((await Promise.race([exited, timeout])) === 'timeout') {
      console.error(`[${label}] the stack did not stop in time: SIGKILL`);
      child.kill('SIGKILL');
    }
    clearTimeout(timer);
    console.log(`[${label}] stack stopped in ${((Date.now() - stopping) / 1000).toFixed(1)} s`);
  };
  return { info, stop };
}
