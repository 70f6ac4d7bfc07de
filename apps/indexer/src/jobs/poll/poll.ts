import type { IndexerContext } from '../../context';
import { jobId, QueueName } from '../../queues';

type Deps = Pick<IndexerContext, 'db' | 'queues' | 'config'>;

/** Operations still Partial this long after they were seen get their trace job again. */
const SETTLE_AFTER_MS = 5_000;
/** A re-enqueued trace job gets a new id per window, so a job that exhausted its retries can run again. */
const RETRY_WINDOW_MS = 30_000;

/**
 * The safety net under the SSE stream: a sync of every followed account from its cursor (deduplicated
 * while one is waiting), and trace jobs again for operations whose job was lost or gave up.
 */
export function createPoll({ db, queues, config }: Deps) {
  return {
    async run(now: number = Date.now()): Promise<{ accounts: number; traces: number }> {
      const cursors = await db.indexerCursor.findMany({ select: { account: true } });
      // one poll sync per account per interval: an id per window rather than a deduplication key, so
      // a job left stalled by a killed worker never blocks the next polls
      const tick = Math.floor(now / config.pollIntervalMs);
      await queues[QueueName.AccountSync].addBulk(
        cursors.map(({ account }) => ({
          name: QueueName.AccountSync,
          data: { account },
          opts: { jobId: jobId('poll', account, tick) },
        })),
      );
      const stale = await db.traceRecord.findMany({
        where: { complete: false, updatedAt: { lt: new Date(now - SETTLE_AFTER_MS) } },
        select: { rootTxHash: true },
        take: 500,
      });
      const window = Math.floor(now / RETRY_WINDOW_MS);
      const hashes = [...new Set(stale.map((s) => s.rootTxHash))];
      await queues[QueueName.TraceIngest].addBulk(
        hashes.map((txHash) => ({
          name: QueueName.TraceIngest,
          data: { txHash },
          opts: { jobId: jobId('trace', txHash, window) },
        })),
      );
      return { accounts: cursors.length, traces: hashes.length };
    },
  };
}
