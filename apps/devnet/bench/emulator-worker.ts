// One thread of the emulator ceiling: replays a swap's recorded emulator calls (the same five
// transactions from the same states) on its own emulator and reports how long `rounds` took.
import { parentPort, workerData } from 'node:worker_threads';
import { Cell } from '@ton/core';
import { Executor } from '@ton/sandbox';
import type { RecordedCall } from './emulator-ceiling';

const { calls, rounds } = workerData as { calls: RecordedCall[]; rounds: number };
const executor = await Executor.create();
const args = calls.map((c) => ({
  ...c,
  message: Cell.fromBase64(c.message),
  randomSeed: Buffer.from(c.randomSeed, 'hex'),
  lt: BigInt(c.lt),
  libs: null,
  prevBlocksInfo: undefined,
}));
const once = async () => {
  for (const a of args) {
    const r = await executor.runTransaction(a);
    if (!r.result.success) throw new Error('a recorded call failed on replay');
  }
};
for (let i = 0; i < 10; i++) await once(); // warm up
parentPort!.postMessage('ready');
parentPort!.once('message', async () => {
  const started = performance.now();
  for (let i = 0; i < rounds; i++) await once();
  parentPort!.postMessage(performance.now() - started);
});
