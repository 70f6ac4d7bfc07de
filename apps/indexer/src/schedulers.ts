import type { IndexerConfig } from './env';
import { QueueName, type Queues } from './queues';

/** Every periodic job, scheduled here and nowhere else (upserts: restarts do not pile up schedulers). */
export async function upsertSchedulers(queues: Queues, config: IndexerConfig): Promise<void> {
  await queues[QueueName.Poll].upsertJobScheduler(
    QueueName.Poll,
    { every: config.pollIntervalMs },
    { name: QueueName.Poll, data: {} },
  );
  await queues[QueueName.Prices].upsertJobScheduler(
    QueueName.Prices,
    { every: config.pricesIntervalMs },
    { name: QueueName.Prices, data: {} },
  );
  await queues[QueueName.PoolStats].upsertJobScheduler(
    QueueName.PoolStats,
    { every: config.statsIntervalMs },
    { name: QueueName.PoolStats, data: {} },
  );
  await queues[QueueName.Reconcile].upsertJobScheduler(
    QueueName.Reconcile,
    { every: config.reconcileIntervalMs },
    { name: QueueName.Reconcile, data: {} },
  );
}
