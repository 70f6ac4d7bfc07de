import { QueueName } from '../../queues';
import { createWorker, type WorkerDeps } from '../../workers';
import type { Prices } from './prices';

export const pricesWorker = (prices: Prices, deps: WorkerDeps) =>
  createWorker(
    QueueName.Prices,
    async () => {
      await prices.run();
    },
    deps,
  );
