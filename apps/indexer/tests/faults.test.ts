import { type ChildProcess, spawn } from 'node:child_process';
import { createTestDatabase, type TestDatabase } from '@atoll/db';
import { toNano } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { startIndexer } from '../src/indexer';
import { silentLogger } from '../src/log';
import { findPool, swap, type TestDevnet } from './helpers/actions';
import { chainLogs, obliterate, reconcile, sleep, testConfig, waitCaughtUp } from './helpers/indexer';
import { startPrivatePostgres } from './helpers/postgres';
import { freePort, spawnIndexer } from '../src/testing/processes';
import { indexerStack } from './helpers/indexer-stack';

// Faults in the middle of a backlog; after each, the database must still equal the chain with no
// duplicate and no gap. Redis and Postgres that get restarted are private ones started here (never
// the machine's own servers).

function startRedis(port: number): ChildProcess {
  return spawn(
    'redis-server',
    ['--port', String(port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'],
    { stdio: 'ignore' },
  );
}

async function waitEvents(t: TestDatabase, atLeast: number): Promise<void> {
  while ((await t.db.poolEvent.count()) < atLeast) await sleep(20);
}

/** Pool events and trace records with the same key twice: none may exist (the keys are unique too). */
async function duplicates(t: TestDatabase): Promise<number> {
  const [r] = await t.db.$queryRaw<[{ n: bigint }]>`
    SELECT (SELECT count(*) FROM (SELECT 1 FROM pool_events GROUP BY tx_hash, event_index HAVING count(*) > 1) e)
         + (SELECT count(*) FROM (SELECT 1 FROM pool_events GROUP BY pool_address, seqno HAVING count(*) > 1) s) AS n`;
  return Number(r.n);
}

/** A backlog: swaps by every test wallet on two pools, on the chain before (or while) the indexer reads it. */
async function backlog(devnet: TestDevnet, perWallet: number): Promise<void> {
  const pools = [findPool(devnet, 'TON', 'aUSD'), findPool(devnet, 'TON', 'ATL')];
  for (let i = 0; i < perWallet; i++) {
    for (const [w, wallet] of devnet.world.wallets.entries()) {
      const pool = pools[(i + w) % 2]!;
      await swap(devnet, wallet, { pool, from: 'TON', to: pool.b, amountIn: toNano('1') });
    }
  }
}

describe('faults', () => {
  const t = indexerStack();

  it('kill -9 of the worker process mid-backlog, then a restart', async () => {
    await backlog(t.devnet, 24);
    const config = await testConfig(t.devnet, t.url);
    const env = {
      TONAPI_URL: t.devnet.baseUrl,
      DATABASE_URL: t.url,
      QUEUE_PREFIX: config.queuePrefix,
      STATUS_PORT: '0',
      POLL_INTERVAL_MS: '500',
      SYNC_PAGE_SIZE: '10',
      TRACE_BATCH: '5',
    };
    const run = () => spawnIndexer(env);
    const first = run();
    await waitEvents(t, 40);
    await first.stop('SIGKILL');
    const second = run();
    try {
      await waitCaughtUp(t.devnet, t.db, 90_000);
      const r = await reconcile(t.devnet, t.db);
      expect(r.mismatches).toEqual([]);
      expect(r.events).toBeGreaterThanOrEqual(120);
      expect(await duplicates(t)).toBe(0);
    } finally {
      await second.stop();
      await obliterate(config);
    }
  });

  it('Redis restarting empty, and no SSE stream', async () => {
    const port = await freePort();
    let redis = startRedis(port);
    await sleep(300);
    const config = await testConfig(t.devnet, t.url, {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      SSE: 'off',
      SYNC_PAGE_SIZE: '10',
      TRACE_BATCH: '5',
    });
    const before = await t.db.poolEvent.count();
    await backlog(t.devnet, 12);
    const indexer = await startIndexer(config, silentLogger);
    try {
      await waitEvents(t, before + 20);
      redis.kill('SIGKILL');
      await new Promise((r) => redis.once('exit', r));
      await sleep(500);
      redis = startRedis(port);
      // more swaps while the stream is off: only the poller can find them
      await backlog(t.devnet, 4);
      await waitCaughtUp(t.devnet, t.db, 90_000);
      const r = await reconcile(t.devnet, t.db);
      expect(r.mismatches).toEqual([]);
      expect(await duplicates(t)).toBe(0);
    } finally {
      await indexer.close();
      redis.kill('SIGKILL');
    }
  });

  it('Postgres restarting mid-backlog (a private cluster: stopped, down for a second, started again)', async () => {
    const pg = await startPrivatePostgres();
    const own = await createTestDatabase({ serverUrl: pg.url });
    const config = await testConfig(t.devnet, own.url, { SYNC_PAGE_SIZE: '10', TRACE_BATCH: '5' });
    const startedAt = async () =>
      (await own.db.$queryRaw<[{ at: Date }]>`SELECT pg_postmaster_start_time() AS at`)[0].at.getTime();
    await backlog(t.devnet, 12);
    const failures: string[] = [];
    const indexer = await startIndexer(config, {
      ...silentLogger,
      warn: (msg, fields) => void (msg === 'job failed' && failures.push(String(fields?.error))),
    });
    try {
      await waitEvents(own, 30);
      const before = await startedAt();
      const seenBefore = await own.db.poolEvent.count();
      const onChain = [
        ...chainLogs(
          t.devnet,
          t.devnet.world.pools.map((p) => p.address.toRawString()),
        ).values(),
      ];
      await pg.restart(1_000);
      await backlog(t.devnet, 4);
      await waitCaughtUp(t.devnet, own.db, 90_000);
      // it really was a new server, and the restart came before the backlog was through
      expect(await startedAt()).toBeGreaterThan(before);
      expect(seenBefore).toBeLessThan(onChain.reduce((a, b) => a + b, 0));
      // the indexer's jobs met the outage and were retried
      expect(failures.length).toBeGreaterThan(0);
      const r = await reconcile(t.devnet, own.db);
      expect(r.mismatches).toEqual([]);
      expect(await duplicates(own)).toBe(0);
    } finally {
      await indexer.close();
      await obliterate(config);
      await own.drop();
      await pg.destroy();
    }
  });
});
