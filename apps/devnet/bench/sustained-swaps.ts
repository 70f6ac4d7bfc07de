// Sustained swaps through HTTP, in rounds, against the same kind of swaps sent straight into the
// chain in the same run (the baseline: this machine's speed drifts by up to 2x within minutes,
// so only same-run figures compare). With several devnets the rounds alternate. The swaps are signed before the clock starts
// (signing is the wallets' work, not the network's) and posted by a client in its own process,
// as real clients are. Every trace is checked afterwards. CPU time is counted on both sides.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { type Cell, toNano } from '@ton/core';
import { externalTraceId, seqnoOf, swapAt } from '../tests/helpers/wallet-messages';
import type { TestDevnet } from '../src/testing';
import { BENCH_DIR, round2, spawnTsx, withTempDir } from './bench-support';

export interface Variant {
  name: string;
  devnet: TestDevnet;
}

interface Tally {
  ids: string[];
  ms: number;
  devnetCpuMs: number;
  clientCpuMs: number;
  directPerSecond: number;
  chunks: string[];
}

/** Signs everything up front: a direct baseline, then one load file per round. */
async function prepare(
  v: Variant,
  swaps: number,
  rounds: number,
  dir: string,
): Promise<Tally & { direct: Cell[] }> {
  const wallets = v.devnet.world.wallets;
  const seqnos = await Promise.all(wallets.map((w) => seqnoOf(v.devnet, w)));
  const sign = (w: number) => swapAt(v.devnet, wallets[w]!, seqnos[w]!++, toNano('0.5'), 3600);
  const direct = Array.from({ length: 100 }, (_, i) => sign(i % wallets.length));
  const perWalletPerRound = Math.ceil(swaps / rounds / wallets.length);
  const ids: string[] = [];
  const chunks = Array.from({ length: rounds }, (_, r) => {
    const lists = wallets.map((_, w) => Array.from({ length: perWalletPerRound }, () => sign(w)));
    ids.push(...lists.flat().map(externalTraceId));
    const file = join(dir, `${v.name}-${r}.json`);
    const load = {
      baseUrl: v.devnet.baseUrl,
      wallets: lists.map((bocs) => ({
        bocs: bocs.map((b) => b.toBoc().toString('base64')),
        lastTraceId: externalTraceId(bocs[bocs.length - 1]!),
      })),
    };
    writeFileSync(file, JSON.stringify(load));
    return file;
  });
  return { ids, ms: 0, devnetCpuMs: 0, clientCpuMs: 0, directPerSecond: 0, chunks, direct };
}

export async function sustainedSwaps(variants: Variant[], swaps: number, rounds: number) {
  return withTempDir('atoll-devnet-load-', async (dir) => {
    const tallies = new Map<Variant, Tally & { direct: Cell[] }>();
    for (const v of variants) tallies.set(v, await prepare(v, swaps, rounds, dir));
    // baseline inside each: the same kind of swaps straight into the chain, no HTTP
    for (const v of variants) {
      const t = tallies.get(v)!;
      const started = performance.now();
      for (const boc of t.direct) await v.devnet.chain.sendExternal(boc);
      t.directPerSecond = t.direct.length / ((performance.now() - started) / 1000);
    }
    for (let r = 0; r < rounds; r++) {
      for (const v of r % 2 ? [...variants].reverse() : variants) {
        const t = tallies.get(v)!;
        const cpu = process.cpuUsage();
        const client = JSON.parse(await runClient(t.chunks[r]!)) as { ms: number; cpuMs: number };
        const used = process.cpuUsage(cpu);
        t.ms += client.ms;
        t.clientCpuMs += client.cpuMs;
        t.devnetCpuMs += (used.user + used.system) / 1000;
      }
    }
    return Object.fromEntries(variants.map((v) => [v.name, summary(v, tallies.get(v)!)]));
  });
}

function summary(v: Variant, t: Tally) {
  // every swap made its whole trace: 5 transactions, none aborted
  let complete = 0;
  for (const id of t.ids) {
    const root = v.devnet.chain.index.traceRoot(id);
    const txs = root ? traceOf(v.devnet, root.traceId) : [];
    if (txs.length === 5 && txs.every((tx) => tx.success)) complete++;
  }
  const devnet = t.devnetCpuMs / t.ids.length;
  const client = t.clientCpuMs / t.ids.length;
  return {
    swaps: t.ids.length,
    completeTraces: complete,
    perSecond: round2(t.ids.length / (t.ms / 1000)),
    directIntoChainPerSecond: round2(t.directPerSecond),
    cpuMsPerSwap: { devnet: round2(devnet), client: round2(client) },
    // if every core did nothing but this, in perfect parallel: the most this CPU cost allows
    cpuBoundPerSecond: round2((cpus().length * 1000) / (devnet + client)),
  };
}

/** The transactions of one trace, from the devnet's own index. */
function traceOf(devnet: TestDevnet, root: string) {
  const out = [];
  const todo = [root];
  while (todo.length > 0) {
    const tx = devnet.chain.index.get(todo.pop()!);
    if (!tx) continue;
    out.push(tx);
    todo.push(...tx.childHashes);
  }
  return out;
}

function runClient(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawnTsx([join(BENCH_DIR, 'http-load.ts'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) =>
      code === 0
        ? resolve(out.trim().split('\n').pop()!)
        : reject(new Error(`load client exited with ${code}`)),
    );
  });
}
