import { type BulkJobOptions, type DefaultJobOptions, type JobsOptions, Queue } from 'bullmq';
import { Redis } from 'ioredis';

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
  /** Scheduled: every pool row against its get_pool_data; drift corrected and counted on /status. */
  Reconcile = 'reconcile',
}

export interface JobPayloads {
  [QueueName.AccountSync]: {
    account: string;
    /**
     * The transaction that woke the sync (the job skips if the cursor is past it). Dropped on enqueue
     * (AccountSyncQueue): a deduplicated job stands for every wake-up folded into it, later ones too.
     */
    lt?: string;
  };
  /** Transaction hashes (any transaction of each trace), at most TRACE_BATCH of them. */
  [QueueName.TraceIngest]: { txHashes: string[] };
  [QueueName.TokenMetadata]: { address: string };
  [QueueName.Poll]: Record<string, never>;
  [QueueName.Prices]: Record<string, never>;
  [QueueName.PoolStats]: Record<string, never>;
  [QueueName.Reconcile]: Record<string, never>;
}

export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 500 },
  removeOnComplete: { count: 1_000, age: 3_600 },
  removeOnFail: { count: 5_000, age: 7 * 24 * 3_600 },
};

export type Queues = { [Q in QueueName]: Queue<JobPayloads[Q], void, Q> };

type SyncPayload = JobPayloads[QueueName.AccountSync];

/**
 * Options of every AccountSync job: at most one waiting job per account, whoever adds it (poll, SSE,
 * a newly followed account). BullMQ's deduplication rather than a job id: ids refuse ':' (raw addresses
 * have it), and a completed job kept under its id would swallow later adds. keepLastIfActive: an add
 * while the account is syncing is kept as ONE follow-up, created when the running job finishes, so a
 * transaction that lands after the running sync read its last page is still read.
 */
export function accountSyncOptions<O extends JobsOptions | BulkJobOptions>(
  account: string,
  opts: O = {} as O,
): O {
  const { jobId: _ignored, ...rest } = opts;
  return { ...rest, deduplication: { id: `sync:${account}`, keepLastIfActive: true } } as O;
}

/** The AccountSync queue: every add goes through accountSyncOptions, so no caller can bypass it. */
export class AccountSyncQueue extends Queue<SyncPayload, void, QueueName.AccountSync> {
  override add(name: QueueName.AccountSync, data: SyncPayload, opts?: JobsOptions) {
    return super.add(name, { account: data.account }, accountSyncOptions(data.account, opts));
  }

  override addBulk(jobs: Array<{ name: QueueName.AccountSync; data: SyncPayload; opts?: BulkJobOptions }>) {
    // one add per account in a bulk too (deduplication works across a bulk's jobs, but needs no work)
    const unique = new Map(jobs.map((j) => [j.data.account, j]));
    return super.addBulk(
      [...unique.values()].map((j) => ({
        name: j.name,
        data: { account: j.data.account },
        opts: accountSyncOptions(j.data.account, j.opts),
      })),
    );
  }
}

export function createQueues(connection: Redis, prefix: string): Queues {
  const make = <Q extends QueueName>(name: Q) =>
    new Queue<JobPayloads[Q], void, Q>(name, { connection, prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS });
  return {
    [QueueName.AccountSync]: new AccountSyncQueue(QueueName.AccountSync, {
      connection,
      prefix,
      defaultJobOptions: DEFAULT_JOB_OPTIONS,
    }),
    [QueueName.TraceIngest]: make(QueueName.TraceIngest),
    [QueueName.TokenMetadata]: make(QueueName.TokenMetadata),
    [QueueName.Poll]: make(QueueName.Poll),
    [QueueName.Prices]: make(QueueName.Prices),
    [QueueName.PoolStats]: make(QueueName.PoolStats),
    [QueueName.Reconcile]: make(QueueName.Reconcile),
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

/**
 * Removes every queue and key under `prefix` from a Redis (a test's or a throw-away stack's). Call it once
 * nothing uses those queues any more.
 */
export async function clearQueues(redisUrl: string, prefix: string): Promise<void> {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queues = createQueues(connection, prefix);
  for (const q of Object.values(queues)) await q.obliterate({ force: true }).catch(() => undefined);
  await closeQueues(queues);
  // whatever obliterate leaves (scheduler and event keys)
  const keys = await connection.keys(`${prefix}:*`);
  if (keys.length > 0) await connection.del(...keys);
  await connection.quit();
}
