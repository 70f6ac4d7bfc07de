import { type Db, Prisma, toBigInt, toDecimal } from '@atoll/db';
import { poolLogsOf, traceIsFinal, walkTrace } from '../../chain/pool-logs.fns';
import { ltOf, type TonApiTransaction } from '../../chain/tonapi';
import type { IndexerContext } from '../../context';
import { TraceNotFinalError } from '../../errors';
import { poolPrice } from '../../lib/fixed.fns';
import { jobId, QueueName } from '../../queues';
import type { TokenMetadataService } from '../token-metadata/token-metadata';
import {
  type PoolContext,
  type PoolCreated,
  poolCreatedOf,
  type PoolEventRow,
  poolEventRows,
} from './pool-events.fns';

// Reads an account's transactions after its cursor, page by page, oldest first. A pool's page becomes
// rows (events, pool state, positions, trace records) written in ONE database transaction with the
// cursor that covers them: a crash anywhere replays at most the page, and every write is an upsert, so
// nothing is doubled or lost. The factory's transactions are read through their traces to find the
// pools it created (the pool_created log is the new pool's, the factory's message authenticates it).

type Tx = Prisma.TransactionClient;
type Deps = Pick<IndexerContext, 'db' | 'tonapi' | 'queues' | 'config' | 'log' | 'onAccountsChanged'> & {
  tokens: TokenMetadataService;
};

export interface SyncResult {
  transactions: number;
  events: number;
  skipped?: boolean;
}

const str = (v: bigint | null) => (v === null ? null : v.toString());

function toCreateInput(r: PoolEventRow): Prisma.PoolEventCreateManyInput {
  return {
    ...r,
    lt: r.lt.toString(),
    seqno: BigInt(r.seqno),
    queryId: r.queryId.toString(),
    amountIn: str(r.amountIn),
    amountOut: str(r.amountOut),
    amount0: str(r.amount0),
    amount1: str(r.amount1),
    lpAmount: str(r.lpAmount),
    reserve0After: r.reserve0After.toString(),
    reserve1After: r.reserve1After.toString(),
    lpSupplyAfter: r.lpSupplyAfter.toString(),
  };
}

/** Recomputes positions from the liquidity events: a sum, so replays and any order give the same row. */
export async function recomputePositions(tx: Tx | Db, pool: string, users: string[]): Promise<void> {
  if (users.length === 0) return;
  await tx.$executeRaw`
    INSERT INTO positions (user_address, pool_address, lp_balance, deposited0, deposited1, withdrawn0, withdrawn1, updated_at)
    SELECT user_address, pool_address,
      COALESCE(SUM(CASE WHEN type = 'liquidity_added' THEN lp_amount WHEN type = 'liquidity_removed' THEN -lp_amount END), 0),
      COALESCE(SUM(CASE WHEN type = 'liquidity_added' THEN amount0 END), 0),
      COALESCE(SUM(CASE WHEN type = 'liquidity_added' THEN amount1 END), 0),
      COALESCE(SUM(CASE WHEN type = 'liquidity_removed' THEN amount0 END), 0),
      COALESCE(SUM(CASE WHEN type = 'liquidity_removed' THEN amount1 END), 0),
      now()
    FROM pool_events
    WHERE pool_address = ${pool} AND user_address IN (${Prisma.join(users)})
      AND type IN ('liquidity_added', 'liquidity_removed')
    GROUP BY user_address, pool_address
    ON CONFLICT (user_address, pool_address) DO UPDATE SET
      lp_balance = EXCLUDED.lp_balance, deposited0 = EXCLUDED.deposited0, deposited1 = EXCLUDED.deposited1,
      withdrawn0 = EXCLUDED.withdrawn0, withdrawn1 = EXCLUDED.withdrawn1, updated_at = now()`;
}

/** Writes one page of a pool's rows and moves the cursor, in the caller's transaction. */
export async function storePoolRows(
  tx: Tx,
  pool: { address: string; decimals0: number; decimals1: number },
  rows: PoolEventRow[],
  cursor: { account: string; lt: bigint; txHash: string } | null,
): Promise<void> {
  if (rows.length > 0) {
    await tx.poolEvent.createMany({ data: rows.map(toCreateInput), skipDuplicates: true });
    // the newest event that carries reserves decides the pool's state; older ones never overwrite it
    let latest: PoolEventRow | null = null;
    for (const r of rows) {
      if (r.type === 'swap' || r.type === 'liquidity_added' || r.type === 'liquidity_removed') {
        if (!latest || r.seqno > latest.seqno) latest = r;
      }
    }
    if (latest) {
      await tx.pool.updateMany({
        where: { address: pool.address, lastSeqno: { lt: BigInt(latest.seqno) } },
        data: {
          reserve0: toDecimal(latest.reserve0After),
          reserve1: toDecimal(latest.reserve1After),
          lpSupply: toDecimal(latest.lpSupplyAfter),
          lastSeqno: BigInt(latest.seqno),
          price: poolPrice(latest.reserve0After, latest.reserve1After, pool.decimals0, pool.decimals1),
        },
      });
    }
    const lpUsers = [
      ...new Set(
        rows
          .filter((r) => r.type === 'liquidity_added' || r.type === 'liquidity_removed')
          .map((r) => r.userAddress),
      ),
    ];
    await recomputePositions(tx, pool.address, lpUsers);
    // an operation we have seen part of is Partial until its trace is settled (trace-ingest)
    const traces = new Map<string, Prisma.TraceRecordCreateManyInput>();
    for (const r of rows) {
      if (r.type === 'pool_created') continue;
      traces.set(`${r.userAddress}/${r.queryId}`, {
        account: r.userAddress,
        queryId: r.queryId.toString(),
        rootTxHash: r.txHash,
      });
    }
    if (traces.size > 0)
      await tx.traceRecord.createMany({ data: [...traces.values()], skipDuplicates: true });
  }
  if (cursor) await advanceCursor(tx, cursor);
}

export async function advanceCursor(
  tx: Tx,
  cursor: { account: string; lt: bigint; txHash: string },
): Promise<void> {
  await tx.indexerCursor.updateMany({
    where: { account: cursor.account, lastLt: { lt: toDecimal(cursor.lt) } },
    data: { lastLt: toDecimal(cursor.lt), lastTxHash: cursor.txHash },
  });
}

export function createAccountSync(deps: Deps) {
  const { db, tonapi, queues, config, log, tokens } = deps;

  async function poolContext(
    address: string,
  ): Promise<(PoolContext & { decimals0: number; decimals1: number }) | null> {
    const pool = await db.pool.findUnique({ where: { address }, include: { token0: true, token1: true } });
    if (!pool) return null;
    return {
      address,
      decimals0: pool.token0.decimals,
      decimals1: pool.token1.decimals,
      priceUsd0: pool.token0.priceUsd.toFixed(),
      priceUsd1: pool.token1.priceUsd.toFixed(),
      reserve0: toBigInt(pool.reserve0),
      reserve1: toBigInt(pool.reserve1),
      lpSupply: toBigInt(pool.lpSupply),
    };
  }

  /** Pools the factory created in this transaction's trace: logs of children of a factory transaction. */
  async function poolsCreatedBy(tx: TonApiTransaction): Promise<PoolCreated[]> {
    const trace = await tonapi.trace(tx.hash);
    if (!traceIsFinal(trace)) throw new TraceNotFinalError(tx.hash);
    const created: PoolCreated[] = [];
    for (const { node, parent } of walkTrace(trace)) {
      if (parent?.transaction.account.address !== config.factory) continue;
      for (const { event } of poolLogsOf(node.transaction)) {
        const c = poolCreatedOf(node.transaction.account.address, event);
        if (c) created.push(c);
      }
    }
    return created;
  }

  async function registerPools(created: PoolCreated[], utime: number): Promise<string[]> {
    const fresh: string[] = [];
    for (const c of created) {
      await tokens.ensure([c.asset0, c.asset1]);
      const inserted = await db.$transaction(async (tx) => {
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
        await tx.indexerCursor.createMany({ data: [{ account: c.pool, lastLt: 0 }], skipDuplicates: true });
        return r.count;
      });
      if (inserted > 0) fresh.push(c.pool);
    }
    return fresh;
  }

  async function syncFactory(account: string, fromLt: bigint): Promise<SyncResult> {
    let lt = fromLt;
    let transactions = 0;
    let events = 0;
    for (;;) {
      const txs = await tonapi.accountTransactions(account, lt, config.syncPageSize);
      if (txs.length === 0) break;
      for (const tx of txs) {
        // pools are registered before the cursor passes the transaction that created them
        const created = await poolsCreatedBy(tx);
        const fresh = await registerPools(created, tx.utime);
        await db.$transaction((t) => advanceCursor(t, { account, lt: ltOf(tx.lt), txHash: tx.hash }));
        lt = ltOf(tx.lt);
        transactions++;
        events += created.length;
        if (fresh.length > 0) {
          log.info('pools discovered', { pools: fresh });
          deps.onAccountsChanged();
          for (const pool of fresh)
            await queues[QueueName.AccountSync].add(QueueName.AccountSync, { account: pool });
        }
      }
      if (txs.length < config.syncPageSize) break;
    }
    return { transactions, events };
  }

  async function syncPool(account: string, fromLt: bigint): Promise<SyncResult> {
    const pool = await poolContext(account);
    if (!pool) return { transactions: 0, events: 0, skipped: true };
    let lt = fromLt;
    let transactions = 0;
    let events = 0;
    for (;;) {
      const txs = await tonapi.accountTransactions(account, lt, config.syncPageSize);
      if (txs.length === 0) break;
      const rows = txs.flatMap((tx) => poolEventRows(tx, pool));
      const last = txs[txs.length - 1]!;
      await db.$transaction(
        (t) => storePoolRows(t, pool, rows, { account, lt: ltOf(last.lt), txHash: last.hash }),
        { timeout: 30_000 },
      );
      lt = ltOf(last.lt);
      transactions += txs.length;
      events += rows.length;
      // trace records are settled from the whole trace; the poller re-enqueues any job lost here
      const hashes = [...new Set(rows.filter((r) => r.type !== 'pool_created').map((r) => r.txHash))];
      if (hashes.length > 0) {
        await queues[QueueName.TraceIngest].addBulk(
          hashes.map((txHash) => ({
            name: QueueName.TraceIngest,
            data: { txHash },
            opts: { jobId: jobId('trace', txHash) },
          })),
        );
      }
      if (txs.length < config.syncPageSize) break;
    }
    return { transactions, events };
  }

  return {
    async sync(account: string, wakeLt?: bigint): Promise<SyncResult> {
      const cursor = await db.indexerCursor.findUnique({ where: { account } });
      if (!cursor) return { transactions: 0, events: 0, skipped: true };
      const from = toBigInt(cursor.lastLt);
      if (wakeLt !== undefined && from >= wakeLt) return { transactions: 0, events: 0, skipped: true };
      return account === config.factory ? syncFactory(account, from) : syncPool(account, from);
    },
  };
}

export type AccountSync = ReturnType<typeof createAccountSync>;
