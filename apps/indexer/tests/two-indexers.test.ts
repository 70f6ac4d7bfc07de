import { toNano } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { QueueName } from '../src/queues';
import { freePort, spawnIndexer } from '../src/testing/processes';
import { findPool, swap } from './helpers/actions';
import { chainEventKeys, reconcile, waitCaughtUp } from './helpers/indexer';
import { indexerStack } from './helpers/indexer-stack';

// Issue 17 goal 4: two indexer processes (src/main.ts, as deployed) on one Redis (one queue prefix) and
// one database share a backlog of swaps. Afterwards every log the chain holds is one row (compared with
// the devnet's own list of each pool's transactions), no seqno is missing or doubled, every operation has
// one settled trace record, and both processes did part of the work.

const PER_WALLET = 20;

describe('two indexers on one Redis and one database', () => {
  const t = indexerStack();

  it('share a backlog with no duplicate and no gap', async () => {
    const pools = [
      findPool(t.devnet, 'TON', 'aUSD'),
      findPool(t.devnet, 'TON', 'ATL'),
      findPool(t.devnet, 'TON', 'REEF'),
    ];
    const wallets = t.devnet.world.wallets;
    for (let i = 0; i < PER_WALLET; i++)
      for (const [w, wallet] of wallets.entries()) {
        const pool = pools[(i + w) % pools.length]!;
        await swap(t.devnet, wallet, { pool, from: 'TON', to: pool.b, amountIn: toNano('1') });
      }

    const { config, queues } = await t.openQueues();
    const env = {
      TONAPI_URL: t.devnet.baseUrl,
      DATABASE_URL: t.url,
      QUEUE_PREFIX: config.queuePrefix,
      POLL_INTERVAL_MS: '500',
      // many small pages and trace batches: work to share
      SYNC_PAGE_SIZE: '10',
      TRACE_BATCH: '5',
    };
    const indexers = [
      spawnIndexer({ ...env, STATUS_PORT: String(await freePort()) }),
      spawnIndexer({ ...env, STATUS_PORT: String(await freePort()) }),
    ];
    try {
      await Promise.all(indexers.map((i) => i.waitFor('indexer started', 120_000)));
      await waitCaughtUp(t.devnet, t.db, 180_000);

      // every log of every pool, one row each: the same keys as the chain's own transactions
      for (const pool of t.devnet.world.pools) {
        const address = pool.address.toRawString();
        const rows = await t.db.poolEvent.findMany({
          where: { poolAddress: address },
          select: { txHash: true, eventIndex: true },
        });
        const keys = rows.map((r) => `${r.txHash}/${r.eventIndex}`).sort();
        expect(keys).toEqual(chainEventKeys(t.devnet, address).sort());
      }
      // seqnos contiguous from 1 and reserves equal get_pool_data (reconcile), none twice
      const r = await reconcile(t.devnet, t.db);
      expect(r.mismatches).toEqual([]);
      expect(r.events).toBeGreaterThanOrEqual(PER_WALLET * wallets.length);
      const [twice] = await t.db.$queryRaw<[{ n: bigint }]>`
        SELECT count(*) AS n FROM (SELECT 1 FROM pool_events GROUP BY pool_address, seqno HAVING count(*) > 1) s`;
      expect(Number(twice.n)).toBe(0);

      // one verified, complete trace record per operation; none left Partial
      const [records] = await t.db.$queryRaw<[{ partial: bigint; doubled: bigint }]>`
        SELECT (SELECT count(*) FROM trace_records WHERE NOT verified OR NOT complete) AS partial,
          (SELECT count(*) FROM (SELECT 1 FROM trace_records GROUP BY account, query_id HAVING count(*) > 1) d) AS doubled`;
      expect({ partial: Number(records.partial), doubled: Number(records.doubled) }).toEqual({
        partial: 0,
        doubled: 0,
      });
      const [ops] = await t.db.$queryRaw<[{ n: bigint }]>`
        SELECT count(DISTINCT (user_address, query_id)) AS n FROM pool_events WHERE type = 'swap'`;
      expect(await t.db.traceRecord.count()).toBeGreaterThanOrEqual(Number(ops.n));

      // and the work was shared: each process ran account syncs and trace batches
      const pids = indexers.map((i) => String(i.process.pid));
      for (const name of [QueueName.AccountSync, QueueName.TraceIngest]) {
        const done = await queues[name].getJobs(['completed'], 0, -1);
        const by = new Set(done.map((j) => j?.processedBy?.split(':').at(-1)));
        for (const pid of pids) expect(by, `${name} jobs run by process ${pid}`).toContain(pid);
      }
    } finally {
      await Promise.all(indexers.map((i) => i.stop()));
    }
  }, 400_000);
});
