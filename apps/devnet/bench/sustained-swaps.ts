// Sustained swaps through HTTP, for the fast devnet and the sandbox as shipped (the baseline),
// in alternating rounds: this machine's speed drifts by up to 2x within minutes, so measuring
// one after the other would compare the drift. The swaps are signed before the clock starts
// (signing is the wallets' work, not the network's) and posted by a client in its own process,
// as real clients are. Every trace is checked afterwards. CPU time is counted on both sides.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Cell, toNano } from '@ton/core';
import { useCellSha256 } from '../src/chain/fast-cell-hash';
import { externalTraceId, seqnoOf, signedExternal, swapMessage } from '../tests/helpers/wallet-messages';
import type { TestDevnet } from '../tests/helpers/test-devnet';

const here = dirname(fileURLToPath(import.meta.url));
const round2 = (x: number) => Math.round(x * 100) / 100;

export interface Variant {
  name: 'fast' | 'stock';
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
  const sign = (w: number) =>
    signedExternal(wallets[w]!, seqnos[w]!++, [swapMessage(v.devnet, wallets[w]!, toNano('0.5'))]);
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

const useHashOf = (v: Variant) => useCellSha256(v.name === 'stock' ? 'library' : 'node');

export async function sustainedSwaps(variants: Variant[], swaps: number, rounds: number) {
  const dir = mkdtempSync(join(tmpdir(), 'atoll-devnet-load-'));
  try {
    const tallies = new Map<Variant, Tally & { direct: Cell[] }>();
    for (const v of variants) tallies.set(v, await prepare(v, swaps, rounds, dir));
    // baseline inside each: the same kind of swaps straight into the chain, no HTTP
    for (const v of variants) {
      useHashOf(v);
      const t = tallies.get(v)!;
      const started = performance.now();
      for (const boc of t.direct) await v.devnet.chain.sendExternal(boc);
      t.directPerSecond = t.direct.length / ((performance.now() - started) / 1000);
    }
    for (let r = 0; r < rounds; r++) {
      for (const v of r % 2 ? [...variants].reverse() : variants) {
        useHashOf(v);
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
  } finally {
    useCellSha256('node');
    rmSync(dir, { recursive: true, force: true });
  }
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
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'http-load.ts'), file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) =>
      code === 0
        ? resolve(out.trim().split('\n').pop()!)
        : reject(new Error(`load client exited with ${code}`)),
    );
  });
}
