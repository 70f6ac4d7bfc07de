import type { IndexerContext } from '../../context';
import { quarantineOf } from '../../quarantine/quarantine';
import { QueueName, traceJobs } from '../../queues';

type Deps = Pick<IndexerContext, 'db' | 'queues' | 'config'> &
  Partial<Pick<IndexerContext, 'onAccountsChanged'>>;

/** Operations still Partial this long after they were seen get their trace job again. */
const SETTLE_AFTER_MS = 5_000;
/** A re-enqueued trace job gets a new id per window, so a job that exhausted its retries can run again. */
const RETRY_WINDOW_MS = 30_000;
/** Partial operations re-enqueued per poll at most. */
const RESETTLE_LIMIT = 1_000;
/**
 * LP wallets and closed orders (there can be many, and each moves rarely) are polled once every this many
 * polls; the factory, pools and live orders every poll. An order registered but not placed within 10
 * minutes falls back to the slow rate: registering costs nothing, so it must not buy a poll every tick.
 */
const LP_WALLET_POLL_EVERY = 10;

/**
 * The safety net under the SSE stream: a sync of every followed account from its cursor (LP wallets
 * less often), and trace jobs again for operations whose job was lost (Redis restarted empty)
 * or gave up. Only when no trace job is waiting or running: while a backlog is being settled its
 * operations are Partial for longer than SETTLE_AFTER_MS and already have their jobs.
 */
export function createPoll({ db, queues, config, onAccountsChanged }: Deps) {
  const quarantine = quarantineOf(queues[QueueName.AccountSync]);
  let followed = -1;
  return {
    async run(now: number = Date.now()): Promise<{ accounts: number; traces: number }> {
      const cursors = await db.$queryRaw<Array<{ account: string; core: boolean }>>`
        SELECT c.account,
          (c.account = ${config.factory} OR p.address IS NOT NULL OR o.status = 'open'
            OR (o.status = 'pending' AND o.created_at > now() - interval '10 minutes')) AS core
        FROM indexer_cursors c
          LEFT JOIN pools p ON p.address = c.account
          LEFT JOIN orders o ON o.address = c.account`;
      // accounts another process added (an order the API registered): the stream follows them from now on
      if (cursors.length !== followed) {
        if (followed >= 0) onAccountsChanged?.();
        followed = cursors.length;
      }
      // the queue keeps at most one waiting sync per account (AccountSyncQueue): polling faster than
      // the accounts sync adds nothing; a job left by a killed worker goes back to waiting when stalled
      const tick = Math.floor(now / config.pollIntervalMs);
      // an account whose sync keeps failing is held back until its retry time, not re-queued each poll
      const held = await quarantine.held(now);
      const due = cursors.filter(
        (c) => (c.core || tick % LP_WALLET_POLL_EVERY === 0) && !held.has(c.account),
      );
      await queues[QueueName.AccountSync].addBulk(
        due.map(({ account }) => ({ name: QueueName.AccountSync, data: { account } })),
      );
      const busy = await queues[QueueName.TraceIngest].getJobCounts('waiting', 'active', 'prioritized');
      if (Object.values(busy).some((n) => n > 0)) return { accounts: due.length, traces: 0 };
      const stale = await db.traceRecord.findMany({
        where: { complete: false, updatedAt: { lt: new Date(now - SETTLE_AFTER_MS) } },
        select: { rootTxHash: true },
        orderBy: { updatedAt: 'asc' },
        take: RESETTLE_LIMIT,
      });
      const hashes = [...new Set(stale.map((s) => s.rootTxHash))];
      await queues[QueueName.TraceIngest].addBulk(
        traceJobs(hashes, config.traceBatch, Math.floor(now / RETRY_WINDOW_MS)),
      );
      return { accounts: due.length, traces: hashes.length };
    },
  };
}
