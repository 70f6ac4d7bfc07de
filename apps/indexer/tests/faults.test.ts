import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@atoll/db';
import { toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDevnet } from '../../devnet/tests/helpers/test-devnet';
import { startIndexer } from '../src/indexer';
import { silentLogger } from '../src/log';
import { findPool, swap, type TestDevnet } from './helpers/actions';
import { obliterate, reconcile, sleep, testConfig, waitCaughtUp } from './helpers/indexer';

// Faults in the middle of a backlog; after each, the database must still equal the chain with no
// duplicate and no gap. Redis is a private redis-server started here (never the machine's own).

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

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
  let devnet: TestDevnet;
  let t: TestDatabase;
  beforeAll(async () => {
    [devnet, t] = await Promise.all([startTestDevnet(), createTestDatabase()]);
  });
  afterAll(async () => {
    await devnet?.close();
    await t?.drop();
  });

  it('kill -9 of the worker process mid-backlog, then a restart', async () => {
    await backlog(devnet, 24);
    const config = await testConfig(devnet, t.url);
    const env = {
      ...process.env,
      TONAPI_URL: devnet.baseUrl,
      DATABASE_URL: t.url,
      QUEUE_PREFIX: config.queuePrefix,
      STATUS_PORT: '0',
      POLL_INTERVAL_MS: '500',
      SYNC_PAGE_SIZE: '10',
    };
    const run = () =>
      spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', 'src', 'main.ts')], {
        env,
        stdio: 'ignore',
      });
    const first = run();
    await waitEvents(t, 40);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const second = run();
    try {
      await waitCaughtUp(devnet, t.db, 90_000);
      const r = await reconcile(devnet, t.db);
      expect(r.mismatches).toEqual([]);
      expect(r.events).toBeGreaterThanOrEqual(120);
    } finally {
      second.kill('SIGTERM');
      await new Promise((r) => second.once('exit', r));
      await obliterate(config);
    }
  });

  it('Redis restarting empty, Postgres dropping every connection, and no SSE stream', async () => {
    const port = await freePort();
    let redis = startRedis(port);
    await sleep(300);
    const config = await testConfig(devnet, t.url, {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      SSE: 'off',
      SYNC_PAGE_SIZE: '10',
    });
    const before = await t.db.poolEvent.count();
    await backlog(devnet, 12);
    const indexer = await startIndexer(config, silentLogger);
    try {
      await waitEvents(t, before + 20);
      redis.kill('SIGKILL');
      await new Promise((r) => redis.once('exit', r));
      await sleep(500);
      redis = startRedis(port);
      await waitEvents(t, before + 40);
      await t.db
        .$executeRawUnsafe(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${t.name}' AND pid <> pg_backend_pid()`,
        )
        .catch(() => undefined);
      // more swaps while the stream is off: only the poller can find them
      await backlog(devnet, 4);
      await waitCaughtUp(devnet, t.db, 90_000);
      const r = await reconcile(devnet, t.db);
      expect(r.mismatches).toEqual([]);
    } finally {
      await indexer.close();
      redis.kill('SIGKILL');
    }
  });
});
