import { NATIVE_TON_ADDRESS } from '@atoll/chain';
// API benchmark: POST /pools/search over 1,000 pools (mixed bodies: sorts, queries, custom tokens),
// GET /users/events over 10,000 events of each of two wallets (walks of pages, keyset after the first),
// and GET /prices, each beside a bare Fastify hello-world measured in the same run on the same machine.
// During each route's load, every 500 ms, a row the route serves is written and the read-model versions
// bumped, as the indexer does (pool rows and token prices for the search, token prices for /prices, new
// own swaps of the first wallet for /users/events), so the snapshots are rebuilt mid-run. The client asks for brotli or gzip and counts bytes
// on the wire; only full 200 answers count as requests (no If-None-Match is sent). The app (real Postgres
// and Redis) runs in this process; the load comes from a child process, over loopback only, bounded in
// requests and time, so this process's CPU time is the server's alone (reported per answer beside req/s).
// Writes bench/api-bench-report.json.
// Run: npm run bench -w @atoll/api
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, Prisma, toDecimal, type Db } from '@atoll/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Address } from '@ton/core';
import { bumpReadModelVersion, readModelVersionKey } from '@atoll/indexer/read-model';
import { buildApp } from '../src/app';
import { createApiChain } from '../src/chain/tonapi';
import { signSession } from '../src/plugins/auth';
import { loadEnv } from '../src/env';
import { eventPage, eventPageSql, eventTotalSql, searchPools } from '../src/modules/pools/pools.dal';
import { groupPools } from '../src/modules/pools/pools.fns';
import { profiled } from './cpu-profile';

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

interface Seeded {
  users: string[];
  unverified: string[];
  pools: string[];
}

async function seed(db: Db): Promise<Seeded> {
  const tokens = [NATIVE_TON_ADDRESS, ...Array.from({ length: TOKENS - 1 }, (_, i) => hex(i, 1))];
  await db.token.createMany({
    data: tokens.map((address, i) => ({
      address,
      symbol: i === 0 ? 'TON' : `TK${i}`,
      name: i === 0 ? 'Toncoin' : `Token ${i}`,
      decimals: i % 3 === 0 ? 9 : 6,
      iconUrl: `https://icons.test/${i}.svg`,
      // every seventh jetton unverified: a search's custom tokens bring their pools in
      verified: i === 0 || i % 7 !== 0,
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
  const users = [user, hex(2, 3)];
  const start = Date.UTC(2026, 0, 1);
  const txOf = (offset: number, i: number) =>
    (BigInt(offset) * 10n ** 9n + BigInt(i)).toString(16).padStart(64, '0');
  for (const [who, count, offset] of [
    [user, USER_EVENTS, 0],
    [hex(2, 3), OTHER_EVENTS, 1],
  ] as const) {
    for (let from = 0; from < count; from += 2000) {
      const length = Math.min(2000, count - from);
      // each event the wallet's own operation: the verified trace record the indexer writes lists it
      await db.traceRecord.createMany({
        data: Array.from({ length }, (_, k) => ({
          account: who,
          queryId: toDecimal(BigInt(from + k)),
          rootTxHash: txOf(offset + 2, from + k),
          verified: true,
          complete: true,
          success: true,
          eventCount: 1,
          txHashes: [txOf(offset, from + k)],
        })),
      });
      await db.poolEvent.createMany({
        data: Array.from({ length }, (_, k) => {
          const i = from + k;
          return {
            txHash: txOf(offset, i),
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
  return {
    users,
    unverified: tokens.filter((_, i) => i !== 0 && i % 7 === 0),
    pools: pools.map((p) => p.address!),
  };
}

interface Request {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * What one route's load sends: `requests` in turn (each loop of the client starts at a different one), or
 * `walks`: from each start request, the pages its answers' `next_cursor` lead to, up to `walkPages`.
 */
interface Target {
  name: string;
  base: string;
  requests: Request[];
  walkPages?: number;
  /** What is written (and bumped) every 500 ms while the route is loaded. */
  writes?: Write[];
}

interface Measure {
  /** Full 200 answers. */
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  /** Bytes of the answers' bodies as sent (brotli or gzip when the server compressed them). */
  wire_bytes_per_response: number;
  encodings: Record<string, number>;
  /**
   * CPU time of the server's process per answer (user + system, all its threads, warm-up included):
   * steadier than req/s on a shared machine, since waiting for a core is not counted.
   */
  server_cpu_us_per_request: number;
}

// The load generator: plain JS in a child process (node:http, keep-alive), so the client shares neither
// the server's event loop nor its CPU accounting. It asks for 'br, gzip' as browsers do and counts the bytes on the wire; it
// decompresses only the answers of a walk, to read their next_cursor.
const WORKER = `
const workerData = JSON.parse(process.env.ATOLL_BENCH_LOAD);
const parentPort = { postMessage: (m) => process.send(m, () => process.exit(0)) };
const { performance } = require('node:perf_hooks');
const http = require('node:http');
const zlib = require('node:zlib');
const { target, concurrency, maxRequests, maxSeconds, warmup } = workerData;
const url = new URL(target.base);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const send = (r) => new Promise((resolve, reject) => {
  const req = http.request({
    agent, host: url.hostname, port: url.port, method: r.method, path: r.path,
    headers: { 'accept-encoding': 'br, gzip', ...(r.body ? { 'content-type': 'application/json' } : {}), ...r.headers },
  }, (res) => {
    const chunks = [];
    res.on('data', (c) => chunks.push(c));
    res.on('end', () => resolve({ status: res.statusCode, encoding: res.headers['content-encoding'] || 'identity', body: Buffer.concat(chunks) }));
    res.on('error', reject);
  });
  req.on('error', reject);
  req.end(r.body);
});
const nextOf = (res) => {
  const raw = res.encoding === 'br' ? zlib.brotliDecompressSync(res.body) : res.encoding === 'gzip' ? zlib.gunzipSync(res.body) : res.body;
  return JSON.parse(raw.toString()).next_cursor;
};
(async () => {
  const latencies = [];
  const encodings = {};
  let errors = 0, bytes = 0, started = 0, counting = false;
  const once = async (r) => {
    const s = performance.now();
    try {
      const res = await send(r);
      if (res.status !== 200) { errors++; return null; }
      if (counting) {
        latencies.push(performance.now() - s);
        bytes += res.body.length;
        encodings[res.encoding] = (encodings[res.encoding] || 0) + 1;
      }
      return res;
    } catch { errors++; return null; }
  };
  const run = async (lane, stop) => {
    for (let i = lane; !stop(); i++) {
      const start = target.requests[i % target.requests.length];
      started++;
      let res = await once(start);
      for (let page = 1; target.walkPages && res && page < target.walkPages && !stop(); page++) {
        const cursor = nextOf(res);
        if (!cursor) break;
        started++;
        const sep = start.path.includes('?') ? '&' : '?';
        res = await once({ ...start, path: start.path + sep + 'cursor=' + encodeURIComponent(cursor) });
      }
    }
  };
  let warm = 0;
  await Promise.all(Array.from({ length: concurrency }, (_, lane) => run(lane, () => warm++ >= warmup)));
  errors = 0; started = 0; counting = true;
  const t0 = performance.now();
  const deadline = t0 + maxSeconds * 1000;
  await Promise.all(Array.from({ length: concurrency }, (_, lane) => run(lane, () => started >= maxRequests || performance.now() >= deadline)));
  agent.destroy();
  parentPort.postMessage({ latencies, errors, bytes, encodings, seconds: (performance.now() - t0) / 1000 });
})();
`;

function load(target: Target): Promise<Measure> {
  return new Promise((resolve, reject) => {
    const cpuBefore = process.cpuUsage();
    const client = spawn(process.execPath, ['-e', WORKER], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: {
        ...process.env,
        ATOLL_BENCH_LOAD: JSON.stringify({
          target,
          concurrency: CONCURRENCY,
          maxRequests: MAX_REQUESTS,
          maxSeconds: MAX_SECONDS,
          warmup: WARMUP_REQUESTS,
        }),
      },
    });
    client.once('error', reject);
    client.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load client exited with ${code}`));
    });
    client.once('message', (message) => {
      const m = message as {
        latencies: number[];
        errors: number;
        bytes: number;
        encodings: Record<string, number>;
        seconds: number;
      };
      const cpu = process.cpuUsage(cpuBefore);
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
        wire_bytes_per_response: Math.round(m.bytes / Math.max(1, sorted.length)),
        encodings: m.encodings,
        server_cpu_us_per_request: round((cpu.user + cpu.system) / Math.max(1, sorted.length)),
      });
    });
  });
}

/** The mean size of the answers' JSON, uncompressed (one identity request per distinct request). */
async function rawBytes(base: string, requests: readonly Request[]): Promise<number> {
  let total = 0;
  for (const r of requests) {
    const res = await fetch(base + r.path, {
      method: r.method,
      headers: { 'accept-encoding': 'identity', 'content-type': 'application/json', ...r.headers },
      body: r.body,
    });
    total += (await res.arrayBuffer()).byteLength;
  }
  return Math.round(total / requests.length);
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

type Write = 'pool' | 'token' | 'event';

/**
 * One write as the indexer makes it, then the bump of the read-model versions it changed: a pool row
 * (pool-stats: its 24 h volume moves), a token price (prices), or a new own swap of the first wallet with
 * its verified trace record (account-sync, then trace-ingest).
 */
async function write(db: Db, redis: Redis, key: string, seeded: Seeded, kind: Write, n: number) {
  if (kind === 'pool') {
    await db.pool.update({
      where: { address: seeded.pools[n % seeded.pools.length]! },
      data: { volume24hUsd: new D(1000 + n) },
    });
    return bumpReadModelVersion(redis, key, ['pools']);
  }
  if (kind === 'token') {
    await db.token.update({
      where: { address: seeded.unverified[n % seeded.unverified.length]! },
      data: { priceUsd: new D(1 + n / 1000) },
    });
    return bumpReadModelVersion(redis, key, ['tokens']);
  }
  const tx = (0xfeed0000 + n).toString(16).padStart(64, '0');
  const user = seeded.users[0]!;
  const queryId = toDecimal(10_000_000n + BigInt(n));
  await db.poolEvent.create({
    data: {
      txHash: tx,
      eventIndex: 0,
      lt: toDecimal(10n ** 12n + BigInt(n)),
      poolAddress: seeded.pools[0]!,
      seqno: 10_000_000n + BigInt(n),
      type: 'swap',
      queryId,
      userAddress: user,
      receiver: user,
      zeroForOne: true,
      amountIn: toDecimal(1_000_000_000n),
      amountOut: toDecimal(990_000n),
      amount0: toDecimal(1_000_000_000n),
      amount1: toDecimal(2_000_000n),
      reserve0After: toDecimal(10n ** 15n),
      reserve1After: toDecimal(10n ** 12n),
      lpSupplyAfter: toDecimal(10n ** 15n),
      success: true,
      gasUsed: 12_000n,
      timestamp: new Date(),
    },
  });
  await bumpReadModelVersion(redis, key, ['pools', 'activity'], [user]);
  await db.traceRecord.create({
    data: {
      account: user,
      queryId,
      rootTxHash: tx,
      verified: true,
      complete: true,
      success: true,
      txHashes: [tx],
    },
  });
  return bumpReadModelVersion(redis, key, ['activity'], [user]);
}

/** While a route is loaded: every `everyMs`, the next of `kinds` written (and the versions bumped). */
function writeDuringRun(db: Db, redis: Redis, key: string, seeded: Seeded, kinds: Write[], everyMs: number) {
  let writes = 0;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void write(db, redis, key, seeded, kinds[writes % kinds.length]!, writes)
      .then(() => void writes++)
      .finally(() => (busy = false));
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return writes;
    },
  };
}

/** EXPLAIN ANALYZE of each query GET /users/events runs, as it runs them (the bench README shows them). */
async function explainUserEvents(db: Db, user: string): Promise<Record<string, string>> {
  const explain = async (sql: Prisma.Sql) =>
    (await db.$queryRaw<Array<{ 'QUERY PLAN': string }>>`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`)
      .map((row) => row['QUERY PLAN'])
      .join('\n');
  const where = { userAddress: user };
  // a cursor from the middle of the list: where page 500 of 10 starts
  const { last } = await eventPage(db, where, { offset: 4990 }, 10, false);
  return {
    'first page (page=1&size=10)': await explain(eventPageSql(where, { offset: 0 }, 10, false)),
    'page after a cursor (keyset, page 500 of 10)': await explain(
      eventPageSql(where, { after: last! }, 10, false),
    ),
    'page by number (page=500&size=10, offset)': await explain(
      eventPageSql(where, { offset: 4990 }, 10, false),
    ),
    'total (once per wallet and read-model version)': await explain(eventTotalSql(where)),
    "limit-order steps count (Prisma's count)": await explain(
      Prisma.sql`SELECT count(*) FROM order_events WHERE maker = ${user} AND type <> 'order_fill_failed'`,
    ),
  };
}

const searchBody = (over: object) =>
  JSON.stringify({ page: 1, size: 1000, sort: 'desc', sort_by: 'tvl', verified_tokens: [], ...over });

async function main(): Promise<void> {
  const database = await createTestDatabase();
  const redis = new Redis(loadEnv({}).REDIS_URL, { maxRetriesPerRequest: 2 });
  let app: FastifyInstance | undefined;
  const hello = Fastify({ logger: false });
  try {
    const t0 = performance.now();
    const seeded = await seed(database.db);
    const { users, unverified, pools } = seeded;
    console.log(
      `seeded ${TOKENS} tokens, ${POOLS} pools, ${USER_EVENTS + OTHER_EVENTS} events in ${round((performance.now() - t0) / 1000)} s`,
    );
    // the tables as autovacuum keeps a live database: statistics, and a visibility map that lets the
    // wallet's total be an index-only count (rows written during the load are not all-visible yet)
    await database.db.$executeRawUnsafe('VACUUM ANALYZE');

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
    // the same hello-world inside the app, through every hook the app's routes pass (security headers,
    // CORS, rate limit, overload check, compression's, metrics, request id): what those cost, beside the
    // bare baseline the goals are ratios to
    app.get('/bench/hello', { schema: { hide: true } }, async () => ({ hello: 'world' }));
    const base = await listen(app);
    hello.get('/', async () => ({ hello: 'world' }));
    const helloBase = await listen(hello);
    const versionKey = readModelVersionKey(database.url);

    // where the time of a snapshot rebuild goes: the one SQL query (+ row mapping), then the grouping
    const rows = await searchPools(database.db, 'any', null, SEARCH_CAP);
    const breakdown = {
      pools_listed: rows.length,
      sql_and_mapping_p50_ms: await timeIt(50, () => searchPools(database.db, 'any', null, SEARCH_CAP)),
      grouping_p50_ms: await timeIt(50, () => groupPools(rows, 'tvl', 'desc')),
    };

    const plans = await explainUserEvents(database.db, users[0]!);
    for (const [name, plan] of Object.entries(plans)) console.log(`\n-- ${name}\n${plan}`);

    const sessions = users.map((user) => `Bearer ${signSession(app!, Address.parseRaw(user))}`);
    const targets: Target[] = [
      {
        name: `POST /pools/search (${POOLS} pools, mixed bodies)`,
        base,
        requests: [
          searchBody({}),
          searchBody({ sort_by: 'volume_24h' }),
          searchBody({ sort: 'asc', sort_by: 'apr' }),
          searchBody({ verified_tokens: unverified.slice(0, 3) }),
          searchBody({ verified_tokens: unverified }),
          searchBody({ query: 'TK1' }),
          searchBody({ query: 'token 2' }),
          searchBody({ query: pools[7]!, size: 20 }),
          searchBody({ page: 2, size: 100, sort_by: 'fees_24h' }),
        ].map((body) => ({ method: 'POST' as const, path: '/pools/search', body })),
        writes: ['pool', 'token'],
      },
      {
        name: `GET /users/events (${USER_EVENTS} events each, 2 wallets, walks of 20 pages)`,
        base,
        walkPages: 20,
        writes: ['event'],
        // walks start at page 1 (page size 10) or deeper by number (page 40, size 25), then follow the cursor
        requests: sessions.flatMap((authorization) => [
          { method: 'GET' as const, path: '/users/events?page=1&size=10', headers: { authorization } },
          { method: 'GET' as const, path: '/users/events?page=40&size=25', headers: { authorization } },
        ]),
      },
      { name: 'GET /prices', base, requests: [{ method: 'GET', path: '/prices' }], writes: ['token'] },
    ];
    const helloTarget: Target = {
      name: 'bare Fastify hello-world',
      base: helloBase,
      requests: [{ method: 'GET', path: '/' }],
    };
    const appHelloTarget: Target = {
      name: "hello-world through the app's hooks",
      base,
      requests: [{ method: 'GET', path: '/bench/hello' }],
    };

    const routes = [];
    // BENCH_ROUTES=users (a part of the route's name) loads only the routes named, for a quick look
    const only = process.env.BENCH_ROUTES;
    for (const target of targets.filter((t) => only === undefined || t.name.includes(only))) {
      // the baseline right before each route, so both see the same machine state
      const baseline = await load(helloTarget);
      const raw = await rawBytes(base, target.requests);
      const before = app.snapshotStats();
      const writer = writeDuringRun(database.db, redis, versionKey, seeded, target.writes ?? [], 500);
      const measured = await profiled(target.name, () => load(target));
      const writes = writer.stop();
      // for /prices (a map lookup per request), how much of the gap to the bare baseline is the hooks'
      const appHello =
        target.name === 'GET /prices'
          ? await profiled(appHelloTarget.name, () => load(appHelloTarget))
          : undefined;
      const after = app.snapshotStats();
      const ratio = (name: 'poolSearch' | 'prices' | 'userEvents') => {
        const hits = after[name].hits - before[name].hits;
        const misses = after[name].misses - before[name].misses;
        return { hits, misses, hit_ratio: round(hits / Math.max(1, hits + misses)) };
      };
      routes.push({
        route: target.name,
        ...measured,
        raw_bytes_per_response: raw,
        writes_during_run: writes,
        snapshot: target.name.includes('/pools/search')
          ? ratio('poolSearch')
          : target.name.includes('/prices')
            ? ratio('prices')
            : ratio('userEvents'),
        hello_world: baseline,
        rps_ratio_to_hello: round(measured.rps / baseline.rps),
        ...(appHello && {
          hello_world_through_app_hooks: appHello,
          rps_ratio_to_hello_through_app_hooks: round(measured.rps / appHello.rps),
        }),
        p50_ratio_to_hello: round(measured.p50_ms / Math.max(0.01, baseline.p50_ms)),
      });
    }

    const report = {
      generated_at: new Date().toISOString(),
      command: 'npm run bench -w @atoll/api',
      machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', node: process.version },
      setup: {
        pools: POOLS,
        tokens: TOKENS,
        user_events: USER_EVENTS,
        other_events: OTHER_EVENTS,
        concurrency: CONCURRENCY,
        max_requests: MAX_REQUESTS,
        max_seconds: MAX_SECONDS,
        write_and_bump_every_ms: 500,
      },
      snapshot_rebuild_breakdown: breakdown,
      user_events_plans: Object.fromEntries(Object.entries(plans).map(([k, v]) => [k, v.split('\n')])),
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
          'wire KB': round(r.wire_bytes_per_response / 1024),
          'raw KB': round(r.raw_bytes_per_response / 1024),
          'hit ratio': r.snapshot?.hit_ratio ?? '-',
          'cpu µs/req': r.server_cpu_us_per_request,
          'rps ÷ hello': r.rps_ratio_to_hello,
        },
        {
          route: '  hello-world (same run)',
          'req/s': r.hello_world.rps,
          'p50 ms': r.hello_world.p50_ms,
          'p99 ms': r.hello_world.p99_ms,
          errors: r.hello_world.errors,
          'wire KB': round(r.hello_world.wire_bytes_per_response / 1024),
          'raw KB': '-',
          'hit ratio': '-',
          'cpu µs/req': r.hello_world.server_cpu_us_per_request,
          'rps ÷ hello': 1,
        },
        ...(r.hello_world_through_app_hooks
          ? [
              {
                route: "  hello-world through the app's hooks",
                'req/s': r.hello_world_through_app_hooks.rps,
                'p50 ms': r.hello_world_through_app_hooks.p50_ms,
                'p99 ms': r.hello_world_through_app_hooks.p99_ms,
                errors: r.hello_world_through_app_hooks.errors,
                'wire KB': round(r.hello_world_through_app_hooks.wire_bytes_per_response / 1024),
                'raw KB': '-',
                'hit ratio': '-',
                'cpu µs/req': r.hello_world_through_app_hooks.server_cpu_us_per_request,
                'rps ÷ hello': round(r.hello_world_through_app_hooks.rps / r.hello_world.rps),
              },
            ]
          : []),
      ]),
    );
    console.log('snapshot rebuild breakdown:', breakdown);
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
