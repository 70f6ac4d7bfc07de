// The benchmark's chain: a devnet saved in node_modules/.cache/atoll-indexer-bench-chain (or
// BENCH_CHAIN_DIR; out of git, lint and format's way) holding at least N backlog swaps,
// made straight through the chain engine (no HTTP) and kept across runs, so only the first run pays the
// minutes it takes to emulate 10,000 swaps (about 8 on 2 cores). A new genesis (other contracts) starts
// the chain over.
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDexEvent } from '@atoll/contracts';
import { toNano } from '@ton/core';
import { startDevnet } from '@atoll/devnet/testing';
import { loadConfig } from '@atoll/devnet/testing';
import { findPool, swap, type TestDevnet } from '../tests/helpers/actions';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const BENCH_CHAIN_DIR =
  process.env.BENCH_CHAIN_DIR ?? join(repo, 'node_modules', '.cache', 'atoll-indexer-bench-chain');

/** The pools the backlog trades on (TON in, the pool's other asset out). */
export const benchPools = (devnet: TestDevnet) => [
  findPool(devnet, 'TON', 'aUSD'),
  findPool(devnet, 'TON', 'ATL'),
  findPool(devnet, 'TON', 'REEF'),
];

/** Swap logs on the backlog's pools, counted from the devnet's own index. */
export function swapsOnChain(devnet: TestDevnet): number {
  let n = 0;
  for (const pool of benchPools(devnet)) {
    for (const t of devnet.chain.index.accountTxs(pool.address.toRawString(), {
      limit: Number.MAX_SAFE_INTEGER,
      ascending: true,
    })) {
      for (const m of t.tx.outMessages.values())
        if (m.info.type === 'external-out' && parseDexEvent(m.body)?.type === 'swap') n++;
    }
  }
  return n;
}

/** A devnet on a free port, reloaded from `dir` (or a fresh genesis there), market off. */
export async function openBenchDevnet(dir: string = BENCH_CHAIN_DIR): Promise<TestDevnet> {
  mkdirSync(dir, { recursive: true });
  const config = loadConfig(['--no-market', '--port=1', `--data-dir=${dir}`], {});
  const devnet = await startDevnet({ ...config, port: 0, publicUrl: 'http://localhost:8081' });
  await devnet.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = devnet.app.server.address() as AddressInfo;
  return { ...devnet, baseUrl: `http://127.0.0.1:${port}` };
}

/** Adds swaps (round robin over the test wallets and the backlog pools) until `target` are on the chain. */
export async function topUpSwaps(
  devnet: TestDevnet,
  target: number,
  log: (line: string) => void = console.log,
): Promise<{ before: number; made: number; seconds: number }> {
  const before = swapsOnChain(devnet);
  const pools = benchPools(devnet);
  const wallets = devnet.world.wallets;
  const started = performance.now();
  for (let i = before; i < target; i++) {
    const pool = pools[i % pools.length]!;
    await swap(devnet, wallets[i % wallets.length]!, {
      pool,
      from: 'TON',
      to: pool.b,
      amountIn: toNano('0.1'),
    });
    if ((i + 1) % 1000 === 0) log(`chain: ${i + 1} swaps`);
  }
  return { before, made: Math.max(0, target - before), seconds: (performance.now() - started) / 1000 };
}

// `tsx bench/bench-chain.ts [N]`: prepares the cached chain only
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const target = Number(process.argv[2] ?? 10_000);
  const devnet = await openBenchDevnet();
  const r = await topUpSwaps(devnet, target);
  console.log(`chain: ${r.before} swaps were cached, ${r.made} made in ${r.seconds.toFixed(1)} s`);
  await devnet.close();
}
