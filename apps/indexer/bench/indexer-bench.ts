// Indexer benchmark. Writes bench/indexer-bench-report.json.  Run: npm run bench -w @atoll/indexer
//
// 1. Backlog: BENCH_SWAPS swaps already on the chain (a devnet saved in bench/.chain, made once through
//    the chain engine; every run works on a copy) are ingested by the indexer running as deployed (a
//    child process, `src/main.ts`). Measured: events per second until every row is in pool_events, and
//    until every trace record is settled too. Baseline in the same run: the same pages and traces read
//    by a bare client with no database or queue (the ceiling the chain source sets; it also warms the
//    devnet, which parses a saved transaction the first time it serves it). The goal is a ratio of the
//    same run: ingest ÷ the source's cold event rate ≥ 0.80 (issue 17 goal 3).
// 2. Latency: BENCH_LATENCY_SAMPLES live swaps, one at a time; from the trace finishing on the chain to
//    the swap being listed by the product API (a child process: GET /pools/{address}/events), and, in
//    the same run, to its row being in the database.
// 3. Reconciliation: the database against the chain (reserves, LP supply, every log once, positions).
// 4. Two processes: two indexers on one Redis queue prefix and one fresh database read the same backlog
//    (and the live swaps since); their ingest rate beside one process's, and the same reconciliation.
// The devnet runs in this process, the indexer and the API in their own; Postgres and Redis are local.
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { createTestDatabase, type Db } from '@atoll/db';
import { toNano } from '@ton/core';
import { poolLogsOf } from '../src/chain/pool-logs.fns';
import type { TonApiTransaction } from '../src/chain/tonapi';
import { mapSettledLimit } from '../src/lib/map-limit';
import { swap } from '../tests/helpers/actions';
import { chainLogs, obliterate, reconcile, sleep, waitCaughtUp } from '../tests/helpers/indexer';
import { freePort, spawnApi, spawnIndexer } from '../src/testing/processes';
import { BENCH_CHAIN_DIR, benchPools, openBenchDevnet, swapsOnChain, topUpSwaps } from './bench-chain';

const here = dirname(fileURLToPath(import.meta.url));
const SWAPS = Number(process.env.BENCH_SWAPS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_LATENCY_SAMPLES ?? 100);
const PAGE = 1000;
const TRACE_CONCURRENCY = 16;
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const round = (x: number) => Math.round(x * 100) / 100;
const seconds = (since: number) => (performance.now() - since) / 1000;

// a throwaway copy of the cached chain (live swaps must not grow the cache); topped up to BENCH_SWAPS
// and saved back the first time (or after a new genesis)
const copy = mkdtempSync(join(tmpdir(), 'atoll-indexer-bench-'));
if (existsSync(BENCH_CHAIN_DIR)) cpSync(BENCH_CHAIN_DIR, copy, { recursive: true });
let loadStarted = performance.now();
let devnet = await openBenchDevnet(copy);
if (swapsOnChain(devnet) < SWAPS) {
  const made = await topUpSwaps(devnet, SWAPS);
  console.log(`chain: ${made.made} swaps made in ${round(made.seconds)} s (cached for the next runs)`);
  await devnet.close();
  rmSync(BENCH_CHAIN_DIR, { recursive: true, force: true });
  cpSync(copy, BENCH_CHAIN_DIR, { recursive: true });
  loadStarted = performance.now();
  devnet = await openBenchDevnet(copy);
}
const chainLoadSeconds = seconds(loadStarted);
const swaps = swapsOnChain(devnet);
const pools = devnet.world.pools.map((p) => p.address.toRawString());
console.log(
  `chain: ${swaps} backlog swaps, ${devnet.chain.index.size} transactions, loaded in ${round(chainLoadSeconds)} s`,
);

// baseline: every pool's pages and every trace, read by a bare client (no database, no queue)
async function readSource(traceLimit: number) {
  const started = performance.now();
  const hashes: string[] = [];
  let events = 0;
  await Promise.all(
    pools.map(async (pool) => {
      for (let after = 0n; ;) {
        const res = await fetch(
          `${devnet.baseUrl}/v2/blockchain/accounts/${pool}/transactions?after_lt=${after}&limit=${PAGE}&sort_order=asc`,
        );
        const { transactions } = (await res.json()) as { transactions: TonApiTransaction[] };
        for (const tx of transactions) {
          const logs = poolLogsOf(tx).length;
          events += logs;
          if (logs > 0) hashes.push(tx.hash);
        }
        if (transactions.length < PAGE) break;
        after = BigInt(transactions.at(-1)!.lt);
      }
    }),
  );
  const pagesSeconds = seconds(started);
  const tracesStarted = performance.now();
  const list = hashes.slice(0, traceLimit);
  await mapSettledLimit(list, TRACE_CONCURRENCY, async (h) =>
    (await fetch(`${devnet.baseUrl}/v2/traces/${h}`)).json(),
  );
  return { events, pagesSeconds, traces: list.length, tracesSeconds: seconds(tracesStarted) };
}
console.log('baseline: reading every page and trace once (cold: the devnet parses saved transactions)…');
const cold = await readSource(Number.MAX_SAFE_INTEGER);
const warm = await readSource(3000);
const source = {
  events: cold.events,
  coldEventsPerSecond: round(cold.events / cold.pagesSeconds),
  coldTracesPerSecond: round(cold.traces / cold.tracesSeconds),
  warmEventsPerSecond: round(warm.events / warm.pagesSeconds),
  warmTracesPerSecond: round(warm.traces / warm.tracesSeconds),
};
console.log(`baseline: ${JSON.stringify(source)}`);

// the indexer as deployed (child processes of src/main.ts), on a fresh database and queue prefix
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const indexerSettings = {
  TONAPI_URL: devnet.baseUrl,
  REDIS_URL: redisUrl,
  TONAPI_RPS: process.env.BENCH_TONAPI_RPS ?? '2000',
  ...Object.fromEntries(
    ['SYNC_PAGE_SIZE', 'SYNC_CONCURRENCY', 'TRACE_BATCH', 'TRACE_CONCURRENCY', 'TONAPI_CONCURRENCY']
      .filter((k) => process.env[k])
      .map((k) => [k, process.env[k]!]),
  ),
};

/**
 * `processes` indexers on one fresh database and one queue prefix read the whole backlog: seconds from all
 * of them started to every row in pool_events (`target` rows), and to every trace record settled too.
 */
async function ingestBacklog(processes: number, target: number) {
  const database = await createTestDatabase();
  const queuePrefix = `atoll-bench-${randomBytes(4).toString('hex')}`;
  const statusPorts = await Promise.all(Array.from({ length: processes }, () => freePort()));
  const spawned = performance.now();
  const indexers = statusPorts.map((port, i) =>
    spawnIndexer(
      {
        ...indexerSettings,
        DATABASE_URL: database.url,
        QUEUE_PREFIX: queuePrefix,
        STATUS_PORT: String(port),
      },
      // BENCH_CPU_PROF=dir: a V8 CPU profile of the (first) indexer, written when it stops
      i === 0 && process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : [],
    ),
  );
  await Promise.all(indexers.map((i) => i.waitFor('indexer started', 120_000)));
  const started = performance.now();
  const count = async () =>
    Number((await database.db.$queryRaw<[{ n: bigint }]>`SELECT count(*) AS n FROM pool_events`)[0].n);
  for (let n = 0, last = 0; n < target; n = await count()) {
    if (performance.now() - last > 2000) {
      last = performance.now();
      console.log(
        `ingest (${processes} process${processes > 1 ? 'es' : ''}): ${round(seconds(started))} s, ${n} events`,
      );
    }
    await sleep(50);
  }
  const ingestSeconds = seconds(started);
  await waitCaughtUp(devnet, database.db, 900_000);
  const settledSeconds = seconds(started);
  console.log(
    `${processes} process(es): ${target} events in ${round(ingestSeconds)} s, every trace settled after ${round(settledSeconds)} s`,
  );
  return {
    database,
    queuePrefix,
    statusPort: statusPorts[0]!,
    startupSeconds: (started - spawned) / 1000,
    ingestSeconds,
    settledSeconds,
    async stop() {
      await Promise.all(indexers.map((i) => i.stop()));
      await obliterate({ redisUrl, queuePrefix });
      await database.drop();
    },
  };
}

/** The database against the chain, /status's gaps, and rows whose pool and seqno are stored twice. */
async function verify(db: Db, statusPort: number) {
  const r = await reconcile(devnet, db);
  const status = (await (await fetch(`http://127.0.0.1:${statusPort}/status`)).json()) as {
    tonapi: unknown;
    gaps: unknown[];
  };
  const [twice] = await db.$queryRaw<[{ n: bigint }]>`
    SELECT count(*) AS n FROM (SELECT 1 FROM pool_events GROUP BY pool_address, seqno HAVING count(*) > 1) s`;
  return { r, status, duplicates: Number(twice.n) };
}

const target = cold.events;
const one = await ingestBacklog(1, target);
const t = one.database;
const apiPort = await freePort();
const api = spawnApi({
  API_PORT: String(apiPort),
  DATABASE_URL: t.url,
  REDIS_URL: redisUrl,
  TONAPI_URL: devnet.baseUrl,
  RATE_LIMIT_PER_MINUTE: '10000000',
});
await api.waitFor('Server listening');

// live: one swap at a time; sendExternal returns when the whole trace has run (and the SSE is out)
const apiUrl = `http://127.0.0.1:${apiPort}`;
const listed = async (pool: string, hash: string) => {
  const res = await fetch(`${apiUrl}/pools/${pool}/events?page=1&size=5`);
  if (!res.ok) throw new Error(`API ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { result: { events: Array<{ tx_hash: string }> } };
  return body.result.events.some((e) => e.tx_hash === hash);
};
const poll = async (check: () => Promise<boolean>, since: number) => {
  while (!(await check())) await sleep(5);
  return performance.now() - since;
};
const apiMs: number[] = [];
const dbMs: number[] = [];
const live = benchPools(devnet);
// one request first, so the first sample does not time the API's first query plan and JIT
await listed(live[0]!.address.toRawString(), '');
for (let i = 0; i < SAMPLES; i++) {
  const pool = live[i % live.length]!;
  const { txs } = await swap(devnet, devnet.world.wallets[i % devnet.world.wallets.length]!, {
    pool,
    from: 'TON',
    to: pool.b,
    amountIn: toNano('0.1'),
  });
  const finished = performance.now();
  const address = pool.address.toRawString();
  const hash = txs.find((x) => x.account === address)!.hash;
  const [viaApi, inDb] = await Promise.all([
    poll(() => listed(address, hash), finished),
    poll(async () => (await t.db.poolEvent.count({ where: { txHash: hash } })) > 0, finished),
  ]);
  apiMs.push(viaApi);
  dbMs.push(inDb);
  await sleep(100);
}
await waitCaughtUp(devnet, t.db, 120_000);
const { r, status, duplicates } = await verify(t.db, one.statusPort);
await api.stop();
await one.stop();

// two indexer processes on one Redis and one database share the same backlog (and the live swaps since)
const targetTwo = [...chainLogs(devnet, pools).values()].reduce((a, b) => a + b, 0);
const two = await ingestBacklog(2, targetTwo);
const twoChecked = await verify(two.database.db, two.statusPort);
await two.stop();

const report = {
  generatedAt: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    note: 'devnet in the benchmark process; indexer, API, Postgres, Redis beside it',
  },
  indexer: { ...indexerSettings, TONAPI_URL: undefined, REDIS_URL: undefined },
  backlog: {
    swaps,
    events: target,
    chainLoadSeconds: round(chainLoadSeconds),
    indexerStartupSeconds: round(one.startupSeconds),
    ingestSeconds: round(one.ingestSeconds),
    eventsPerSecond: round(target / one.ingestSeconds),
    /** Issue 17 goal 3: ingest ÷ the source's cold event rate of the same run, ≥ 0.80. */
    ingestToSourceCold: round(target / one.ingestSeconds / source.coldEventsPerSecond),
    goalIngestToSourceCold: 0.8,
    allTracesSettledSeconds: round(one.settledSeconds),
    settledEventsPerSecond: round(target / one.settledSeconds),
    baselineSource: source,
  },
  twoProcesses: {
    note: 'two indexer processes, one Redis queue prefix and one database, the same backlog and the live swaps since',
    events: targetTwo,
    indexerStartupSeconds: round(two.startupSeconds),
    ingestSeconds: round(two.ingestSeconds),
    eventsPerSecond: round(targetTwo / two.ingestSeconds),
    /** Beside one process of the same run. */
    ratioToOneProcess: round(targetTwo / two.ingestSeconds / (target / one.ingestSeconds)),
    allTracesSettledSeconds: round(two.settledSeconds),
    settledEventsPerSecond: round(targetTwo / two.settledSeconds),
    reconciliation: {
      events: twoChecked.r.events,
      mismatches: twoChecked.r.mismatches.length,
      duplicates: twoChecked.duplicates,
      gaps: twoChecked.status.gaps.length,
    },
  },
  latency: {
    samples: apiMs.length,
    measuredTo:
      'the swap listed by GET /pools/{address}/events of the API, from the trace finishing on the chain',
    p50Ms: round(percentile(apiMs, 50)),
    p95Ms: round(percentile(apiMs, 95)),
    maxMs: round(Math.max(...apiMs)),
    goalP95Ms: 2000,
    baselineRowInDatabase: {
      p50Ms: round(percentile(dbMs, 50)),
      p95Ms: round(percentile(dbMs, 95)),
      maxMs: round(Math.max(...dbMs)),
    },
  },
  reconciliation: {
    pools: r.pools,
    events: r.events,
    positions: r.positions,
    mismatches: r.mismatches.length,
    duplicates,
    gaps: status.gaps.length,
  },
  tonapi: status.tonapi,
};
const reconciled = (x: { mismatches: number; duplicates: number; gaps: number }) =>
  x.mismatches === 0 && x.duplicates === 0 && x.gaps === 0;
const meetsGoals = {
  ingest: report.backlog.ingestToSourceCold >= 0.8,
  latency: report.latency.p95Ms <= 2000,
  reconciled: reconciled(report.reconciliation),
  twoProcessesReconciled: reconciled(report.twoProcesses.reconciliation),
};
const out = JSON.stringify({ ...report, meetsGoals }, null, 2) + '\n';
writeFileSync(join(here, 'indexer-bench-report.json'), out);
console.log(out);
await devnet.close();
rmSync(copy, { recursive: true, force: true });
const mismatches = [...r.mismatches, ...twoChecked.r.mismatches];
if (mismatches.length > 0 || !meetsGoals.reconciled || !meetsGoals.twoProcessesReconciled) {
  console.error(mismatches.slice(0, 20).join('\n'));
  process.exitCode = 1;
}
