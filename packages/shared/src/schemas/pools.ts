import { POOL_STATUS_NAMES, type PoolStatusName } from '@atoll/contracts/protocol';
import { z } from 'zod/mini';
import {
  AddressSchema,
  ChartIntervalSchema,
  DecimalSchema,
  HashSchema,
  NanoAmountSchema,
  pagedResultOf,
  QueryIdSchema,
  resultOf,
  TokenDecimalsSchema,
  UnixTimeSchema,
  UsdSchema,
} from './common';
import { REFUND_REASONS, type RefundReason } from '../refund-reasons';
import { tokenSafetyFields, TokenSchema } from './tokens';

// Pools (docs/product-spec.md §3 "Pool group (search)", §7 pools list) and their activity events (§3
// "Activity event"; also used by GET /users/events, which imports them from here).

export const PoolTypeSchema = z.enum(['constant_product']);
export type PoolType = z.infer<typeof PoolTypeSchema>;

/** A pool's token as lists show it. */
export const PoolTokenSchema = z.object({
  address: AddressSchema,
  symbol: z.string(),
  icon_url: z.nullable(z.string()),
  decimals: TokenDecimalsSchema,
  /** Verified (the token list's flag): the pools list shows other pools only when asked, labelled. */
  verified: z.boolean(),
  ...tokenSafetyFields,
});
export type PoolToken = z.infer<typeof PoolTokenSchema>;

/**
 * Where a pool is in its life (the pool's `pool_ready` / `pool_failed` logs): only a READY pool trades.
 * Optional until the API fills it: a client then takes a pool with non-zero reserves as ready. The contracts'
 * statuses but `new`, which the indexer reports as `discovering` (a new pool starts discovery at once).
 */
export const PoolStatusSchema = z.enum(
  POOL_STATUS_NAMES.filter((status): status is Exclude<PoolStatusName, 'new'> => status !== 'new'),
);
export type PoolStatus = z.infer<typeof PoolStatusSchema>;

/**
 * A pool as a search group lists it (`POST /pools/search`): what the pools list, the header search and the
 * swap's routing read. `type`, `lp_supply` and `price` are the pool page's only (issue 17: fields no screen
 * read, dropped from the search answer).
 */
export const SearchPoolSchema = z.object({
  address: AddressSchema,
  /** Swap fee in basis points (contracts/dex/fees.tolk tiers 1, 5, 30, 100). */
  fee_bps: z.int().check(z.minimum(0), z.maximum(10_000)),
  token_x: PoolTokenSchema,
  token_y: PoolTokenSchema,
  reserve_x: NanoAmountSchema,
  reserve_y: NanoAmountSchema,
  tvl: UsdSchema,
  volume_24h: UsdSchema,
  fees_24h: UsdSchema,
  /** Fee APR over the last 24 h, annualised, in percent. */
  apr: DecimalSchema,
  status: z.optional(PoolStatusSchema),
});
export type SearchPool = z.infer<typeof SearchPoolSchema>;

/** `GET /pools/{address}` → `{ result: Pool }`; also a position's pool. */
export const PoolSchema = z.extend(SearchPoolSchema, {
  type: PoolTypeSchema,
  lp_supply: NanoAmountSchema,
  /** Whole token_y per whole token_x, from the reserves. */
  price: DecimalSchema,
});
export type Pool = z.infer<typeof PoolSchema>;
export const PoolResponseSchema = resultOf(PoolSchema);
export type PoolResponse = z.infer<typeof PoolResponseSchema>;

export const PoolGroupSchema = z.object({
  token_x: PoolTokenSchema,
  token_y: PoolTokenSchema,
  pools_count: z.int().check(z.nonnegative()),
  tvl: UsdSchema,
  volume_24h: UsdSchema,
  fees_24h: UsdSchema,
  /** The best APR among the group's pools (what the list shows and sorts by). */
  apr: DecimalSchema,
  pools: z.array(SearchPoolSchema),
});
export type PoolGroup = z.infer<typeof PoolGroupSchema>;

export const PoolSortBySchema = z.enum(['tvl', 'volume_24h', 'fees_24h', 'apr']);
export type PoolSortBy = z.infer<typeof PoolSortBySchema>;
export const SortDirectionSchema = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof SortDirectionSchema>;

export const POOL_SEARCH_MAX_SIZE = 1000;

/** `POST /pools/search` body. The web app sends page 1, size 1000, desc by tvl, and its custom tokens. */
export const PoolSearchRequestSchema = z.strictObject({
  page: z._default(z.int().check(z.minimum(1)), 1),
  size: z._default(z.int().check(z.minimum(1), z.maximum(POOL_SEARCH_MAX_SIZE)), POOL_SEARCH_MAX_SIZE),
  sort: z._default(SortDirectionSchema, 'desc'),
  sort_by: z._default(PoolSortBySchema, 'tvl'),
  /**
   * Tokens the user added by hand: their pools are listed as if the tokens were verified. The search lists
   * only pools whose two tokens are both verified (the token list's flag) or named here.
   */
  verified_tokens: z._default(z.array(AddressSchema).check(z.maxLength(POOL_SEARCH_MAX_SIZE)), []),
  /**
   * Also the pools with an unverified token, each token carrying its flags (issue 18): the web app asks for
   * every pool once, so that its pools list (verified or custom unless the user unticks the box), its search
   * and its swap routes read one answer and never disagree about whether a pool exists.
   */
  include_unverified: z._default(z.boolean(), false),
  /** Matched against token name, symbol and address, and the pool address. */
  query: z.optional(z.string().check(z.maxLength(128))),
});
export type PoolSearchRequest = z.infer<typeof PoolSearchRequestSchema>;

/** `POST /pools/search` → `{ result: PoolGroup[], page }`. */
export const PoolSearchResponseSchema = pagedResultOf(z.array(PoolGroupSchema));
export type PoolSearchResponse = z.infer<typeof PoolSearchResponseSchema>;

// ---- activity events ----

export const RefundReasonSchema = z.enum(REFUND_REASONS);
export type { RefundReason };

/**
 * What came back when an operation was refunded (SwapRefundedEvent / LiquidityRefundedEvent),
 * per pool asset. A refund is not an event type of its own: it is the swap or liquidity event
 * with `success: false`, so the UI's per-type texts and its "failed if any success is false"
 * rule keep working.
 */
export const RefundSchema = z.object({
  reason: RefundReasonSchema,
  amount_x: NanoAmountSchema,
  amount_y: NanoAmountSchema,
  /** LP tokens given back when a removal failed. */
  lp_tokens: NanoAmountSchema,
});
export type Refund = z.infer<typeof RefundSchema>;

const EventBaseSchema = z.object({
  timestamp: UnixTimeSchema,
  tx_hash: HashSchema,
  pool: AddressSchema,
  success: z.boolean(),
  query_id: z.optional(QueryIdSchema),
  /** Nanoton the user's wallet paid in fees for the whole trace. */
  gas_used: z.optional(NanoAmountSchema),
  proxy_address: z.optional(AddressSchema),
  /** Only on failed events whose funds were returned. */
  refund: z.optional(RefundSchema),
});

const liquidityFields = {
  token_x: AddressSchema,
  token_y: AddressSchema,
  amount_x: NanoAmountSchema,
  amount_y: NanoAmountSchema,
  amount_x_usd: z.optional(UsdSchema),
  amount_y_usd: z.optional(UsdSchema),
};

export const AddLiquidityEventSchema = z.extend(EventBaseSchema, {
  type: z.literal('add_liquidity'),
  ...liquidityFields,
});
export const RemoveLiquidityEventSchema = z.extend(EventBaseSchema, {
  type: z.literal('remove_liquidity'),
  ...liquidityFields,
});
/** One pool of a routed swap: what went in and what came out there (a refunded step: nothing out). */
export const RouteHopSchema = z.object({
  pool: AddressSchema,
  token_in: AddressSchema,
  token_out: AddressSchema,
  amount_in: NanoAmountSchema,
  amount_out: NanoAmountSchema,
});
export type RouteHop = z.infer<typeof RouteHopSchema>;

export const SwapEventSchema = z.extend(EventBaseSchema, {
  type: z.literal('swap'),
  token_x: AddressSchema,
  token_y: AddressSchema,
  amount_in: NanoAmountSchema,
  amount_out: NanoAmountSchema,
  amount_in_usd: z.optional(UsdSchema),
  amount_out_usd: z.optional(UsdSchema),
  /** true: token_x went in (and token_y came out). */
  is_x: z.boolean(),
  receiver: AddressSchema,
  /**
   * A routed swap (one operation through several pools, issue 19): every pool in order. Then `pool`,
   * `token_x`, `token_y` and `is_x` are the first pool's, `amount_in` went into the first pool and
   * `amount_out` (with `amount_out_usd`) came out of the last; absent for a swap in one pool.
   */
  route: z.optional(z.array(RouteHopSchema).check(z.minLength(2))),
});

export const ActivityEventSchema = z
  .discriminatedUnion('type', [AddLiquidityEventSchema, RemoveLiquidityEventSchema, SwapEventSchema])
  .check(
    z.refine((event) => !(event.success && event.refund !== undefined), {
      path: ['refund'],
      message: 'a successful event has no refund',
    }),
  );
export type ActivityEvent = z.infer<typeof ActivityEventSchema>;
export type AddLiquidityEvent = z.infer<typeof AddLiquidityEventSchema>;
export type RemoveLiquidityEvent = z.infer<typeof RemoveLiquidityEventSchema>;
export type SwapEvent = z.infer<typeof SwapEventSchema>;

/** `{events, tokens}`: the tokens the events refer to, so the client can map each event to its tokens. */
export const ActivityPageSchema = z.object({
  events: z.array(ActivityEventSchema),
  tokens: z.array(TokenSchema),
});
export type ActivityPage = z.infer<typeof ActivityPageSchema>;

/** `GET /pools/{address}/events?page&size` → `{ result: {events, tokens}, page }`. Query: PageQuerySchema. */
export const PoolEventsResponseSchema = pagedResultOf(ActivityPageSchema);
export type PoolEventsResponse = z.infer<typeof PoolEventsResponseSchema>;

/** `GET /pools/{address}/chart?interval=` */
export const PoolChartQuerySchema = z.strictObject({
  interval: z._default(ChartIntervalSchema, '7d'),
});
export type PoolChartQuery = z.infer<typeof PoolChartQuerySchema>;

export const PoolChartPointSchema = z.object({
  /** Start of the bucket. */
  time: UnixTimeSchema,
  /** Whole token_y per whole token_x at the end of the bucket (the same as `close`). */
  price: DecimalSchema,
  /** The bucket's candle of that price: first, highest, lowest and last seen. */
  open: DecimalSchema,
  high: DecimalSchema,
  low: DecimalSchema,
  close: DecimalSchema,
  tvl: UsdSchema,
  volume: UsdSchema,
  fees: UsdSchema,
});
export type PoolChartPoint = z.infer<typeof PoolChartPointSchema>;

export const PoolChartResponseSchema = resultOf(
  z.object({ interval: ChartIntervalSchema, points: z.array(PoolChartPointSchema) }),
);
export type PoolChartResponse = z.infer<typeof PoolChartResponseSchema>;
