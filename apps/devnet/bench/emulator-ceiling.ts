// The emulator's ceiling: how many swaps per second the emulator alone can run on this machine,
// with nothing else to do (no HTTP, no parsing, no index), on one thread and on every core.
// A swap's five emulator calls are recorded once and replayed from the same states.
import { cpus } from 'node:os';
import { Worker } from 'node:worker_threads';
import { Executor } from '@ton/sandbox';
import { recordSwapCalls, type RunArgs } from '../tests/helpers/emulator-calls';
import type { TestDevnet } from '../src/testing';
import { round2 } from './bench-support';

export type RecordedCall = Omit<RunArgs, 'message' | 'randomSeed' | 'lt' | 'libs' | 'prevBlocksInfo'> & {
  message: string;
  randomSeed: string;
  lt: string;
};

/** Milliseconds per swap on this thread: the median of 12 rounds (this machine's speed drifts). */
async function msPerSwapHere(calls: RunArgs[], rounds: number): Promise<number> {
  const executor = await Executor.create();
  const times: number[] = [];
  for (let r = 0; r < 12; r++) {
    const started = performance.now();
    for (let i = 0; i < rounds; i++) for (const c of calls) await executor.runTransaction(c);
    times.push((performance.now() - started) / rounds);
  }
  return times.sort((a, b) => a - b)[times.length >> 1]!;
}

async function swapsPerSecondOn(threads: number, calls: RecordedCall[], rounds: number): Promise<number> {
  const entry = new URL('./emulator-worker.ts', import.meta.url).href;
  // workers do not inherit tsx's loader: load the TypeScript entry through tsx's API
  const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((m) => m.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  const workers = Array.from(
    { length: threads },
    () => new Worker(bootstrap, { eval: true, workerData: { calls, rounds } }),
  );
  try {
    const next = (w: Worker) =>
      new Promise<unknown>((resolve, reject) => {
        w.once('message', resolve);
        w.once('error', reject);
      });
    await Promise.all(workers.map(next)); // all warmed up, then all start together
    const started = performance.now();
    const done = workers.map(next);
    for (const w of workers) w.postMessage('go');
    await Promise.all(done);
    return (threads * rounds) / ((performance.now() - started) / 1000);
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

export async function emulatorCeiling(devnet: TestDevnet) {
  const calls = await recordSwapCalls(devnet, 0, '1');
  const plain: RecordedCall[] = calls.map(
    ({ message, randomSeed, lt, libs: _libs, prevBlocksInfo: _p, ...rest }) => ({
      ...rest,
      message: message.toBoc().toString('base64'),
      randomSeed: randomSeed?.toString('hex') ?? '',
      lt: lt.toString(),
    }),
  );
  const rounds = Number(process.env.BENCH_CEILING_ROUNDS ?? 100);
  const here = await msPerSwapHere(calls, 10);
  const cores = cpus().length;
  return {
    transactionsPerSwap: calls.length,
    emulatorMsPerSwap: round2(here),
    swapsPerSecondOneThread: round2(await swapsPerSecondOn(1, plain, rounds)),
    swapsPerSecondAllCores: round2(await swapsPerSecondOn(cores, plain, rounds)),
    cores,
    note: 'the emulator alone, replaying one swap from the same states: an upper bound for the whole devnet',
  };
}
