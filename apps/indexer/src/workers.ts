import { type Job, type Processor, Worker, type WorkerOptions } from 'bullmq';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import type { Logger } from './log';
import { createQuarantine } from './quarantine/quarantine';
import { type JobPayloads, QueueName } from './queues';

export interface WorkerDeps {
  connection: Redis;
  prefix: string;
  log: Logger;
  /** Counts each failed attempt (metrics.ts). */
  onFailed?: (queue: QueueName) => void;
}

/**
 * Queues whose jobs are quarantined by key when they keep failing (quarantine.fns.ts says when): an
 * account whose sync always throws is held back instead of being retried and re-polled forever, and
 * /status lists it.
 */
const QUARANTINE_KEY: { [Q in QueueName]?: (data: JobPayloads[Q]) => string } = {
  [QueueName.AccountSync]: (data) => data.account,
};

/** The processor, counting each attempt's outcome toward its key's quarantine. */
function withQuarantine<Q extends QueueName>(
  name: Q,
  processor: (job: Job<JobPayloads[Q], void, Q>) => Promise<void>,
  { connection, prefix, log }: WorkerDeps,
): (job: Job<JobPayloads[Q], void, Q>) => Promise<void> {
  const keyOf = QUARANTINE_KEY[name];
  if (!keyOf) return processor;
  // the queue's own key space: `<prefix>:<queue>`, as BullMQ's qualifiedName
  const quarantine = createQuarantine(connection, `${prefix}:${name}`);
  return async (job) => {
    const key = keyOf(job.data);
    // added before the quarantine, or by a path that does not ask (SSE): nothing to do until retryAt
    if (await quarantine.holds(key)) return;
    try {
      await processor(job);
    } catch (error) {
      const entry = await quarantine.failed(key, error instanceof Error ? error.message : String(error));
      if (entry) {
        // no further BullMQ retries for this job; the poller skips the key until entry.retryAt
        job.discard();
        log.error('quarantined', { queue: name, ...entry });
      }
      throw error;
    }
    await quarantine.succeeded(key);
  };
}

/** This process among the indexers that share one Redis and one database: host and pid. */
export const WORKER_NAME = `indexer@${hostname()}:${process.pid}`;

/**
 * A worker with the indexer's defaults: stalled jobs (a worker killed mid-job) go back to waiting
 * after `stalledInterval` and count toward `maxStalledCount`; kept-job limits so Redis stays small.
 */
export function createWorker<Q extends QueueName>(
  name: Q,
  processor: (job: Job<JobPayloads[Q], void, Q>) => Promise<void>,
  { connection, prefix, log, onFailed }: WorkerDeps,
  opts: Partial<WorkerOptions> = {},
): Worker<JobPayloads[Q], void, Q> {
  const run = withQuarantine(name, processor, { connection, prefix, log });
  const worker = new Worker<JobPayloads[Q], void, Q>(name, run as Processor<JobPayloads[Q], void, Q>, {
    connection,
    prefix,
    // each job records which process ran it (processedBy): indexers sharing one Redis split the work
    name: WORKER_NAME,
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
    onFailed?.(name);
    // a trace the chain has not finished is expected and retried: not worth a warning each time
    if (error.name === 'TraceNotFinalError' && job && job.attemptsMade < (job.opts.attempts ?? 1)) return;
    log.warn('job failed', { queue: name, id: job?.id, attempts: job?.attemptsMade, error: error.message });
  });
  worker.on('error', (error) => log.error('worker error', { queue: name, error: error.message }));
  return worker;
}
