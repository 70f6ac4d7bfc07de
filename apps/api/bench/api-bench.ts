import { NATIVE_TON_ADDRESS } from '@atoll/chain';
// API benchmark: POST /pools/search over 1,000 pools, GET /users/events over ~10,000 events of one wallet,
// and GET /prices, each beside a bare Fastify hello-world measured in the same run on the same machine.
// The app (real Postgres and Redis) runs on this thread; the load comes from a worker thread with its own
// event loop, over loopback only, bounded in requests and time. Writes bench/api-bench-report.json.
// Run: npm run bench -w @atoll/api
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, Prisma, toDecimal, type Db } from '@atoll/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Address } from '@ton/core';
import { buildApp } from '../src/app';
import { createApiChain } from '../src/chain/tonapi';
import { signSession } from '../src/plugins/auth';
import { loadEnv } from '../src/env';
import { searchPools } from '../src/modules/pools/pools.dal';
import { groupPools } from '../src/modules/pools/pools.fns';

const here = dirname(fileURLToPath(import.meta.url));
const POOLS = 1000;
const TOKENS = 60;
const USER_EVENTS = 10_000;
const OTHER_EVENTS = 10_000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 5000);
const MAX_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_REQUESTS = 50;
const SEARCH_CAP = { maxRows: 10_000, sortBy: 'tvl', sort: 'desc' } as const;

const D = Prisma.Decimal;
const hex = (n: number, tag: number) =>
  `0:${tag.toString(16).padStart(8, '0')}${n.toString(16).padStart(56, '0')}`;
const round = (x: number) => Math.round(x * 100) / 100;

async function seed(db: Db): Promise<{ user: string }> {
  const tokens = [NATIVE_TON_ADDRESS, ...Array.from({ length: TOKENS - 1 }, (_, i) => hex(i, 1))];
  await db.token.createMany({
    data: tokens.map((address, i) => ({
      address,
      symbol: i === 0 ? 'TON' : `TK${i}`,
      name: i === 0 ? 'Toncoin' : `Token ${i}`,
      decimals: i % 3 === 0 ? 9 : 6,
      iconUrl: `https://icons.test/${i}.svg`,
      verified: true,
      priceUsd: new D(1 + (i % 17) / 10),
      priceTon: new D(1),
    })),
  });
  const pools: Prisma.PoolCreateManyInput[] = [];
  const fees = [5, 30, 100];
  for (let i = 0; pools.length < POOLS; i++) {
    // pairs (a, b) with a < b, three fee tiers each: 334 pairs
    const pair = Math.floor(i / 3);
    const a = pair % TOKENS;
    const b = (a + 1 + Math.floor(pair / TOKENS)) % TOKENS;
    if (a === b) continue;
    const [x, y] = a < b ? [a, b] : [b, a];
    pools.push({
      address: hex(i, 2),
      asset0: tokens[x]!,
      asset1: tokens[y]!,
      feeBps: fees[i % 3]!,
      reserve0: toDecimal(BigInt(1_000_000 + i) * 10n ** 9n),
      reserve1: toDecimal(BigInt(2_000_000 + i) * 10n ** 6n),
      lpSupply: toDecimal(10n ** 15n),
      tvlUsd: new D(10_000 + ((i * 7919) % 1_000_000)),
      volume24hUsd: new D((i * 104_729) % 100_000),
      fees24hUsd: new D(((i * 104_729) % 100_000) / 333),
      apr: new D(((i * 31) % 5000) / 100),
      price: new D('1.5'),
    });
  }
  await db.pool.createMany({ data: pools });
  const user = hex(1, 3);
  const start = Date.UTC(2026, 0, 1);
  for (const [who, count, offset] of [
    [user, USER_EVENTS, 0],
    [hex(2, 3), OTHER_EVENTS, 1],
  ] as const) {
    for (let from = 0; from < count; from += 2000) {
      await db.poolEvent.createMany({
        data: Array.from({ length: Math.min(2000, count - from) }, (_, k) => {
          const i = from + k;
          return {
            txHash: (BigInt(offset) * 10n ** 9n + BigInt(i)).toString(16).padStart(64, '0'),
            eventIndex: 0,
            lt: toDecimal(BigInt(i) * 1000n),
            poolAddress: pools[i % POOLS]!.address!,
            seqno: BigInt(i),
            type: i % 10 === 0 ? ('liquidity_added' as const) : ('swap' as const),
            queryId: toDecimal(BigInt(i)),
            userAddress: who,
            receiver: who,
            zeroForOne: i % 2 === 0,
            amountIn: toDecimal(1_000_000_000n),
            amountOut: toDecimal(990_000n),
            amount0: toDecimal(1_000_000_000n),
            amount1: toDecimal(2_000_000n),
            amountInUsd: new D('3.2'),
            amountOutUsd: new D('3.19'),
            reserve0After: toDecimal(10n ** 15n),
            reserve1After: toDecimal(10n ** 12n),
            lpSupplyAfter: toDecimal(10n ** 15n),
            success: true,
            gasUsed: 12_000n,
            timestamp: new Date(start + i * 60_000),
          };
        }),
      });
    }
  }
  return { user };
}

interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

interface Measure {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  bytes_per_response: number;
}

// The load generator: plain JS in a worker thread (global fetch, keep-alive), so the client does not share
// the server's event loop.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const { target, concurrency, maxRequests, maxSeconds, warmup } = workerData;
const once = async () => {
  const res = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
  const body = await res.arrayBuffer();
  return { ok: res.status === 200, bytes: body.byteLength };
};
(async () => {
  for (let i = 0; i < warmup; i++) await once();
  const latencies = [];
  let errors = 0, bytes = 0, started = 0;
  const t0 = performance.now();
  const deadline = t0 + maxSeconds * 1000;
  const loop = async () => {
    while (started < maxRequests && performance.now() < deadline) {
      started++;
      const s = performance.now();
      try { const r = await once(); if (!r.ok) errors++; bytes += r.bytes; } catch { errors++; }
      latencies.push(performance.now() - s);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  parentPort.postMessage({ latencies, errors, bytes, seconds: (performance.now() - t0) / 1000 });
})();
`;

function load(target: Target): Promise<Measure> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: {
        target,
        concurrency: CONCURRENCY,
        maxRequests: MAX_REQUESTS,
        maxSeconds: MAX_SECONDS,
        warmup: WARMUP_REQUESTS,
      },
    });
    worker.once('error', reject);
    worker.once('message', (m: { latencies: number[]; errors: number; bytes: number; seconds: number }) => {
      const sorted = [...m.latencies].sort((a, b) => a - b);
      const at = (p: number) =>
        sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
      resolve({
        requests: sorted.length,
        errors: m.errors,
        seconds: round(m.seconds),
        rps: round(sorted.length / m.seconds),
        p50_ms: round(at(50)),
        p99_ms: round(at(99)),
        bytes_per_response: Math.round(m.bytes / Math.max(1, sorted.length)),
      });
      void worker.terminate();
    });
  });
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function timeIt(runs: number, fn: () => Promise<unknown> | unknown): Promise<number> {
  for (let i = 0; i < 10; i++) await fn(); // warm: JIT and connection pool
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    await fn();
    times.push(performance.now() - s);
  }
  return round(times.sort((a, b) => a - b)[Math.floor(runs / 2)]!);
}

async function main(): Promise<void> {
  const database = await createTestDatabase();
  const redis = new Redis(loadEnv({}).REDIS_URL, { maxRetriesPerRequest: 2 });
  let app: FastifyInstance | undefined;
  const hello = Fastify({ logger: false });
  try {
    const t0 = performance.now();
    const { user } = await seed(database.db);
    console.log(
      `seeded ${TOKENS} tokens, ${POOLS} pools, ${USER_EVENTS + OTHER_EVENTS} events in ${round((performance.now() - t0) / 1000)} s`,
    );
    await database.db.$executeRawUnsafe('ANALYZE');

    const env = loadEnv({
      DATABASE_URL: database.url,
      RATE_LIMIT_PER_MINUTE: '100000000',
      TONAPI_URL: 'http://127.0.0.1:9',
    });
    app = await buildApp({
      env,
      db: database.db,
      redis,
      chain: createApiChain(env),
    });
    const base = await listen(app);
    hello.get('/', async () => ({ hello: 'world' }));
    const helloBase = await listen(hello);
    const token = signSession(app, Address.parseRaw(user));

    // where the time of a search goes: the one SQL query (+ row mapping), then the grouping
    const rows = await searchPools(database.db, [], null, SEARCH_CAP);
    const breakdown = {
      pools_listed: rows.length,
      sql_and_mapping_p50_ms: await timeIt(50, () => searchPools(database.db, [], null, SEARCH_CAP)),
      grouping_p50_ms: await timeIt(50, () => groupPools(rows, 'tvl', 'desc')),
    };

    const targets: Target[] = [
      {
        name: 'POST /pools/search (1,000 pools)',
        url: `${base}/pools/search`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page: 1, size: 1000, sort: 'desc', sort_by: 'tvl', verified_tokens: [] }),
      },
      {
        name: `GET /users/events (${USER_EVENTS} events)`,
        url: `${base}/users/events?page=1&size=10`,
        method: 'GET',
        headers: { authorization: `Bearer ${token}` },
      },
      { name: 'GET /prices', url: `${base}/prices`, method: 'GET' },
    ];
    const helloTarget: Target = { name: 'bare Fastify hello-world', url: `${helloBase}/`, method: 'GET' };

    const routes = [];
    for (const target of targets) {
      // the baseline right before each route, so both see the same machine state
      const baseline = await load(helloTarget);
      const measured = await load(target);
      routes.push({
        route: target.name,
        ...measured,
        hello_world: baseline,
        rps_ratio_to_hello: round(measured.rps / baseline.rps),
        p50_ratio_to_hello: round(measured.p50_ms / Math.max(0.01, baseline.p50_ms)),
      });
    }

    const report = {
      generated_at: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', node: process.version },
      setup: {
        pools: POOLS,
        tokens: TOKENS,
        user_events: USER_EVENTS,
        other_events: OTHER_EVENTS,
        concurrency: CONCURRENCY,
        max_requests: MAX_REQUESTS,
        max_seconds: MAX_SECONDS,
      },
      pools_search_breakdown: breakdown,
      routes,
    };
    writeFileSync(join(here, 'api-bench-report.json'), JSON.stringify(report, null, 2) + '\n');

    console.table(
      routes.flatMap((r) => [
        {
          route: r.route,
          'req/s': r.rps,
          'p50 ms': r.p50_ms,
          'p99 ms': r.p99_ms,
          errors: r.errors,
          'KB/resp': round(r.bytes_per_response / 1024),
          'rps ÷ hello': r.rps_ratio_to_hello,
        },
        {
          route: '  hello-world (same run)',
          'req/s': r.hello_world.rps,
          'p50 ms': r.hello_world.p50_ms,
          'p99 ms': r.hello_world.p99_ms,
          errors: r.hello_world.errors,
          'KB/resp': round(r.hello_world.bytes_per_response / 1024),
          'rps ÷ hello': 1,
        },
      ]),
    );
    console.log('search breakdown:', breakdown);
    console.log(`wrote ${join(here, 'api-bench-report.json')}`);
  } finally {
    await app?.close();
    await hello.close();
    redis.disconnect();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
