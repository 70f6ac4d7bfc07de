import { type Db, Prisma, toBigInt } from '@atoll/db';
import type { PoolSortBy, SortDirection } from '@atoll/shared';
import { toTokenRecord } from '../tokens/tokens.dal';
import type { TokenRecord } from '../tokens/tokens.fns';
import type { PoolEventRecord, PoolQuery, PoolRecord } from './pools.fns';

// Reads of pools and their events, shared by the pools, users and public price modules.

const withTokens = { token0: true, token1: true } as const;
type PoolRow = Prisma.PoolGetPayload<{ include: typeof withTokens }>;

export function toPoolRecord(row: PoolRow): PoolRecord {
  return {
    address: row.address,
    curve: row.curve,
    feeBps: row.feeBps,
    reserve0: toBigInt(row.reserve0),
    reserve1: toBigInt(row.reserve1),
    lpSupply: toBigInt(row.lpSupply),
    tvlUsd: row.tvlUsd.toFixed(),
    volume24hUsd: row.volume24hUsd.toFixed(),
    fees24hUsd: row.fees24hUsd.toFixed(),
    apr: row.apr.toFixed(),
    price: row.price.toFixed(),
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    token0: toTokenRecord(row.token0),
    token1: toTokenRecord(row.token1),
  };
}

export async function findPool(db: Db, address: string): Promise<PoolRecord | null> {
  const row = await db.pool.findUnique({ where: { address }, include: withTokens });
  return row ? toPoolRecord(row) : null;
}

export async function findPools(
  db: Db,
  where: Prisma.PoolWhereInput,
  orderBy?: Prisma.PoolOrderByWithRelationInput[],
): Promise<PoolRecord[]> {
  const rows = await db.pool.findMany({ where, include: withTokens, orderBy });
  return rows.map(toPoolRecord);
}

/** The SQL condition that keeps the candles `c` of a chart window from its start on (chartWindow's `since`). */
export function candlesSince(since: number | null): Prisma.Sql {
  return since === null ? Prisma.empty : Prisma.sql`AND c.open_time >= ${new Date(since * 1000)}`;
}

/** One pool of a search as Postgres writes it: a JSON array (numbers as text, so nothing passes through a float). */
type SearchRow = [
  address: string,
  curve: 'constant_product' | 'stable',
  feeBps: number,
  reserve0: string,
  reserve1: string,
  lpSupply: string,
  tvlUsd: string,
  volume24hUsd: string,
  fees24hUsd: string,
  apr: string,
  price: string,
  createdAt: string,
  updatedAt: string,
  ...token0: SearchToken,
  ...token1: SearchToken,
  status: PoolRecord['status'],
];
type SearchToken = [
  address: string,
  symbol: string,
  name: string,
  iconUrl: string | null,
  decimals: number,
  verified: boolean,
  isMeme: boolean,
  priceUsd: string,
  verification: TokenRecord['verification'],
  isScam: boolean,
];

const tokenOf = (t: SearchToken): TokenRecord => ({
  address: t[0],
  symbol: t[1],
  name: t[2],
  iconUrl: t[3],
  decimals: t[4],
  verified: t[5],
  isMeme: t[6],
  priceUsd: t[7],
  verification: t[8],
  isScam: t[9],
});

/** Fixed column names per sort key: the only text spliced into the search's SQL. */
const SORT_COLUMNS: Readonly<Record<PoolSortBy, string>> = {
  tvl: 'p.tvl_usd',
  volume_24h: 'p.volume_24h_usd',
  fees_24h: 'p.fees_24h_usd',
  apr: 'p.apr',
};

/**
 * The pools a search lists, in one query: both tokens verified (flag or the caller's list) and, with a
 * query, an address equal to the pool or either token, or the text in a token's symbol or name. Postgres
 * returns the rows as one JSON text (numbers as strings): a thousand pools cost one JSON.parse instead of
 * thirty thousand driver values.
 */
export async function searchPools(
  db: Db,
  verified: readonly string[] | 'any',
  query: PoolQuery,
  cap: { maxRows: number; sortBy: PoolSortBy; sort: SortDirection },
): Promise<PoolRecord[]> {
  const match =
    query === null
      ? Prisma.empty
      : query.kind === 'address'
        ? Prisma.sql`AND (p.address = ${query.address} OR p.asset0 = ${query.address} OR p.asset1 = ${query.address})`
        : Prisma.sql`AND (t0.symbol ILIKE ${query.pattern} OR t0.name ILIKE ${query.pattern} OR t1.symbol ILIKE ${query.pattern} OR t1.name ILIKE ${query.pattern})`;
  // 'any': every pool whatever its tokens (the search snapshot, which filters in memory)
  const list = verified === 'any' ? [] : (verified as string[]);
  const trusted =
    verified === 'any'
      ? Prisma.empty
      : Prisma.sql`AND (t0.verified OR t0.address = ANY(${list}::text[])) AND (t1.verified OR t1.address = ANY(${list}::text[]))`;
  const [result] = await db.$queryRaw<Array<{ rows: string }>>`
    SELECT coalesce(json_agg(json_build_array(
             p.address, p.curve, p.fee_bps, p.reserve0::text, p.reserve1::text, p.lp_supply::text, p.tvl_usd::text,
             p.volume_24h_usd::text, p.fees_24h_usd::text, p.apr::text, p.price::text, p.created_at, p.updated_at,
             t0.address, t0.symbol, t0.name, t0.icon_url, t0.decimals, t0.verified, t0.is_meme, t0.price_usd::text,
             t0.verification, t0.is_scam,
             t1.address, t1.symbol, t1.name, t1.icon_url, t1.decimals, t1.verified, t1.is_meme, t1.price_usd::text,
             t1.verification, t1.is_scam,
             p.status
           )), '[]')::text AS rows
    FROM (
      -- at most maxRows pools, the first ones in the order asked for: a search's cost is bounded whatever
      -- the table holds
      SELECT p.address FROM pools p
      JOIN tokens t0 ON t0.address = p.asset0
      JOIN tokens t1 ON t1.address = p.asset1
      WHERE true ${trusted}
        ${match}
      ORDER BY ${Prisma.raw(SORT_COLUMNS[cap.sortBy])} ${Prisma.raw(cap.sort === 'asc' ? 'ASC' : 'DESC')}, p.address
      LIMIT ${cap.maxRows}
    ) hit
    JOIN pools p ON p.address = hit.address
    JOIN tokens t0 ON t0.address = p.asset0
    JOIN tokens t1 ON t1.address = p.asset1`;
  const rows = JSON.parse(result?.rows ?? '[]') as SearchRow[];
  return rows.map((r) => ({
    address: r[0],
    curve: r[1],
    feeBps: r[2],
    reserve0: BigInt(r[3]),
    reserve1: BigInt(r[4]),
    lpSupply: BigInt(r[5]),
    tvlUsd: r[6],
    volume24hUsd: r[7],
    fees24hUsd: r[8],
    apr: r[9],
    price: r[10],
    createdAt: new Date(r[11]),
    updatedAt: new Date(r[12]),
    token0: tokenOf(r.slice(13, 23) as SearchToken),
    token1: tokenOf(r.slice(23, 33) as SearchToken),
    status: r[33],
  }));
}

/** One activity row as Postgres writes it (EVENT_ROW): a JSON array, numbers as text. */
export type EventRow = [
  txHash: string,
  type: PoolEventRecord['type'],
  poolAddress: string,
  asset0: string,
  asset1: string,
  queryId: string,
  userAddress: string,
  receiver: string | null,
  zeroForOne: boolean | null,
  amountIn: string | null,
  amountOut: string | null,
  amount0: string | null,
  amount1: string | null,
  lpAmount: string | null,
  amountInUsd: string | null,
  amountOutUsd: string | null,
  amount0Usd: string | null,
  amount1Usd: string | null,
  refundReason: string | null,
  success: boolean,
  gasUsed: string,
  timestamp: string,
  lt: string,
  eventIndex: number,
];

const big = (value: string | null) => (value === null ? null : BigInt(value));

export function toPoolEventRecord(r: EventRow): PoolEventRecord {
  return {
    txHash: r[0],
    type: r[1],
    poolAddress: r[2],
    asset0: r[3],
    asset1: r[4],
    queryId: r[5],
    userAddress: r[6],
    receiver: r[7],
    zeroForOne: r[8],
    amountIn: big(r[9]),
    amountOut: big(r[10]),
    amount0: big(r[11]),
    amount1: big(r[12]),
    lpAmount: big(r[13]),
    amountInUsd: r[14],
    amountOutUsd: r[15],
    amount0Usd: r[16],
    amount1Usd: r[17],
    refundReason: r[18],
    success: r[19],
    gasUsed: BigInt(r[20]),
    timestamp: new Date(r[21]),
  };
}

/** A user's operations: a pool's lifecycle logs (created, ready, failed) and bounce corrections are not. */
const ACTIVITY = Prisma.sql`type NOT IN ('pool_created', 'pool_ready', 'pool_failed', 'reserves_changed')`;

/**
 * The wallet's own operations: an event counts for its user only when the indexer verified, from the
 * fetched trace, that the user's own external-in message started it (issue 13). Anyone can emit a real
 * swap whose log names another wallet as user; such an event is in no verified record of that wallet.
 * `own_operation` says so per row (kept by triggers of migration 0011_own_operation from trace_records),
 * so a wallet's activity (with OPERATION_ROOT and ACTIVITY: the predicate of the partial indexes, as written
 * in schema.prisma) is read from pool_events_own_activity_idx alone (pages) and its total is an index-only
 * count of pool_events_own_activity_count_idx.
 */
const OWN_OPERATION = Prisma.sql`e.own_operation`;

/** Where an event sits in the activity order (timestamp, lt, event index; all descending). */
export interface EventKey {
  /** The timestamp as Postgres wrote it (full precision, with its offset). */
  timestamp: string;
  lt: string;
  eventIndex: number;
}

/** Which rows a page reads: from an offset, or after an event's key (keyset: a range read of the index). */
export type EventPageAt = { offset: number } | { after: EventKey };

/** An operation's first step: a routed swap's later pools (prev_pool set) are read with it (users/). */
const OPERATION_ROOT = Prisma.sql`e.prev_pool IS NULL`;

const ownerOf = (where: { userAddress: string } | { poolAddress: string }) =>
  'userAddress' in where
    ? Prisma.sql`e.user_address = ${where.userAddress} AND ${OPERATION_ROOT} AND ${OWN_OPERATION}`
    : Prisma.sql`e.pool_address = ${where.poolAddress}`;

/** The count behind eventTotal (exported for the benchmark's EXPLAIN). */
export const eventTotalSql = (where: { userAddress: string } | { poolAddress: string }) =>
  Prisma.sql`SELECT count(*)::int AS total FROM pool_events e WHERE ${ownerOf(where)} AND ${ACTIVITY}`;

/** How many activity events the wallet or pool has (what the page info's total counts). */
export async function eventTotal(
  db: Db,
  where: { userAddress: string } | { poolAddress: string },
): Promise<number> {
  const [result] = await db.$queryRaw<Array<{ total: number }>>(eventTotalSql(where));
  return result?.total ?? 0;
}

/**
 * A page of activity (pool creations are not activity), newest first, each event's key and its last one;
 * the total too unless `withTotal` is false, in the same round trip. The (user|pool, timestamp desc, …)
 * indexes serve both. A wallet's page lists only its own operations.
 */
export async function eventPage(
  db: Db,
  where: { userAddress: string } | { poolAddress: string },
  at: EventPageAt,
  size: number,
  withTotal = true,
): Promise<{ total: number | null; events: PoolEventRecord[]; keys: EventKey[]; last: EventKey | null }> {
  const [result] = await db.$queryRaw<Array<{ total: number | null; events: string }>>(
    eventPageSql(where, at, size, withTotal),
  );
  const rows = JSON.parse(result?.events ?? '[]') as EventRow[];
  const keys = rows.map((r) => ({ timestamp: r[21], lt: r[22], eventIndex: r[23] }));
  return {
    total: result?.total ?? null,
    events: rows.map(toPoolEventRecord),
    keys,
    last: keys.at(-1) ?? null,
  };
}

/** An EventRow's columns, of pool_events `e` joined with its pool `p`. */
export const EVENT_ROW = Prisma.sql`
  e.tx_hash, e.type, e.pool_address, p.asset0, p.asset1, e.query_id::text, e.user_address, e.receiver,
  e.zero_for_one, e.amount_in::text, e.amount_out::text, e.amount0::text, e.amount1::text, e.lp_amount::text,
  e.amount_in_usd::text, e.amount_out_usd::text, e.amount0_usd::text, e.amount1_usd::text, e.refund_reason,
  e.success, e.gas_used::text, e.timestamp, e.lt::text, e.event_index`;

/** The query behind eventPage (exported for the benchmark's EXPLAIN). */
export function eventPageSql(
  where: { userAddress: string } | { poolAddress: string },
  at: EventPageAt,
  size: number,
  withTotal: boolean,
): Prisma.Sql {
  const owner = ownerOf(where);
  const range =
    'after' in at
      ? Prisma.sql`AND (e.timestamp, e.lt, e.event_index) < (${at.after.timestamp}::timestamptz, ${at.after.lt}::numeric, ${at.after.eventIndex}::int)`
      : Prisma.empty;
  const total = withTotal
    ? Prisma.sql`(SELECT count(*) FROM pool_events e WHERE ${owner} AND ${ACTIVITY})::int`
    : Prisma.sql`NULL::int`;
  return Prisma.sql`
    SELECT
      ${total} AS total,
      coalesce((
        SELECT json_agg(json_build_array(${EVENT_ROW}) ORDER BY e.timestamp DESC, e.lt DESC, e.event_index DESC)
        FROM (
          -- the page's keys only: an offset's rows are sorted narrow, then the page's rows read by key
          SELECT e.tx_hash, e.event_index FROM pool_events e WHERE ${owner} AND ${ACTIVITY} ${range}
          ORDER BY e.timestamp DESC, e.lt DESC, e.event_index DESC
          OFFSET ${'offset' in at ? at.offset : 0} LIMIT ${size}
        ) k
        JOIN pool_events e ON e.tx_hash = k.tx_hash AND e.event_index = k.event_index
        JOIN pools p ON p.address = e.pool_address
      ), '[]')::text AS events`;
}
