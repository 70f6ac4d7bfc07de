import { type Job, type Processor, Worker, type WorkerOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from './log';
import type { JobPayloads, QueueName } from './queues';

export interface WorkerDeps {
  connection: Redis;
  prefix: string;
  log: Logger;
}

/**
 * A worker with the indexer's defaults: stalled jobs (a worker killed mid-job) go back to waiting
 * after `stalledInterval` and count toward `maxStalledCount`; kept-job limits so Redis stays small.
 */
export function createWorker<Q extends QueueName>(
  name: Q,
  processor: (job: Job<JobPayloads[Q], void, Q>) => Promise<void>,
  { connection, prefix, log }: WorkerDeps,
  opts: Partial<WorkerOptions> = {},
): Worker<JobPayloads[Q], void, Q> {
  const worker = new Worker<JobPayloads[Q], void, Q>(name, processor as Processor<JobPayloads[Q], void, Q>, {
    connection,
    prefix,
    concurrency: 1,
    // short locks (renewed every half) so a killed worker's jobs are taken back within seconds
    lockDuration: 10_000,
    stalledInterval: 5_000,
    maxStalledCount: 3,
    removeOnComplete: { count: 1_000, age: 3_600 },
    removeOnFail: { count: 5_000, age: 7 * 24 * 3_600 },
    ...opts,
  });
  worker.on('failed', (job, error) => {
    // a trace the chain has not finished is expected and retried: not worth a warning each time
    if (error.name === 'TraceNotFinalError' && job && job.attemptsMade < (job.opts.attempts ?? 1)) return;
    log.warn('job failed', { queue: name, id: job?.id, attempts: job?.attemptsMade, error: error.message });
  });
  worker.on('error', (error) => log.error('worker error', { queue: name, error: error.message }));
  return worker;
}
