import { type DefaultJobOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';

/** Every queue of the indexer. Payloads carry ids (addresses, hashes), never chain data. */
export enum QueueName {
  /** Reads an account's transactions after its cursor; pool logs are stored with the cursor. */
  AccountSync = 'account-sync',
  /** Fetches the traces of a batch of transactions and settles the trace records (Full/Partial) in them. */
  TraceIngest = 'trace-ingest',
  /** TEP-64 metadata of a jetton met in a new pool. */
  TokenMetadata = 'token-metadata',
  /** Scheduled: enqueue a sync of every followed account, re-enqueue unsettled traces. */
  Poll = 'poll',
  /** Scheduled: token prices (TON/USD and every token through its deepest path) and candles. */
  Prices = 'prices',
  /** Scheduled: TVL, 24 h volume and fees, APR, position fees. */
  PoolStats = 'pool-stats',
}

export interface JobPayloads {
  [QueueName.AccountSync]: {
    account: string;
    /** From the SSE stream: the transaction that woke us (the job skips if the cursor is past it). */
    lt?: string;
  };
  /** Transaction hashes (any transaction of each trace), at most TRACE_BATCH of them. */
  [QueueName.TraceIngest]: { txHashes: string[] };
  [QueueName.TokenMetadata]: { address: string };
  [QueueName.Poll]: Record<string, never>;
  [QueueName.Prices]: Record<string, never>;
  [QueueName.PoolStats]: Record<string, never>;
}

export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 500 },
  removeOnComplete: { count: 1_000, age: 3_600 },
  removeOnFail: { count: 5_000, age: 7 * 24 * 3_600 },
};

export type Queues = { [Q in QueueName]: Queue<JobPayloads[Q], void, Q> };

export function createQueues(connection: Redis, prefix: string): Queues {
  const make = <Q extends QueueName>(name: Q) =>
    new Queue<JobPayloads[Q], void, Q>(name, { connection, prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS });
  return {
    [QueueName.AccountSync]: make(QueueName.AccountSync),
    [QueueName.TraceIngest]: make(QueueName.TraceIngest),
    [QueueName.TokenMetadata]: make(QueueName.TokenMetadata),
    [QueueName.Poll]: make(QueueName.Poll),
    [QueueName.Prices]: make(QueueName.Prices),
    [QueueName.PoolStats]: make(QueueName.PoolStats),
  };
}

/** A custom job id from parts: BullMQ refuses ':' in one (raw addresses have it). */
export const jobId = (...parts: Array<string | number>): string => parts.join('_').replaceAll(':', '.');

/**
 * Trace jobs for these transactions, `batch` hashes each. The id names the batch by its first and last
 * hash (plus `suffix`), so the same batch enqueued twice is one job.
 */
export function traceJobs(txHashes: string[], batch: number, suffix?: string | number) {
  const jobs = [];
  for (let i = 0; i < txHashes.length; i += batch) {
    const chunk = txHashes.slice(i, i + batch);
    const id = [
      'trace',
      chunk[0]!,
      ...(chunk.length > 1 ? [chunk.at(-1)!] : []),
      ...(suffix === undefined ? [] : [suffix]),
    ];
    jobs.push({
      name: QueueName.TraceIngest as const,
      data: { txHashes: chunk },
      opts: { jobId: jobId(...id) },
    });
  }
  return jobs;
}

export async function closeQueues(queues: Queues): Promise<void> {
  await Promise.all(Object.values(queues).map((q) => q.close()));
}
