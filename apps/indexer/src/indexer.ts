import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import type { Server } from 'node:http';
import { createDb } from '@atoll/db';
import type { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { SseFollower } from './chain/sse';
import { createIndexerChain } from './chain/tonapi';
import type { IndexerContext } from './context';
import type { IndexerConfig } from './env';
import { accountSyncWorker } from './jobs/account-sync/account-sync.worker';
import { createAccountSync } from './jobs/account-sync/account-sync';
import { createPoll } from './jobs/poll/poll';
import { pollWorker } from './jobs/poll/poll.worker';
import { createPoolStats } from './jobs/pool-stats/pool-stats';
import { poolStatsWorker } from './jobs/pool-stats/pool-stats.worker';
import { createPrices } from './jobs/prices/prices';
import { pricesWorker } from './jobs/prices/prices.worker';
import { createReconcile } from './jobs/reconcile/reconcile';
import { reconcileWorker } from './jobs/reconcile/reconcile.worker';
import { createTokenMetadataService } from './jobs/token-metadata/token-metadata';
import { tokenMetadataWorker } from './jobs/token-metadata/token-metadata.worker';
import { createTraceIngest } from './jobs/trace-ingest/trace-ingest';
import { traceIngestWorker } from './jobs/trace-ingest/trace-ingest.worker';
import { loadPoolTrust } from './jobs/verify-pools/pool-trust';
import { verifyExistingPools } from './jobs/verify-pools/verify-pools';
import { consoleLogger, type Logger } from './log';
import { closeQueues, createQueues, jobId, QueueName } from './queues';
import { upsertSchedulers } from './schedulers';
import { createIndexerMetrics } from './metrics';
import { createStatus } from './status';
import { bumpReadModelVersion, readModelVersionKey } from './read-model/version';
import { BacklogGate } from './lib/backlog-gate';

export interface RunningIndexer {
  ctx: IndexerContext;
  status: ReturnType<typeof createStatus>;
  statusServer: Server | null;
  services: {
    sync: ReturnType<typeof createAccountSync>;
    traces: ReturnType<typeof createTraceIngest>;
    prices: ReturnType<typeof createPrices>;
    stats: ReturnType<typeof createPoolStats>;
    poll: ReturnType<typeof createPoll>;
    reconcile: ReturnType<typeof createReconcile>;
  };
  /** Graceful: stops the stream, lets active jobs finish, closes every connection. */
  close(): Promise<void>;
}

/** Builds and starts the whole indexer: workers, schedulers, the SSE follower and the status endpoint. */
export async function startIndexer(
  config: IndexerConfig,
  log: Logger = consoleLogger,
): Promise<RunningIndexer> {
  const db = createDb(config.databaseUrl);
  const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', (error) => log.warn('redis', { error: error.message }));
  const queues = createQueues(connection, config.queuePrefix);
  for (const q of Object.values(queues))
    q.on('error', (error: Error) => log.warn('queue', { queue: q.name, error: error.message }));
  const tonapi = createIndexerChain({
    baseUrl: config.tonapiUrl,
    apiKey: config.tonapiKey,
    rps: config.tonapiRps,
    maxInFlight: config.tonapiConcurrency,
  });

  let sse: SseFollower | null = null;
  const followAccounts = async () => {
    if (!sse) return;
    const cursors = await db.indexerCursor.findMany({ select: { account: true } });
    sse.setAccounts(cursors.map((c) => c.account));
  };
  const versionKey = readModelVersionKey(config.databaseUrl);
  const ctx: IndexerContext = {
    db,
    tonapi,
    queues,
    config,
    log,
    onAccountsChanged: () =>
      void followAccounts().catch((error: unknown) => log.error('sse accounts', { error })),
    readModelChanged: (changed, wallets) => bumpReadModelVersion(connection, versionKey, changed, wallets),
    backlog: new BacklogGate(),
  };

  // the roots of trust: the pinned factory's codes, verified once; then every pool row already stored
  // is checked against them before anything syncs (rows that fail are removed)
  const trust = await loadPoolTrust(tonapi, config);
  // the removed pools' events went with them
  if ((await verifyExistingPools(db, trust, log)).length > 0)
    await ctx.readModelChanged?.(['pools', 'activity']);

  const tokens = createTokenMetadataService(ctx);
  const services = {
    sync: createAccountSync({ ...ctx, tokens, trust }),
    traces: createTraceIngest(ctx),
    prices: createPrices(ctx),
    stats: createPoolStats(ctx),
    poll: createPoll(ctx),
    reconcile: createReconcile(ctx),
  };

  // the factory is the root of everything followed; TON is a token from the start
  await db.indexerCursor.createMany({ data: [{ account: config.factory, lastLt: 0 }], skipDuplicates: true });
  await tokens.ensure([NATIVE_TON_ADDRESS]);
  await tokens.applyVerifiedList();
  await tokens.recheckAll(Date.now());

  const metrics = createIndexerMetrics(ctx);
  const deps = { connection, prefix: config.queuePrefix, log, onFailed: metrics.jobFailed };
  const workers: Worker[] = [
    accountSyncWorker(services.sync, deps, config.syncConcurrency),
    // two batches at once: one writes while the other fetches (each fetches TRACE_CONCURRENCY at a time)
    traceIngestWorker(services.traces, deps, 2),
    tokenMetadataWorker(tokens, deps),
    pollWorker(services.poll, deps),
    pricesWorker(services.prices, deps),
    poolStatsWorker(services.stats, deps),
    reconcileWorker(services.reconcile, deps),
  ] as Worker[];
  await upsertSchedulers(queues, config);
  // a Redis that restarted empty has lost the schedulers (and queued jobs, which the cursors and the
  // poller make up for): put them back on every reconnection
  connection.on('ready', () => {
    void upsertSchedulers(queues, config)
      .then(() => services.poll.run())
      .catch((error: unknown) => log.error('reschedule after reconnect', { error }));
  });

  if (config.sse) {
    sse = new SseFollower({
      api: tonapi.api,
      onTransaction: (tx) =>
        void queues[QueueName.AccountSync]
          .add(
            QueueName.AccountSync,
            { account: tx.account, lt: tx.lt },
            { jobId: jobId('sse', tx.account, tx.lt) },
          )
          .catch((error: unknown) => log.error('enqueue from sse', { error })),
      // the stream has no replay: whatever happened while it was down is read from the cursors
      onConnected: () =>
        void services.poll.run().catch((error: unknown) => log.error('poll after connect', { error })),
      onError: (error) => log.warn('sse stream', { error }),
    });
    await followAccounts();
  }
  await services.poll.run();

  const status = createStatus({
    db,
    tonapi,
    queues,
    sse,
    factory: config.factory,
    reconcile: services.reconcile.stats,
    metrics: metrics.registry,
  });
  const statusServer =
    config.statusPort > 0 ? await status.listen(config.statusPort, config.statusHost) : null;
  log.info('indexer started', {
    factory: config.factory,
    tonapi: config.tonapiUrl,
    status: config.statusPort,
  });

  let closing: Promise<void> | null = null;
  return {
    ctx,
    status,
    statusServer,
    services,
    close() {
      closing ??= (async () => {
        sse?.stop();
        if (statusServer) await new Promise((r) => statusServer.close(r));
        await Promise.all(workers.map((w) => w.close()));
        await closeQueues(queues);
        await connection.quit().catch(() => undefined);
        await db.$disconnect();
      })();
      return closing;
    },
  };
}
