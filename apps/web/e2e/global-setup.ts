import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import type { StackInfo } from './support/stack';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LOG_DIR = fileURLToPath(new URL('./.logs', import.meta.url));
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

/**
 * Starts scripts/stack.ts in test mode (in-memory devnet without the market, a fresh database and BullMQ
 * prefix, free ports, the web app built for them) and stops it after the run. The launcher removes the
 * database and the queue keys itself; the services' logs stay in e2e/.logs/.
 */
export default async function setup(project: TestProject) {
  // E2E_STACK='<the STACK_READY json>': run against a stack that is already up (while writing tests)
  if (process.env.E2E_STACK) {
    project.provide('stack', JSON.parse(process.env.E2E_STACK) as StackInfo);
    return;
  }
  const started = Date.now();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/stack.ts', '--test', `--log-dir=${LOG_DIR}`],
    { cwd: ROOT, env: serviceEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  // the launcher's own lines, beside the services' logs
  mkdirSync(LOG_DIR, { recursive: true });
  const launcherLog = `${LOG_DIR}/stack.log`;
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
    console.error(`service logs: ${LOG_DIR}`);
    throw error;
  });
  console.log(`[e2e] stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s: web ${info.web}`);
  project.provide('stack', info);

  return async () => {
    const stopping = Date.now();
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS);
    });
    if ((await Promise.race([exited, timeout])) === 'timeout') {
      console.error('[e2e] the stack did not stop in time: SIGKILL');
      child.kill('SIGKILL');
    }
    clearTimeout(timer);
    console.log(`[e2e] stack stopped in ${((Date.now() - stopping) / 1000).toFixed(1)} s`);
  };
}
