import { QueueName } from '../../queues';
import { createWorker, type WorkerDeps } from '../../workers';
import type { AccountSync } from './account-sync';

export const accountSyncWorker = (sync: AccountSync, deps: WorkerDeps, concurrency: number) =>
  createWorker(
    QueueName.AccountSync,
    async (job) => {
      await sync.sync(job.data.account, job.data.lt === undefined ? undefined : BigInt(job.data.lt));
    },
    deps,
    { concurrency },
  );
