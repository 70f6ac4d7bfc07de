import {
  type ActivityEvent,
  type ChartInterval,
  type Pool,
  type PoolChartPoint,
  type PoolGroup,
  type PoolSortBy,
  type PoolStatus,
  type PoolToken,
  type PoolType,
  RefundReasonSchema,
  type SearchPool,
  type SortDirection,
} from '@atoll/shared';
import { CANDLE_INTERVALS, type CandleInterval, type PoolEventColumns } from '@atoll/db';
import { rawAddressOf } from '../../lib/address.fns';
import { formatFixed, parseFixed, sumDecimals, trimDecimal } from '@atoll/chain';
import { USD_SCALE, usdValue } from '@atoll/db';
import type { TokenRecord } from '../tokens/tokens.fns';
import { type HopRecord, withRoute } from '../users/route.fns';

/** A pool row with both tokens, Prisma-free: amounts as bigint, USD values and prices as decimal text. */
export interface PoolRecord {
  address: string;
  curve: 'constant_product' | 'stable';
  feeBps: number;
  reserve0: bigint;
  reserve1: bigint;
  lpSupply: bigint;
  tvlUsd: string;
  volume24hUsd: string;
  fees24hUsd: string;
  apr: string;
  price: string;
  /** From the pool's own logs, checked by the indexer's reconcile against get_pool_data. */
  status: PoolStatus;
  createdAt: Date;
  updatedAt: Date;
  token0: TokenRecord;
  token1: TokenRecord;
}

function poolType(curve: PoolRecord['curve']): PoolType {
  // The contracts deploy constant-product pools only; 'stable' is reserved in the database enum.
  if (curve !== 'constant_product') throw new Error(`pool curve '${curve}' is not served by the API`);
  return curve;
}

export function toPoolToken(token: TokenRecord): PoolToken {
  return {
    address: token.address,
    symbol: token.symbol,
    icon_url: token.iconUrl,
    decimals: token.decimals,
    verified: token.verified,
    verification: token.verification,
    is_scam: token.isScam,
  };
}

/** A pool as a search group lists it; token_x is the pool's asset0, token_y its asset1 (the contract's order). */
export function toSearchPool(pool: PoolRecord): SearchPool {
  return {
    address: pool.address,
    fee_bps: pool.feeBps,
    token_x: toPoolToken(pool.token0),
    token_y: toPoolToken(pool.token1),
    reserve_x: pool.reserve0.toString(),
    reserve_y: pool.reserve1.toString(),
    tvl: trimDecimal(pool.tvlUsd),
    volume_24h: trimDecimal(pool.volume24hUsd),
    fees_24h: trimDecimal(pool.fees24hUsd),
    apr: trimDecimal(pool.apr),
    status: pool.status,
  };
}

/** The pool page's pool: the search's fields, its curve, LP supply and `price` (y per x). */
export function toPool(pool: PoolRecord): Pool {
  return {
    ...toSearchPool(pool),
    type: poolType(pool.curve),
    lp_supply: pool.lpSupply.toString(),
    price: trimDecimal(pool.price),
  };
}

// ---- search ----

/** What a search query matches: an exact address (token or pool) when it parses as one, else text in symbol or name. */
export type PoolQuery =
  { kind: 'address'; address: string } | { kind: 'text'; pattern: string; needle: string } | null;

/** Parses the search box: raw or friendly addresses become database keys; text becomes an ILIKE pattern (escaped). */
export function parsePoolQuery(query: string | undefined): PoolQuery {
  const text = query?.trim() ?? '';
  if (text === '') return null;
  const address = rawAddressOf(text);
  if (address !== null) return { kind: 'address', address };
  return {
    kind: 'text',
    pattern: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    needle: text.toLowerCase(),
  };
}

/**
 * The search's filter in memory, as searchPools' SQL reads it: both tokens verified (flag or the caller's
 * list; `'any'`: every pool, as a search with include_unverified asks) and the query matching the pool's or a token's address, or a token's symbol or name (ILIKE:
 * case-insensitive, the text anywhere).
 */
export function poolMatches(
  pool: PoolRecord,
  verified: ReadonlySet<string> | 'any',
  query: PoolQuery,
): boolean {
  const trusted = (t: TokenRecord) => verified === 'any' || t.verified || verified.has(t.address);
  if (!trusted(pool.token0) || !trusted(pool.token1)) return false;
  if (query === null) return true;
  if (query.kind === 'address')
    return [pool.address, pool.token0.address, pool.token1.address].includes(query.address);
  return [pool.token0.symbol, pool.token0.name, pool.token1.symbol, pool.token1.name].some((text) =>
    text.toLowerCase().includes(query.needle),
  );
}

const USD_FIELD = { tvl: 'tvlUsd', volume_24h: 'volume24hUsd', fees_24h: 'fees24hUsd', apr: 'apr' } as const;

/** The first `max` pools in the order asked for (ties by address), as searchPools' SQL caps them. */
export function capPools(
  pools: readonly PoolRecord[],
  max: number,
  sortBy: PoolSortBy,
  sort: SortDirection,
): PoolRecord[] {
  if (pools.length <= max) return [...pools];
  const field = USD_FIELD[sortBy];
  const keyed = pools.map((item) => ({
    item,
    keys: sortKeysOf(parseFixed(item[field], USD_SCALE)),
    tie: item.address,
  }));
  return sortKeyed(keyed, sortBy, sort).slice(0, max);
}

const sortKeysOf = (value: bigint): SortKeys => ({
  tvl: value,
  volume_24h: value,
  fees_24h: value,
  apr: value,
});

const SORT_KEYS = ['tvl', 'volume_24h', 'fees_24h', 'apr'] as const satisfies readonly PoolSortBy[];
export type SortKeys = Record<PoolSortBy, bigint>;

/** The sortable values as fixed-point bigints, parsed once per item rather than in every comparison. */
function sortKeys(values: Pick<Pool, PoolSortBy>): SortKeys {
  return {
    tvl: parseFixed(values.tvl, USD_SCALE),
    volume_24h: parseFixed(values.volume_24h, USD_SCALE),
    fees_24h: parseFixed(values.fees_24h, USD_SCALE),
    apr: parseFixed(values.apr, USD_SCALE),
  };
}

function sortKeyed<T>(
  items: Array<{ item: T; keys: SortKeys; tie: string }>,
  sortBy: PoolSortBy,
  sort: SortDirection,
): T[] {
  const sign = sort === 'asc' ? 1 : -1;
  items.sort((a, b) => {
    const x = a.keys[sortBy];
    const y = b.keys[sortBy];
    if (x !== y) return x < y ? -sign : sign;
    return a.tie < b.tie ? -1 : a.tie > b.tie ? 1 : 0;
  });
  return items.map((entry) => entry.item);
}

/** A pool as the search holds it: its row, its answer form and its sort values, each made once per snapshot. */
export interface PreparedPool {
  record: PoolRecord;
  pool: SearchPool;
  keys: SortKeys;
}

export function preparePool(record: PoolRecord): PreparedPool {
  const pool = toSearchPool(record);
  return { record, pool, keys: sortKeys(pool) };
}

/** The first `max` prepared pools in the order asked for (ties by address), as capPools. */
export function capPrepared(
  pools: readonly PreparedPool[],
  max: number,
  sortBy: PoolSortBy,
  sort: SortDirection,
): PreparedPool[] {
  if (pools.length <= max) return [...pools];
  return sortKeyed(
    pools.map((item) => ({ item, keys: item.keys, tie: item.record.address })),
    sortBy,
    sort,
  ).slice(0, max);
}

/**
 * Groups pools by pair (asset0, asset1): sums of TVL, volume and fees, the best APR, the pools sorted
 * inside; groups sorted by the same field (ties by pair or pool address, so pages are stable).
 */
export function groupPools(
  pools: readonly PoolRecord[],
  sortBy: PoolSortBy,
  sort: SortDirection,
): PoolGroup[] {
  return groupPrepared(pools.map(preparePool), sortBy, sort);
}

/** groupPools over pools prepared once (the search snapshot's). */
export function groupPrepared(
  pools: readonly PreparedPool[],
  sortBy: PoolSortBy,
  sort: SortDirection,
): PoolGroup[] {
  const pairs = new Map<string, Array<{ item: SearchPool; keys: SortKeys; tie: string }>>();
  for (const { record, pool, keys } of pools) {
    const entry = { item: pool, keys, tie: pool.address };
    const key = `${record.token0.address}|${record.token1.address}`;
    const list = pairs.get(key);
    if (list) list.push(entry);
    else pairs.set(key, [entry]);
  }
  const groups: Array<{ item: PoolGroup; keys: SortKeys; tie: string }> = [];
  for (const [key, members] of pairs) {
    const first = members[0]!.item;
    const total = (field: PoolSortBy) => members.reduce((sum, m) => sum + m.keys[field], 0n);
    const keys: SortKeys = {
      tvl: total('tvl'),
      volume_24h: total('volume_24h'),
      fees_24h: total('fees_24h'),
      apr: members.reduce((best, m) => (m.keys.apr > best ? m.keys.apr : best), 0n),
    };
    const [tvl, volume, fees, apr] = SORT_KEYS.map((field) => formatFixed(keys[field], USD_SCALE));
    groups.push({
      item: {
        token_x: first.token_x,
        token_y: first.token_y,
        pools_count: members.length,
        tvl: tvl!,
        volume_24h: volume!,
        fees_24h: fees!,
        apr: apr!,
        pools: sortKeyed(members, sortBy, sort),
      },
      keys,
      tie: key,
    });
  }
  return sortKeyed(groups, sortBy, sort);
}

/** One page of a list (1-based). */
export function pageOf<T>(items: readonly T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size);
}

// ---- activity events ----

/** A PoolEvent row with its pool's assets, Prisma-free. */
export interface PoolEventRecord extends PoolEventColumns {
  type:
    | 'pool_created'
    | 'swap'
    | 'swap_refunded'
    | 'liquidity_added'
    | 'liquidity_removed'
    | 'liquidity_refunded';
  asset0: string;
  asset1: string;
  queryId: string;
}

const amount = (value: bigint | null) => (value ?? 0n).toString();

/**
 * docs/product-spec.md §3 "Activity event". Refunds are the swap / liquidity event with success false and `refund`
 * (packages/shared decision); a refunded liquidity operation that returned LP tokens was a removal.
 * Pool creation is not user activity: null. A routed swap's root gets the hops after it (users/route.fns.ts).
 */
export function toActivityEvent(
  event: PoolEventRecord,
  hops: readonly HopRecord[] = [],
): ActivityEvent | null {
  const base = {
    timestamp: Math.floor(event.timestamp.getTime() / 1000),
    tx_hash: event.txHash,
    pool: event.poolAddress,
    success: event.success,
    query_id: event.queryId,
    gas_used: event.gasUsed.toString(),
    token_x: event.asset0,
    token_y: event.asset1,
  };
  const reason = RefundReasonSchema.safeParse(event.refundReason);
  const refundReason = reason.success ? reason.data : 'unknown';

  switch (event.type) {
    case 'pool_created':
      return null;
    case 'swap':
    case 'swap_refunded': {
      const isX = event.zeroForOne ?? true;
      const swap = {
        ...base,
        type: 'swap' as const,
        amount_in: amount(event.amountIn),
        amount_out: amount(event.amountOut),
        ...(event.amountInUsd !== null && { amount_in_usd: trimDecimal(event.amountInUsd) }),
        ...(event.amountOutUsd !== null && { amount_out_usd: trimDecimal(event.amountOutUsd) }),
        is_x: isX,
        receiver: event.receiver ?? event.userAddress,
      };
      if (event.type === 'swap') return withRoute(swap, event, hops);
      // what came back is what went in, on the side that went in
      const back = event.amountIn ?? 0n;
      return {
        ...swap,
        success: false,
        refund: {
          reason: refundReason,
          amount_x: (event.amount0 ?? (isX ? back : 0n)).toString(),
          amount_y: (event.amount1 ?? (isX ? 0n : back)).toString(),
          lp_tokens: '0',
        },
      };
    }
    case 'liquidity_added':
    case 'liquidity_removed':
    case 'liquidity_refunded': {
      const refundedRemoval = event.type === 'liquidity_refunded' && (event.lpAmount ?? 0n) > 0n;
      const type =
        event.type === 'liquidity_removed' || refundedRemoval ? 'remove_liquidity' : 'add_liquidity';
      const liquidity = {
        ...base,
        type,
        amount_x: amount(event.amount0),
        amount_y: amount(event.amount1),
        ...(event.amount0Usd !== null && { amount_x_usd: trimDecimal(event.amount0Usd) }),
        ...(event.amount1Usd !== null && { amount_y_usd: trimDecimal(event.amount1Usd) }),
      } as const;
      if (event.type !== 'liquidity_refunded') return liquidity;
      return {
        ...liquidity,
        success: false,
        refund: {
          reason: refundReason,
          amount_x: amount(event.amount0),
          amount_y: amount(event.amount1),
          lp_tokens: amount(event.lpAmount),
        },
      };
    }
  }
}

// ---- charts ----

const DAY = CANDLE_INTERVALS.d1 / 1000;
const seconds = (candle: CandleInterval) => CANDLE_INTERVALS[candle] / 1000;

/** Which candles a chart window reads (≤ ~720 points) and how far back, in unix seconds (null: from the start). */
export function chartWindow(
  interval: ChartInterval,
  now: number,
): { candle: CandleInterval; bucketSeconds: number; since: number | null } {
  switch (interval) {
    case '24h':
      return { candle: 'm5', bucketSeconds: seconds('m5'), since: now - DAY };
    case '7d':
      return { candle: 'h1', bucketSeconds: seconds('h1'), since: now - 7 * DAY };
    case '30d':
      return { candle: 'h1', bucketSeconds: seconds('h1'), since: now - 30 * DAY };
    case '1y':
      return { candle: 'd1', bucketSeconds: seconds('d1'), since: now - 365 * DAY };
    case 'all':
      return { candle: 'd1', bucketSeconds: seconds('d1'), since: null };
  }
}

export interface PoolCandleRecord {
  openTime: Date;
  open: string;
  high: string;
  low: string;
  close: string;
  volumeUsd: string;
  /** Reserves after the pool's last event before the bucket ended (null: none yet). */
  reserve0: bigint | null;
  reserve1: bigint | null;
}

/**
 * A chart point: the price candle (open, high, low, close; `price` is the close), the bucket's volume, fees at the pool's tier, and TVL from the reserves
 * at the bucket's end valued at today's token prices (candles keep no per-token USD history per pool).
 */
export function toChartPoint(
  candle: PoolCandleRecord,
  pool: Pick<PoolRecord, 'feeBps' | 'token0' | 'token1'>,
): PoolChartPoint {
  const volume = parseFixed(candle.volumeUsd, USD_SCALE);
  const tvl =
    candle.reserve0 === null || candle.reserve1 === null
      ? '0'
      : sumDecimals(
          [
            usdValue(candle.reserve0, pool.token0.decimals, pool.token0.priceUsd),
            usdValue(candle.reserve1, pool.token1.decimals, pool.token1.priceUsd),
          ],
          USD_SCALE,
        );
  return {
    time: Math.floor(candle.openTime.getTime() / 1000),
    price: trimDecimal(candle.close),
    open: trimDecimal(candle.open),
    high: trimDecimal(candle.high),
    low: trimDecimal(candle.low),
    close: trimDecimal(candle.close),
    tvl,
    volume: formatFixed(volume, USD_SCALE),
    fees: formatFixed((volume * BigInt(pool.feeBps)) / 10_000n, USD_SCALE),
  };
}
