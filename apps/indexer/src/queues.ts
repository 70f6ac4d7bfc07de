import { type DefaultJobOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';

/** Every queue of the indexer. Payloads carry ids (addresses, hashes), never chain data. */
export enum QueueName {
  /** Reads an account's transactions after its cursor; pool logs are stored with the cursor. */
  AccountSync = 'account-sync',
  /** Fetches a trace and settles the trace records (Full/Partial) of the operations in it. */
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
  [QueueName.TraceIngest]: { txHash: string };
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

export async function closeQueues(queues: Queues): Promise<void> {
  await Promise.all(Object.values(queues).map((q) => q.close()));
}
