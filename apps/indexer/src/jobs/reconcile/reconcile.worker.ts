import { QueueName } from '../../queues';
import { createWorker, type WorkerDeps } from '../../workers';
import type { Reconcile } from './reconcile';

export const reconcileWorker = (reconcile: Reconcile, deps: WorkerDeps) =>
  createWorker(
    QueueName.Reconcile,
    async () => {
      await reconcile.run();
    },
    deps,
  );
