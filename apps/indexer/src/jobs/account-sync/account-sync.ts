import { GetMethodError } from '@atoll/chain/sdk';
import { toBigInt } from '@atoll/db';
import { ltOf, type TonApiTransaction } from '../../chain/tonapi';
import type { IndexerContext } from '../../context';
import type { ReadModel } from '../../read-model/version';
import { TraceNotFinalError } from '../../errors';
import { QueueName, traceJobs } from '../../queues';
import { mapSettledLimit } from '../../lib/map-limit';
import type { TokenMetadataService } from '../token-metadata/token-metadata';
import { genuinePoolCreated, initPoolMessages, type PoolTrust } from '../verify-pools/pool-trust.fns';
import { transferDestinations } from './lp-wallets.fns';
import { advanceCursor, followAccounts, storeLpBalance, storePoolRows } from './pool-events.dal';
import type { KnownPool } from './hops.fns';
import {
  isPoolLifecycle,
  type PoolContext,
  type PoolCreated,
  type PoolEventRow,
  poolEventRows,
  resolveHops,
} from './pool-events.fns';
import { storeOrderRows } from '../orders/order-events.dal';
import { orderEventRows } from '../orders/order-events.fns';

// Reads an account's transactions after its cursor, page by page, oldest first. A pool's page becomes
// rows (events, pool state, positions, trace records) written in ONE database transaction with the
// cursor that covers them: a crash anywhere replays at most the page, and every write is an upsert, so
// nothing is doubled or lost. A factory transaction's pools are the transactions its own InitPool
// messages started, registered only when derived from the pinned roots (verify-pools/pool-trust.fns.ts).
// An order (a row registered by its derived address) gets its logs stored the same way (orders/).
// Every other followed account is an LP wallet (lp-wallets.fns.ts): its balance becomes the position's.

type Deps = Pick<
  IndexerContext,
  'db' | 'tonapi' | 'queues' | 'config' | 'log' | 'onAccountsChanged' | 'readModelChanged' | 'backlog'
> & {
  tokens: TokenMetadataService;
  trust: PoolTrust;
};

export interface SyncResult {
  transactions: number;
  events: number;
  skipped?: boolean;
}

/** LP wallet addresses remembered per (pool, user) at most; the map starts over beyond. */
const LP_WALLET_MEMO = 10_000;

export function createAccountSync(deps: Deps) {
  const { db, tonapi, queues, config, log, tokens, trust } = deps;
  const changed = async (models: readonly ReadModel[], wallets?: readonly string[]) =>
    deps.readModelChanged?.(models, wallets);
  const lpWallets = new Map<string, string>();

  /** The user's LP wallet of the pool, from the pool itself (TEP-74 get_wallet_address). */
  async function lpWalletOf(pool: string, user: string): Promise<string> {
    const key = `${pool}/${user}`;
    const known = lpWallets.get(key);
    if (known) return known;
    const wallet = (await tonapi.lpWalletOf(pool, user)).toRawString();
    if (lpWallets.size >= LP_WALLET_MEMO) lpWallets.clear();
    lpWallets.set(key, wallet);
    return wallet;
  }

  /** TEP-74 get_wallet_data of an LP wallet; null when it does not answer one (not a jetton wallet). */
  async function lpWalletData(account: string) {
    try {
      const data = await tonapi.walletData(account);
      return { balance: data.balance, owner: data.owner.toRawString(), master: data.minter.toRawString() };
    } catch (error) {
      if (error instanceof GetMethodError) return null;
      throw error;
    }
  }

  /** New accounts to follow: the SSE stream watches them from now on, a sync reads their past. */
  async function followed(accounts: string[]): Promise<void> {
    if (accounts.length === 0) return;
    deps.onAccountsChanged();
    await queues[QueueName.AccountSync].addBulk(
      accounts.map((account) => ({ name: QueueName.AccountSync, data: { account } })),
    );
  }

  async function poolContext(
    address: string,
  ): Promise<(PoolContext & { decimals0: number; decimals1: number }) | null> {
    const pool = await db.pool.findUnique({ where: { address }, include: { token0: true, token1: true } });
    if (!pool) return null;
    return {
      address,
      asset0: pool.asset0,
      asset1: pool.asset1,
      decimals0: pool.token0.decimals,
      decimals1: pool.token1.decimals,
      priceUsd0: pool.token0.priceUsd.toFixed(),
      priceUsd1: pool.token1.priceUsd.toFixed(),
      reserve0: toBigInt(pool.reserve0),
      reserve1: toBigInt(pool.reserve1),
      lpSupply: toBigInt(pool.lpSupply),
    };
  }

  /**
   * Pools the factory created in this transaction: the transactions its InitPool messages started, each
   * read by the message's hash, so a trace branch that never finishes (or anyone's reply to a reject) does
   * not hold the factory up or count. A child that is no derived pool is skipped, whatever it logs.
   */
  async function poolsCreatedBy(tx: TonApiTransaction): Promise<PoolCreated[]> {
    const created: PoolCreated[] = [];
    for (const m of initPoolMessages(tx)) {
      const child = await tonapi.messageTransaction(m.hash);
      // our own message not delivered yet: retried, the cursor stays before this transaction
      if (!child) throw new TraceNotFinalError(tx.hash);
      const pool = genuinePoolCreated(trust, child);
      if (pool) created.push(pool);
      // an InitPool to a pool that exists already logs nothing: not a new pool
    }
    return created;
  }

  /** The registered pools among the senders of the rows' swaps (resolveHops re-derives each). */
  async function knownSenders(rows: PoolEventRow[]): Promise<Map<string, KnownPool>> {
    const senders = [...new Set(rows.map((r) => r.sender).filter((s) => s !== null))];
    if (senders.length === 0) return new Map();
    const pools = await db.pool.findMany({
      where: { address: { in: senders } },
      select: { address: true, asset0: true, asset1: true, feeBps: true },
    });
    return new Map(pools.map((p) => [p.address, p]));
  }

  /** Registers the pools (their tokens are stored already); returns those this call inserted. */
  async function registerPools(created: PoolCreated[], utime: number): Promise<string[]> {
    const fresh: string[] = [];
    for (const c of created) {
      const inserted = await db.$transaction(async (tx) => {
        // the cursor first (lock order, pool-events.dal.ts)
        await tx.indexerCursor.createMany({ data: [{ account: c.pool, lastLt: 0 }], skipDuplicates: true });
        const r = await tx.pool.createMany({
          data: [
            {
              address: c.pool,
              asset0: c.asset0,
              asset1: c.asset1,
              feeBps: c.feeBps,
              createdAt: new Date(utime * 1000),
            },
          ],
          skipDuplicates: true,
        });
        return r.count;
      });
      if (inserted > 0) {
        fresh.push(c.pool);
        await changed(['pools']);
      }
    }
    return fresh;
  }

  /**
   * The factory's pages: every transaction's pools read at once (one round trip per InitPool, and each
   * pool's backlog starts only once the pool is registered: one after another, discovery took seconds
   * before the last pool's rows could start), then registered in transaction order, each pool followed at
   * once, and the cursor moved past the page. A pool not delivered yet stops the page there: the pools
   * before it are registered, the cursor stays before its transaction, and the job is retried.
   */
  async function syncFactory(account: string, fromLt: bigint): Promise<SyncResult> {
    let lt = fromLt;
    let transactions = 0;
    let events = 0;
    for (;;) {
      const txs = await tonapi.accountTransactions(account, lt, config.syncPageSize);
      if (txs.length === 0) break;
      const read = await mapSettledLimit(txs, config.tonapiConcurrency, poolsCreatedBy);
      const failed = read.findIndex((r) => r.status === 'rejected');
      const done = failed === -1 ? read.length : failed;
      const found = read.slice(0, done).map((r) => (r as PromiseFulfilledResult<PoolCreated[]>).value);
      // the tokens before the pools that refer to them, every one read at once
      await tokens.ensure(found.flat().flatMap((c) => [c.asset0, c.asset1]));
      for (const [i, created] of found.entries()) {
        // pools are registered before the cursor passes the transaction that created them
        const fresh = await registerPools(created, txs[i]!.utime);
        events += created.length;
        if (fresh.length > 0) {
          log.info('pools discovered', { pools: fresh });
          await followed(fresh);
        }
      }
      const last = txs[done - 1];
      if (last) {
        await db.$transaction((t) => advanceCursor(t, { account, lt: ltOf(last.lt), txHash: last.hash }));
        lt = ltOf(last.lt);
        transactions += done;
      }
      if (failed !== -1) throw (read[failed] as PromiseRejectedResult).reason;
      if (txs.length < config.syncPageSize) break;
    }
    return { transactions, events };
  }

  /** One page of a pool in one database transaction; then its LP wallets followed, its trace jobs queued. */
  async function storePoolPage(
    account: string,
    pool: PoolContext & { decimals0: number; decimals1: number },
    txs: TonApiTransaction[],
  ): Promise<number> {
    const last = txs[txs.length - 1]!;
    const rows = txs.flatMap((tx) => poolEventRows(tx, pool));
    resolveHops(trust, pool, rows, await knownSenders(rows));
    // the LP wallets of who added liquidity are followed from the same transaction on
    const providers = new Set(rows.filter((r) => r.type === 'liquidity_added').map((r) => r.userAddress));
    const wallets = await Promise.all([...providers].map((user) => lpWalletOf(account, user)));
    const fresh = await db.$transaction(
      (t) => storePoolRows(t, pool, rows, { account, lt: ltOf(last.lt), txHash: last.hash }, wallets),
      { timeout: 30_000 },
    );
    // the pool row's reserves (and its status) moved with the page, and its users' activity
    if (rows.length > 0)
      await changed(
        ['pools', 'activity'],
        rows.map((r) => r.userAddress),
      );
    await followed(fresh);
    // trace records are settled from the whole traces, in batches; the poller re-enqueues what is lost
    const hashes = [...new Set(rows.filter((r) => !isPoolLifecycle(r)).map((r) => r.txHash))];
    if (hashes.length > 0) await queues[QueueName.TraceIngest].addBulk(traceJobs(hashes, config.traceBatch));
    return rows.length;
  }

  async function syncPool(
    account: string,
    pool: PoolContext & { decimals0: number; decimals1: number },
    fromLt: bigint,
  ): Promise<SyncResult> {
    const page = (after: bigint) => tonapi.accountTransactions(account, after, config.syncPageSize);
    let transactions = 0;
    let events = 0;
    let next: Promise<TonApiTransaction[]> | null = page(fromLt);
    // held from the first full page to the end of the sync: trace settlement waits (rows first)
    let backlog: (() => void) | null = null;
    try {
      while (next) {
        const txs: TonApiTransaction[] = await next;
        if (txs.length === 0) break;
        // a full page means more may follow: read the next one while this one is written
        next = txs.length < config.syncPageSize ? null : page(ltOf(txs[txs.length - 1]!.lt));
        // a read ahead that fails while this page is written is awaited (and thrown) only after it; a
        // handler now, or Node takes it for an unhandled rejection and ends the process
        next?.catch(() => undefined);
        if (next) backlog ??= deps.backlog?.hold() ?? null;
        events += await storePoolPage(account, pool, txs);
        transactions += txs.length;
      }
    } finally {
      backlog?.();
    }
    return { transactions, events };
  }

  /** A limit order: its logs, page by page, each page stored with its cursor (orders/order-events.dal.ts). */
  async function syncOrder(account: string, maker: string, fromLt: bigint): Promise<SyncResult> {
    let transactions = 0;
    let events = 0;
    for (let lt = fromLt; ;) {
      const txs = await tonapi.accountTransactions(account, lt, config.syncPageSize);
      const last = txs[txs.length - 1];
      if (!last) break;
      lt = ltOf(last.lt);
      const rows = txs.flatMap((tx) => orderEventRows(tx, { address: account, maker }));
      await db.$transaction((t) => storeOrderRows(t, account, rows, { account, lt, txHash: last.hash }));
      // the maker's activity lists its orders' steps
      if (rows.length > 0) await changed(['activity'], [maker]);
      transactions += txs.length;
      events += rows.length;
      if (txs.length < config.syncPageSize) break;
    }
    return { transactions, events };
  }

  /**
   * An LP wallet: its transactions after the cursor (only to know how far we are and whom it sent LP to),
   * then its balance now, stored with the cursor; a balance read while another sync of the same wallet
   * already moved the cursor past it is dropped (that sync read a balance at least as new).
   */
  async function syncLpWallet(account: string, fromLt: bigint): Promise<SyncResult> {
    const txs: TonApiTransaction[] = [];
    for (let lt = fromLt; ;) {
      const page = await tonapi.accountTransactions(account, lt, config.syncPageSize);
      txs.push(...page);
      if (page.length < config.syncPageSize) break;
      lt = ltOf(page[page.length - 1]!.lt);
    }
    const last = txs[txs.length - 1];
    if (!last) return { transactions: 0, events: 0 };
    const data = await lpWalletData(account);
    const pool =
      data && (await db.pool.findUnique({ where: { address: data.master }, select: { address: true } }));
    // cursors, then the position (lock order, pool-events.dal.ts)
    const fresh = await db.$transaction(async (t) => {
      const discovered = await followAccounts(t, transferDestinations(txs, account));
      const moved = await advanceCursor(t, { account, lt: ltOf(last.lt), txHash: last.hash });
      if (moved && data && pool)
        await storeLpBalance(t, { owner: data.owner, pool: pool.address, balance: data.balance });
      return discovered;
    });
    await followed(fresh);
    return { transactions: txs.length, events: 0 };
  }

  return {
    async sync(account: string, wakeLt?: bigint): Promise<SyncResult> {
      const cursor = await db.indexerCursor.findUnique({ where: { account } });
      if (!cursor) return { transactions: 0, events: 0, skipped: true };
      const from = toBigInt(cursor.lastLt);
      if (wakeLt !== undefined && from >= wakeLt) return { transactions: 0, events: 0, skipped: true };
      if (account === config.factory) return syncFactory(account, from);
      const pool = await poolContext(account);
      if (pool) return syncPool(account, pool, from);
      const order = await db.order.findUnique({ where: { address: account }, select: { maker: true } });
      return order ? syncOrder(account, order.maker, from) : syncLpWallet(account, from);
    },
  };
}

export type AccountSync = ReturnType<typeof createAccountSync>;
