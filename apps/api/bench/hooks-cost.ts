// What the app's per-request hooks cost in CPU, without the network: `inject` (light-my-request) runs a
// request through Fastify's whole lifecycle in this process, so the CPU time per answer of a bare Fastify
// hello-world, the same hello-world inside the app (through every hook) and `GET /prices` can be compared
// with no socket, no load client and no scheduling between processes in the figures. The HTTP side is
// `npm run bench`'s; this is the lab figure for changing the hooks (steady to a few µs on a busy machine).
// BENCH_BASE_SRC=dir (another checkout's apps/api/src, e.g. `git archive <commit> apps/api/src` unpacked under
// .cache/) builds that app too, in the same process, measured in the same interleaved rounds: before/after.
// BENCH_CPU_PROFILE=dir writes a CPU profile of each measured loop (summarize with bench/profile-summary.ts).
// Run: npx tsx bench/hooks-cost.ts [rounds]
import { join, resolve } from 'node:path';
import { createTestDatabase, Prisma } from '@atoll/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app';
import { createApiChain } from '../src/chain/tonapi';
import { loadEnv } from '../src/env';
import { profiled } from './cpu-profile';

const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 20_000);
const ROUNDS = Number(process.argv[2] ?? 5);
const LANES = 8;
const HEADERS = { 'accept-encoding': 'br, gzip', host: '127.0.0.1' };

/** CPU µs per answer of `answers` injects, `LANES` in flight at a time (as the HTTP bench's client). */
async function cpuPerAnswer(app: FastifyInstance, url: string, answers: number): Promise<number> {
  const before = process.cpuUsage();
  let sent = 0;
  await Promise.all(
    Array.from({ length: LANES }, async () => {
      while (sent++ < answers) {
        // let the event loop turn, as between a server's socket reads (under-pressure watches its delay)
        if (sent % 64 === 0) await new Promise(setImmediate);
        const res = await app.inject({ method: 'GET', url, headers: HEADERS });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      }
    }),
  );
  const cpu = process.cpuUsage(before);
  return (cpu.user + cpu.system) / answers;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  const database = await createTestDatabase();
  const redis = new Redis(loadEnv({}).REDIS_URL, { maxRetriesPerRequest: 2 });
  const env = loadEnv({ DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: '100000000' });
  const app = await buildApp({ env, db: database.db, redis, chain: createApiChain(env) });
  const bare = Fastify({ logger: false });
  const apps = [app, bare];
  try {
    await database.db.token.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        address: `0:${i.toString(16).padStart(64, '0')}`,
        symbol: `TK${i}`,
        name: `Token ${i}`,
        decimals: 9,
        verified: true,
        priceUsd: new Prisma.Decimal(1 + i / 10),
        priceTon: new Prisma.Decimal(1),
      })),
    });
    app.get('/bench/hello', { schema: { hide: true } }, async () => ({ hello: 'world' }));
    bare.get('/', async () => ({ hello: 'world' }));
    await Promise.all([app.ready(), bare.ready()]);
    const cases = [
      { name: 'bare hello-world', app: bare, url: '/' },
      { name: "hello-world through the app's hooks", app, url: '/bench/hello' },
      { name: 'GET /prices', app, url: '/prices' },
    ];
    const baseSrc = process.env.BENCH_BASE_SRC;
    if (baseSrc) {
      const base = (await import(join(resolve(baseSrc), 'app.ts'))) as typeof import('../src/app');
      const other = await base.buildApp({ env, db: database.db, redis, chain: createApiChain(env) });
      other.get('/bench/hello', { schema: { hide: true } }, async () => ({ hello: 'world' }));
      await other.ready();
      apps.push(other);
      cases.push(
        { name: "base: hello-world through the app's hooks", app: other, url: '/bench/hello' },
        { name: 'base: GET /prices', app: other, url: '/prices' },
      );
    }
    const figures = new Map<string, number[]>(cases.map((c) => [c.name, []]));
    for (const c of cases) await cpuPerAnswer(c.app, c.url, ANSWERS);
    // rounds interleaved, so a change of the machine's load touches every case alike
    for (let round = 0; round < ROUNDS; round++)
      for (const c of cases) {
        const us = await (round === 0
          ? profiled(`inject-${c.name}`, () => cpuPerAnswer(c.app, c.url, ANSWERS))
          : cpuPerAnswer(c.app, c.url, ANSWERS));
        figures.get(c.name)!.push(us);
      }
    const bareUs = median(figures.get('bare hello-world')!);
    console.table(
      cases.map((c) => {
        const us = figures.get(c.name)!;
        return {
          case: c.name,
          'cpu µs/answer (median)': Math.round(median(us) * 10) / 10,
          'over bare': Math.round((median(us) - bareUs) * 10) / 10,
          // noise on a shared machine only adds: the least of the rounds is the steadier figure
          'cpu µs/answer (least)': Math.round(Math.min(...us) * 10) / 10,
          rounds: us.map((x) => Math.round(x)).join(' '),
        };
      }),
    );
  } finally {
    for (const a of apps) await a.close();
    redis.disconnect();
    await database.drop();
  }
}

await main();
