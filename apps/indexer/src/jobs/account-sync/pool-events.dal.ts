import { type Db, Prisma, toDecimal } from '@atoll/db';
import { poolPrice } from '@atoll/db';
import { mergePoolCandles } from '../prices/candles.dal';
import { isPoolLifecycle, type PoolEventRow, poolStatusOf } from './pool-events.fns';

// Writes of account-sync. A page of rows is a handful of statements whatever its size: the events and
// the Partial trace records go in as one INSERT each over unnest(arrays), so the cost per event is a few
// array entries rather than a query (or a Prisma createMany, whose query planning grows with the rows).
//
// Lock order (README, "Lock order"): every transaction of the indexer takes its row locks table by table
// in one global order, and rows of one table in key order, so two of them never wait on each other:
//   indexer_cursors (new ones in account order, then the account's own) → pool_events / order_events
//   (their foreign key share-locks the pool's or order's row) → pools / orders → positions →
//   trace_records → candles.
// A page of a pool and its providers' LP-wallet syncs used to meet the other way round (positions, then
// the LP wallets' cursors, against cursor, then position): Postgres "deadlock detected" under the market
// bots (issue 19; tests/lock-order.test.ts).

type Tx = Prisma.TransactionClient;

const str = (v: bigint | null) => (v === null ? null : v.toString());

/**
 * Inserts the rows; a row already stored (same tx_hash and event_index) is left as it is. Returns the
 * rows that were new.
 */
export async function insertPoolEvents(tx: Tx | Db, rows: PoolEventRow[]): Promise<PoolEventRow[]> {
  if (rows.length === 0) return [];
  const col = <T>(f: (r: PoolEventRow) => T) => rows.map(f);
  const inserted = await tx.$queryRaw<Array<{ tx_hash: string; event_index: number }>>`
    INSERT INTO pool_events (tx_hash, event_index, lt, pool_address, seqno, type, query_id, user_address,
      receiver, zero_for_one, amount_in, amount_out, amount0, amount1, lp_amount, amount_in_usd,
      amount_out_usd, amount0_usd, amount1_usd, reserve0_after, reserve1_after, lp_supply_after,
      refund_reason, success, gas_used, timestamp, prev_pool)
    SELECT * FROM unnest(
      ${col((r) => r.txHash)}::text[], ${col((r) => r.eventIndex)}::int[], ${col((r) => r.lt.toString())}::numeric[],
      ${col((r) => r.poolAddress)}::text[], ${col((r) => String(r.seqno))}::bigint[],
      ${col((r) => r.type)}::pool_event_type[], ${col((r) => r.queryId.toString())}::numeric[],
      ${col((r) => r.userAddress)}::text[], ${col((r) => r.receiver)}::text[], ${col((r) => r.zeroForOne)}::boolean[],
      ${col((r) => str(r.amountIn))}::numeric[], ${col((r) => str(r.amountOut))}::numeric[],
      ${col((r) => str(r.amount0))}::numeric[], ${col((r) => str(r.amount1))}::numeric[],
      ${col((r) => str(r.lpAmount))}::numeric[], ${col((r) => r.amountInUsd)}::numeric[],
      ${col((r) => r.amountOutUsd)}::numeric[], ${col((r) => r.amount0Usd)}::numeric[],
      ${col((r) => r.amount1Usd)}::numeric[], ${col((r) => r.reserve0After.toString())}::numeric[],
      ${col((r) => r.reserve1After.toString())}::numeric[], ${col((r) => r.lpSupplyAfter.toString())}::numeric[],
      ${col((r) => r.refundReason)}::text[], ${col((r) => r.success)}::boolean[],
      ${col((r) => r.gasUsed.toString())}::bigint[], ${col((r) => r.timestamp.toISOString())}::timestamptz[],
      ${col((r) => r.prevPool)}::text[])
    ON CONFLICT (tx_hash, event_index) DO NOTHING
    RETURNING tx_hash, event_index`;
  const fresh = new Set(inserted.map((r) => `${r.tx_hash}/${r.event_index}`));
  return rows.filter((r) => fresh.has(`${r.txHash}/${r.eventIndex}`));
}

/**
 * Recomputes the deposits and withdrawals of positions from the liquidity events: sums, so replays and
 * any order give the same row. The LP balance is the LP wallet's (storeLpBalance); a new row starts from
 * the events' sum until that wallet is read.
 */
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
    ORDER BY user_address
    ON CONFLICT (user_address, pool_address) DO UPDATE SET
      deposited0 = EXCLUDED.deposited0, deposited1 = EXCLUDED.deposited1,
      withdrawn0 = EXCLUDED.withdrawn0, withdrawn1 = EXCLUDED.withdrawn1, updated_at = now()`;
}

/** A position's LP balance as its LP wallet holds it (a holder who never added liquidity gets a row too). */
export async function storeLpBalance(
  tx: Tx | Db,
  p: { owner: string; pool: string; balance: bigint },
): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO positions (user_address, pool_address, lp_balance, updated_at)
    VALUES (${p.owner}, ${p.pool}, ${p.balance.toString()}::numeric, now())
    ON CONFLICT (user_address, pool_address) DO UPDATE SET lp_balance = EXCLUDED.lp_balance, updated_at = now()`;
}

/** Starts following accounts (a cursor from the beginning); returns those that were not followed yet. */
export async function followAccounts(tx: Tx | Db, accounts: string[]): Promise<string[]> {
  if (accounts.length === 0) return [];
  const rows = await tx.$queryRaw<Array<{ account: string }>>`
    INSERT INTO indexer_cursors (account, last_lt, updated_at)
    SELECT a, 0, now() FROM unnest(${accounts}::text[]) AS a ORDER BY a
    ON CONFLICT (account) DO NOTHING
    RETURNING account`;
  return rows.map((r) => r.account);
}

/**
 * An unverified Partial record for each operation seen in the rows, keyed by the log's transaction: the
 * traces trace-ingest must still read (it replaces them with the verified record of the trace's owner).
 */
export async function insertPartialTraceRecords(tx: Tx | Db, rows: PoolEventRow[]): Promise<void> {
  const byKey = new Map<string, PoolEventRow>();
  for (const r of rows) if (!isPoolLifecycle(r)) byKey.set(`${r.userAddress}/${r.queryId}`, r);
  if (byKey.size === 0) return;
  const ops = [...byKey.values()];
  await tx.$executeRaw`
    INSERT INTO trace_records (account, query_id, root_tx_hash)
    SELECT * FROM unnest(${ops.map((r) => r.userAddress)}::text[], ${ops.map((r) => r.queryId.toString())}::numeric[],
      ${ops.map((r) => r.txHash)}::text[]) AS r(account, query_id, root_tx_hash)
    ORDER BY account, query_id, root_tx_hash
    ON CONFLICT (account, query_id, root_tx_hash) DO NOTHING`;
}

/** Moves the cursor forward (never back); true when it moved. */
export async function advanceCursor(
  tx: Tx,
  cursor: { account: string; lt: bigint; txHash: string },
): Promise<boolean> {
  const r = await tx.indexerCursor.updateMany({
    where: { account: cursor.account, lastLt: { lt: toDecimal(cursor.lt) } },
    data: { lastLt: toDecimal(cursor.lt), lastTxHash: cursor.txHash },
  });
  return r.count > 0;
}

const newest = (rows: PoolEventRow[]): PoolEventRow | null =>
  rows.reduce<PoolEventRow | null>((a, r) => (!a || r.seqno > a.seqno ? r : a), null);

/**
 * The pool row after a page: reserves from the newest log that carries them, status from the newest
 * pool_created / pool_ready / pool_failed. Each is applied in seqno order and only over an older
 * `lastSeqno`, so a replayed or older page never overwrites a newer state.
 */
async function applyPoolState(
  tx: Tx,
  pool: { address: string; decimals0: number; decimals1: number },
  rows: PoolEventRow[],
): Promise<void> {
  const reserves = newest(
    rows.filter((r) => ['swap', 'liquidity_added', 'liquidity_removed', 'reserves_changed'].includes(r.type)),
  );
  const status = newest(rows.filter((r) => poolStatusOf(r.type) !== null));
  const updates = [reserves, status].filter((r) => r !== null).sort((a, b) => a.seqno - b.seqno);
  for (const r of updates) {
    const data =
      r === reserves
        ? {
            reserve0: toDecimal(r.reserve0After),
            reserve1: toDecimal(r.reserve1After),
            lpSupply: toDecimal(r.lpSupplyAfter),
            price: poolPrice(r.reserve0After, r.reserve1After, pool.decimals0, pool.decimals1),
          }
        : { status: poolStatusOf(r.type)! };
    await tx.pool.updateMany({
      where: { address: pool.address, lastSeqno: { lt: BigInt(r.seqno) } },
      data: { ...data, lastSeqno: BigInt(r.seqno) },
    });
  }
}

/**
 * Writes one page of a pool's rows, starts following the LP wallets of its liquidity providers, and
 * moves the cursor, in the caller's transaction. Returns the LP wallets that were not followed yet.
 */
export async function storePoolRows(
  tx: Tx,
  pool: { address: string; decimals0: number; decimals1: number },
  rows: PoolEventRow[],
  cursor: { account: string; lt: bigint; txHash: string } | null,
  lpWallets: string[] = [],
): Promise<string[]> {
  // the cursor phase first (LOCK_ORDER): an LP wallet's sync holds its cursor while it writes the position
  const followed = await followAccounts(tx, lpWallets);
  if (cursor) await advanceCursor(tx, cursor);
  if (rows.length > 0) {
    const fresh = await insertPoolEvents(tx, rows);
    await applyPoolState(tx, pool, rows);
    const lpUsers = [
      ...new Set(
        rows
          .filter((r) => r.type === 'liquidity_added' || r.type === 'liquidity_removed')
          .map((r) => r.userAddress),
      ),
    ];
    await recomputePositions(tx, pool.address, lpUsers);
    // an operation we have seen part of is Partial until its trace is settled (trace-ingest)
    await insertPartialTraceRecords(tx, rows);
    await mergePoolCandles(tx, pool, fresh);
  }
  return followed;
}
