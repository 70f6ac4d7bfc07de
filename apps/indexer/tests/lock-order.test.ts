import { toNano } from '@ton/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningIndexer } from '../src/indexer';
import { addLiquidity, findPool, lpWalletOf, transferLp } from './helpers/actions';
import { caughtUp, reconcile, sleep, waitCaughtUp } from './helpers/indexer';
import { indexerStack } from './helpers/indexer-stack';

// Issue 19 item 12: under the devnet's market bots the indexer logged Postgres "deadlock detected". A
// liquidity event wakes its pool's sync and the provider's LP wallet's sync at the same moment, and both
// write the provider's position and the LP wallet's cursor; pool stats rewrite every position meanwhile.
// Here every demo wallet holds LP of one pool (added, and moved by transfers), and each round replays
// the pool's page, every LP wallet's sync and a pool-stats run at once (cursors set back, so every write
// happens again: the writes are idempotent, the locks are taken again). Real devnet, Postgres, Redis.

/** On main before the fix, 40 rounds met 66 deadlocks (positions against LP wallets' cursors). */
const ROUNDS = 20;

const isDeadlock = (error: unknown): boolean =>
  /deadlock/i.test(
    error instanceof Error ? `${error.message} ${String((error as { code?: unknown }).code)}` : String(error),
  ) || (error as { code?: unknown } | null)?.code === 'P2034';

describe('lock order under concurrent load', () => {
  const t = indexerStack();
  let indexer: RunningIndexer;

  beforeAll(async () => {
    // no SSE and no poll ticks: the syncs below are the only ones, besides the jobs they enqueue
    indexer = await t.startIndexer({ SSE: 'off', POLL_INTERVAL_MS: '3600000' });
    const pool = findPool(t.devnet, 'TON', 'aUSD');
    const wallets = t.devnet.world.wallets;
    for (const w of wallets) await addLiquidity(t.devnet, w, pool, toNano('10'), 32_000_000n);
    // LP that moved by plain transfers: the wallets follow each other's LP wallets too
    for (let i = 0; i < wallets.length; i++)
      await transferLp(
        t.devnet,
        wallets[i]!,
        pool,
        wallets[(i + 1) % wallets.length]!.contract.address,
        1000n,
      );
    await indexer.services.poll.run();
    await waitCaughtUp(t.devnet, t.db, 120_000);
  });

  it('replays pool pages, LP wallet syncs and pool stats at once without a deadlock', async () => {
    const pool = findPool(t.devnet, 'TON', 'aUSD');
    const poolAccount = pool.address.toRawString();
    const lpWallets = t.devnet.world.wallets.map((w) =>
      lpWalletOf(t.devnet, w.contract.address, pool.address).toRawString(),
    );
    const accounts = [poolAccount, ...lpWallets];
    expect(await t.db.indexerCursor.count({ where: { account: { in: accounts } } })).toBe(accounts.length);
    const { sync, stats } = indexer.services;
    const failures: unknown[] = [];
    let writes = 0;
    for (let round = 0; round < ROUNDS; round++) {
      await t.db.$executeRaw`UPDATE indexer_cursors SET last_lt = 0 WHERE account = ANY(${accounts}::text[])`;
      const jitter = () => sleep(Math.floor(Math.random() * 8));
      const settled = await Promise.allSettled([
        ...accounts.map(async (account) => {
          await jitter();
          const r = await sync.sync(account);
          if (r.transactions > 0) writes++;
        }),
        jitter().then(() => stats.run()),
      ]);
      for (const s of settled) if (s.status === 'rejected') failures.push(s.reason);
    }
    const deadlocks = failures.filter(isDeadlock);
    expect(deadlocks.map((e) => (e instanceof Error ? e.message.slice(0, 300) : String(e)))).toEqual([]);
    expect(failures).toEqual([]);
    // every sync of every round read its account from the start and wrote
    expect(writes).toBe(ROUNDS * accounts.length);
    // and what they wrote is still the chain's state. The replays wrote Partial trace records again, whose
    // batches' jobs ran before (same ids): the poller's re-enqueue settles them (its timer is off here)
    const settling = Date.now();
    while (!(await caughtUp(t.devnet, t.db))) {
      if (Date.now() - settling > 120_000) throw new Error('indexer did not catch up');
      await indexer.services.poll.run(Date.now() + 10_000);
      await sleep(1_000);
    }
    const r = await reconcile(t.devnet, t.db);
    expect(r.mismatches).toEqual([]);
  }, 300_000);
});
