import type { Server } from 'node:http';
import { createTonApi } from '@atoll/chain';
import { createTonApiSdk } from '@atoll/chain/sdk';
import { createKeeperMetrics, serveStatus } from './status';
import { buildExpireOrder, buildFillOrder, Order, OrderStatus } from '@atoll/contracts';
import { createDb } from '@atoll/db';
import { Address } from '@ton/core';
import { type Job, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { backoffUntil } from './backoff.fns';
import type { KeeperConfig } from './env';
import { openHotWallet } from './hot-wallet';
import { failedFills, openOrders, toOpenOrder, tradablePools } from './orders.dal';
import { type KeeperAction, planActions, planFill } from './plan.fns';
import { loadOrderTrust } from './trust';

// The keeper: a scheduler scans the open orders against the pools every KEEPER_SCAN_MS and enqueues one job
// per action, keyed by (action, order, the order's newest seqno), so an action is taken once per state of
// its order however often it is planned. A worker checks each against the chain and sends it from the hot
// wallet; what it finds in one scan goes out in one external.

export const KEEPER_QUEUE = 'keeper';

export interface ActionJob {
  kind: KeeperAction['kind'];
  order: string;
  seqno: string;
}

export interface KeeperStats {
  scans: number;
  fillsSent: number;
  expiriesSent: number;
  skipped: number;
}

export interface RunningKeeper {
  wallet: Address;
  stats: KeeperStats;
  /** /healthz and /metrics, when KEEPER_STATUS_PORT is set. */
  status: Server | null;
  /** Runs one scan now (tests, bench): the actions enqueued. */
  scan(): Promise<number>;
  close(): Promise<void>;
}

export const jobIdOf = (job: ActionJob) => `${job.kind}-${job.order.replace(':', '_')}-${job.seqno}`;

export async function startKeeper(config: KeeperConfig, log: Logger): Promise<RunningKeeper> {
  const db = createDb(config.databaseUrl);
  const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', (error) => log.warn({ error: error.message }, 'redis'));
  const api = createTonApi({ baseUrl: config.tonapiUrl, apiKey: config.tonapiKey, rps: config.tonapiRps });
  const sdk = createTonApiSdk(api);
  const trust = await loadOrderTrust(sdk, config.roots);
  const wallet = await openHotWallet(sdk, config.mnemonic, config.chain);
  const keeper = wallet.address.toRawString();
  const costs = { fill: config.fillCost, expire: config.expireCost };
  const stats: KeeperStats = { scans: 0, fillsSent: 0, expiriesSent: 0, skipped: 0 };
  const queue = new Queue<ActionJob>(KEEPER_QUEUE, {
    connection,
    prefix: config.queuePrefix,
    // a finished job keeps its id a minute: a send whose result never shows is tried again after that
    defaultJobOptions: { removeOnComplete: { age: 60 }, removeOnFail: { age: 60 }, attempts: 1 },
  });

  async function scan(): Promise<number> {
    stats.scans++;
    const now = Math.floor(Date.now() / 1000);
    const [orders, pools] = await Promise.all([openOrders(db), tradablePools(db)]);
    const jobs: ActionJob[] = [];
    for (const action of planActions(orders, pools, now, costs)) {
      if (action.kind === 'fill') {
        const failed = await failedFills(db, action.order.address, keeper);
        if (backoffUntil(failed.count, failed.last) > Date.now()) continue;
      }
      jobs.push({ kind: action.kind, order: action.order.address, seqno: action.order.lastSeqno.toString() });
    }
    if (jobs.length > 0)
      await queue.addBulk(jobs.map((data) => ({ name: data.kind, data, opts: { jobId: jobIdOf(data) } })));
    return jobs.length;
  }

  /** Re-plans the action against the order's row now and the chain's own state, then sends it. */
  async function act(job: Job<ActionJob>): Promise<string> {
    const started = performance.now();
    const row = await db.order.findUnique({ where: { address: job.data.order } });
    if (!row || row.status !== 'open' || row.lastSeqno.toString() !== job.data.seqno) return 'stale';
    const order = toOpenOrder(row);
    // the row names an address; only the one its terms derive is ever paid
    const address = trust.derive(order.terms);
    if (!address.equals(Address.parseRaw(row.address))) {
      log.error({ order: row.address }, 'order row does not derive from its terms: skipped');
      return 'untrusted';
    }
    const chain = await sdk.adapter.open(Order.createFromAddress(address)).getOrderData();
    if (chain.status !== OrderStatus.open || chain.remaining - chain.reserved <= 0n) return 'closed on chain';
    if (job.data.kind === 'expire') {
      await wallet.send(buildExpireOrder(address).messages);
      stats.expiriesSent++;
      log.info({ order: row.address }, 'expiry triggered');
      return 'expire sent';
    }
    const pools = await tradablePools(db);
    const fill = planFill(pools, { ...order, remaining: chain.remaining - chain.reserved }, costs);
    if (!fill) {
      stats.skipped++;
      return 'no longer fillable';
    }
    const checked = performance.now();
    await wallet.send(buildFillOrder(address, { amount: fill.amount, route: fill.route }).messages);
    stats.fillsSent++;
    log.info(
      {
        order: row.address,
        amount: fill.amount.toString(),
        expectedOut: fill.expectedOut.toString(),
        reward: fill.reward.toString(),
        queuedMs: Date.now() - Math.round(performance.now() - started) - job.timestamp,
        checkMs: Math.round(checked - started),
        sendMs: Math.round(performance.now() - checked),
      },
      'fill sent',
    );
    return 'fill sent';
  }

  // several actions are checked at once; their sends share the wallet's next external (hot-wallet.ts)
  const worker = new Worker<ActionJob>(KEEPER_QUEUE, act, {
    connection,
    prefix: config.queuePrefix,
    concurrency: 16,
  });
  const metrics = createKeeperMetrics({ api, queue, stats, balance: () => wallet.balance() });
  worker.on('failed', (job, error) => {
    metrics.jobFailed(KEEPER_QUEUE);
    log.warn({ job: job?.id, error: error.message }, 'action failed');
  });
  const status = config.status.port > 0 ? await serveStatus(metrics.registry, config.status) : null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const loop = () => {
    if (stopped) return;
    scan()
      .catch((error: unknown) => log.warn({ error: String(error) }, 'scan failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, config.scanMs);
      });
  };
  loop();
  log.info(
    {
      wallet: wallet.address.toString({ testOnly: config.chain !== 'mainnet' }),
      balance: (await wallet.balance()).toString(),
    },
    'keeper started',
  );

  return {
    wallet: wallet.address,
    stats,
    scan,
    status,
    async close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (status) await new Promise((r) => status.close(r));
      await worker.close();
      await queue.close();
      await connection.quit().catch(() => undefined);
      await db.$disconnect();
    },
  };
}
