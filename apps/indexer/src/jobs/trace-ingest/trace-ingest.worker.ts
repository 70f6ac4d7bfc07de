import { QueueName } from '../../queues';
import { createWorker, type WorkerDeps } from '../../workers';
import type { TraceIngest } from './trace-ingest';

export const traceIngestWorker = (traces: TraceIngest, deps: WorkerDeps, concurrency: number) =>
  createWorker(
    QueueName.TraceIngest,
    async (job) => {
      await traces.ingest(job.data.txHashes);
    },
    deps,
    { concurrency },
  );
