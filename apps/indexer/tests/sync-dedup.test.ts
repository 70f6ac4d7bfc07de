import { toNano } from '@ton/core';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RunningIndexer } from '../src/indexer';
import { QueueName, type Queues } from '../src/queues';
import { findPool, swap } from './helpers/actions';
import { sleep, waitCaughtUp } from './helpers/indexer';
import { indexerStack } from './helpers/indexer-stack';

// At most one waiting AccountSync job per account, whoever adds it, and an add that arrives while the
// account is syncing still gets its transaction read (one follow-up sync). Real devnet, Redis, Postgres.

/** Jobs of the account-sync queue not yet started, per account, as stored in Redis. */
async function waitingPerAccount(queues: Queues): Promise<Map<string, number>> {
  const jobs = await queues[QueueName.AccountSync].getJobs(['waiting', 'prioritized', 'delayed']);
  const out = new Map<string, number>();
  for (const j of jobs) if (j) out.set(j.data.account, (out.get(j.data.account) ?? 0) + 1);
  return out;
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

describe('account sync deduplication', () => {
  const t = indexerStack();
  let indexer: RunningIndexer;

  beforeAll(async () => {
    // one sync at a time, and a poll schedule that never comes back during the test: only the adds
    // made here and by the SSE stream reach the queue
    indexer = await t.startIndexer({ SYNC_CONCURRENCY: '1', POLL_INTERVAL_MS: '3600000' });
  });

  it('keeps at most one waiting sync per account with 10× more accounts than SYNC_CONCURRENCY', async () => {
    const { queues, config } = indexer.ctx;
    const [alice, bob] = t.devnet.world.wallets;
    let worst = 0;
    let sampled = 0;
    const sample = async () => {
      for (const n of (await waitingPerAccount(queues)).values()) worst = Math.max(worst, n);
      sampled++;
    };
    // the genesis backlog is still being read: poll ticks, SSE wake-ups and direct adds pile in
    const pools = t.devnet.world.pools;
    for (let i = 0; i < 30; i++) {
      await indexer.services.poll.run(Date.now() + i * config.pollIntervalMs);
      const pool = pools[i % pools.length]!;
      await queues[QueueName.AccountSync].add(QueueName.AccountSync, {
        account: pool.address.toRawString(),
        lt: String(i),
      });
      if (i % 10 === 0) {
        const tonUsd = findPool(t.devnet, 'TON', 'aUSD');
        await swap(t.devnet, i % 20 === 0 ? alice! : bob!, {
          pool: tonUsd,
          from: 'TON',
          to: 'aUSD',
          amountIn: toNano('1'),
        });
      }
      await sample();
    }
    const accounts = await t.db.indexerCursor.count();
    expect(accounts).toBeGreaterThanOrEqual(10 * config.syncConcurrency);
    expect(sampled).toBe(30);
    expect(worst).toBe(1);
    // and everything still gets read
    await waitCaughtUp(t.devnet, t.db);
  });

  it('reads a transaction that arrives while its account is syncing', async () => {
    const pool = findPool(t.devnet, 'TON', 'aUSD');
    const account = pool.address.toRawString();
    const [alice, bob] = t.devnet.world.wallets;
    await waitCaughtUp(t.devnet, t.db);
    const lock = new pg.Client({ connectionString: t.url });
    await lock.connect();
    try {
      // hold the pool's cursor row: its next sync reads its page, then waits to write the cursor
      await lock.query('BEGIN');
      await lock.query('SELECT 1 FROM indexer_cursors WHERE account = $1 FOR UPDATE', [account]);
      const first = await swap(t.devnet, alice!, { pool, from: 'TON', to: 'aUSD', amountIn: toNano('2') });
      await until('the pool sync to wait on the cursor row', async () => {
        const r = await lock.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return r.rows[0]!.n > 0;
      });
      const active = await indexer.ctx.queues[QueueName.AccountSync].getJobs(['active']);
      expect(active.map((j) => j?.data.account)).toContain(account);
      // the sync in progress has read its last page: this swap is after it, and its SSE wake-up arrives
      // while the account's job is active
      const second = await swap(t.devnet, bob!, { pool, from: 'TON', to: 'aUSD', amountIn: toNano('3') });
      await sleep(300);
      await lock.query('COMMIT');
      await until('both swaps indexed', async () => {
        const n = await t.db.poolEvent.count({
          where: { poolAddress: account, queryId: { in: [first.queryId, second.queryId].map(String) } },
        });
        return n === 2;
      });
    } finally {
      await lock.end();
    }
    const rows = await t.db.poolEvent.findMany({
      where: { poolAddress: account, type: 'swap', userAddress: bob!.contract.address.toRawString() },
      orderBy: { seqno: 'desc' },
      take: 1,
    });
    expect(rows[0]?.amountIn?.toString()).toBe(toNano('3').toString());
  });
});
