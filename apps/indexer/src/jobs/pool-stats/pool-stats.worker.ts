import { QueueName } from '../../queues';
import { createWorker, type WorkerDeps } from '../../workers';
import type { PoolStats } from './pool-stats';

export const poolStatsWorker = (stats: PoolStats, deps: WorkerDeps) =>
  createWorker(
    QueueName.PoolStats,
    async () => {
      await stats.run();
    },
    deps,
  );
