// Indexer benchmark: backlog ingest rate (events/s) for swaps already on the chain, and the delay from a
// swap's trace finishing on the chain to its row being visible in the database the API reads (p50/p95).
// Writes bench/indexer-bench-report.json.  Run: npm run bench -w @atoll/indexer
//   BENCH_SWAPS (default 10000): the backlog; BENCH_LATENCY_SAMPLES (default 100).
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '@atoll/db';
import { toNano } from '@ton/core';
import { startTestDevnet } from '../../devnet/tests/helpers/test-devnet';
import { startIndexer } from '../src/indexer';
import { silentLogger } from '../src/log';
import { findPool, swap } from '../tests/helpers/actions';
import { obliterate, reconcile, sleep, testConfig, waitCaughtUp } from '../tests/helpers/indexer';

const here = dirname(fileURLToPath(import.meta.url));
const SWAPS = Number(process.env.BENCH_SWAPS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_LATENCY_SAMPLES ?? 100);
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const round = (x: number) => Math.round(x * 100) / 100;

const devnet = await startTestDevnet();
const t = await createTestDatabase();
const pools = [
  findPool(devnet, 'TON', 'aUSD'),
  findPool(devnet, 'TON', 'ATL'),
  findPool(devnet, 'TON', 'REEF'),
];
const wallets = devnet.world.wallets;

const backlogStarted = performance.now();
for (let i = 0; i < SWAPS; i++) {
  const pool = pools[i % pools.length]!;
  await swap(devnet, wallets[i % wallets.length]!, {
    pool,
    from: 'TON',
    to: pool.b,
    amountIn: toNano('0.1'),
  });
  if (i % 1000 === 999) console.log(`backlog: ${i + 1} swaps`);
}
const backlogSeconds = (performance.now() - backlogStarted) / 1000;

const config = await testConfig(devnet, t.url, {
  SYNC_PAGE_SIZE: '200',
  SYNC_CONCURRENCY: '4',
  TRACE_CONCURRENCY: process.env.BENCH_TRACE_CONCURRENCY ?? '16',
});
const started = performance.now();
const indexer = await startIndexer(config, silentLogger);
// the backlog's events: its swaps plus the genesis' creations and first deposits
const target = SWAPS + 2 * devnet.world.pools.length;
while ((await t.db.poolEvent.count()) < target) await sleep(50);
const ingestSeconds = (performance.now() - started) / 1000;
await waitCaughtUp(devnet, t.db, 600_000);
const settledSeconds = (performance.now() - started) / 1000;
console.log(`ingested ${target} events in ${round(ingestSeconds)} s`);

// live: one swap at a time; the trace is finished when sendExternal returns
const latencies: number[] = [];
for (let i = 0; i < SAMPLES; i++) {
  const pool = pools[i % pools.length]!;
  const { txs } = await swap(devnet, wallets[i % wallets.length]!, {
    pool,
    from: 'TON',
    to: pool.b,
    amountIn: toNano('0.1'),
  });
  const finished = performance.now();
  const poolTx = txs.find((x) => x.account === pool.address.toRawString())!;
  while ((await t.db.poolEvent.count({ where: { txHash: poolTx.hash } })) === 0) await sleep(5);
  latencies.push(performance.now() - finished);
  await sleep(50);
}
await waitCaughtUp(devnet, t.db, 60_000);
const r = await reconcile(devnet, t.db);

const report = {
  generatedAt: new Date().toISOString(),
  machine: { cpus: cpus().length },
  backlog: {
    swaps: SWAPS,
    events: target,
    chainBuildSeconds: round(backlogSeconds),
    ingestSeconds: round(ingestSeconds),
    eventsPerSecond: round(target / ingestSeconds),
    allTracesSettledSeconds: round(settledSeconds),
    goalEventsPerSecond: 500,
  },
  latency: {
    samples: latencies.length,
    measuredTo:
      'row visible in pool_events (what the API reads), from sendExternal returning with the whole trace run',
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    maxMs: round(Math.max(...latencies)),
    goalP95Ms: 2000,
  },
  reconciliation: {
    pools: r.pools,
    events: r.events,
    positions: r.positions,
    mismatches: r.mismatches.length,
  },
  tonapi: indexer.ctx.tonapi.stats,
};
const meets = { ingest: report.backlog.eventsPerSecond >= 500, latency: report.latency.p95Ms <= 2000 };
writeFileSync(
  join(here, 'indexer-bench-report.json'),
  JSON.stringify({ ...report, meetsGoals: meets }, null, 2) + '\n',
);
console.log(JSON.stringify({ ...report, meetsGoals: meets }, null, 2));
await indexer.close();
await obliterate(config);
await devnet.close();
await t.drop();
