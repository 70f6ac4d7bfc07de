import { z } from 'zod';
import {
  AddressSchema,
  ChartIntervalSchema,
  DecimalSchema,
  HashSchema,
  NanoAmountSchema,
  pagedResultOf,
  QueryIdSchema,
  resultOf,
  UnixTimeSchema,
  UsdSchema,
} from './common';
import { REFUND_REASONS, type RefundReason } from '../refund-reasons';
import { TokenSchema } from './tokens';

// Pools (spec 3 "Pool group (search)", spec 7 pools list) and their activity events (spec 3
// "Activity event"; also used by GET /users/events, which imports them from here).

export const PoolTypeSchema = z.enum(['constant_product']);
export type PoolType = z.infer<typeof PoolTypeSchema>;

/** A pool's token as lists show it. */
export const PoolTokenSchema = z.object({
  address: AddressSchema,
  symbol: z.string(),
  icon_url: z.string().nullable(),
  decimals: z.number().int().min(0).max(255),
});
export type PoolToken = z.infer<typeof PoolTokenSchema>;

/** `GET /pools/{address}` → `{ result: Pool }`; also each pool of a group and a position's pool. */
export const PoolSchema = z.object({
  address: AddressSchema,
  type: PoolTypeSchema,
  /** Swap fee in basis points (contracts/dex/fees.tolk tiers 1, 5, 30, 100). */
  fee_bps: z.number().int().min(0).max(10_000),
  token_x: PoolTokenSchema,
  token_y: PoolTokenSchema,
  reserve_x: NanoAmountSchema,
  reserve_y: NanoAmountSchema,
  lp_supply: NanoAmountSchema,
  tvl: UsdSchema,
  volume_24h: UsdSchema,
  fees_24h: UsdSchema,
  /** Fee APR over the last 24 h, annualised, in percent. */
  apr: DecimalSchema,
  /** Whole token_y per whole token_x, from the reserves. */
  price: DecimalSchema,
});
export type Pool = z.infer<typeof PoolSchema>;
export const PoolResponseSchema = resultOf(PoolSchema);
export type PoolResponse = z.infer<typeof PoolResponseSchema>;

export const PoolGroupSchema = z.object({
  token_x: PoolTokenSchema,
  token_y: PoolTokenSchema,
  pools_count: z.number().int().nonnegative(),
  tvl: UsdSchema,
  volume_24h: UsdSchema,
  fees_24h: UsdSchema,
  /** The best APR among the group's pools (what the list shows and sorts by). */
  apr: DecimalSchema,
  pools: z.array(PoolSchema),
});
export type PoolGroup = z.infer<typeof PoolGroupSchema>;

export const PoolSortBySchema = z.enum(['tvl', 'volume_24h', 'fees_24h', 'apr']);
export type PoolSortBy = z.infer<typeof PoolSortBySchema>;
export const SortDirectionSchema = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof SortDirectionSchema>;

export const POOL_SEARCH_MAX_SIZE = 1000;

/** `POST /pools/search` body. The web app sends page 1, size 1000, desc by tvl, and its custom tokens. */
export const PoolSearchRequestSchema = z.strictObject({
  page: z.number().int().min(1).default(1),
  size: z.number().int().min(1).max(POOL_SEARCH_MAX_SIZE).default(POOL_SEARCH_MAX_SIZE),
  sort: SortDirectionSchema.default('desc'),
  sort_by: PoolSortBySchema.default('tvl'),
  /**
   * Tokens the user added by hand: their pools are listed as if the tokens were verified. The search lists
   * only pools whose two tokens are both verified (the token list's flag) or named here.
   */
  verified_tokens: z.array(AddressSchema).max(POOL_SEARCH_MAX_SIZE).default([]),
  /** Matched against token name, symbol and address, and the pool address. */
  query: z.string().max(128).optional(),
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
  query_id: QueryIdSchema.optional(),
  /** Nanoton the user's wallet paid in fees for the whole trace. */
  gas_used: NanoAmountSchema.optional(),
  proxy_address: AddressSchema.optional(),
  /** Only on failed events whose funds were returned. */
  refund: RefundSchema.optional(),
});

const liquidityFields = {
  token_x: AddressSchema,
  token_y: AddressSchema,
  amount_x: NanoAmountSchema,
  amount_y: NanoAmountSchema,
  amount_x_usd: UsdSchema.optional(),
  amount_y_usd: UsdSchema.optional(),
};

export const AddLiquidityEventSchema = EventBaseSchema.extend({
  type: z.literal('add_liquidity'),
  ...liquidityFields,
});
export const RemoveLiquidityEventSchema = EventBaseSchema.extend({
  type: z.literal('remove_liquidity'),
  ...liquidityFields,
});
export const SwapEventSchema = EventBaseSchema.extend({
  type: z.literal('swap'),
  token_x: AddressSchema,
  token_y: AddressSchema,
  amount_in: NanoAmountSchema,
  amount_out: NanoAmountSchema,
  amount_in_usd: UsdSchema.optional(),
  amount_out_usd: UsdSchema.optional(),
  /** true: token_x went in (and token_y came out). */
  is_x: z.boolean(),
  receiver: AddressSchema,
});

export const ActivityEventSchema = z
  .discriminatedUnion('type', [AddLiquidityEventSchema, RemoveLiquidityEventSchema, SwapEventSchema])
  .superRefine((event, ctx) => {
    if (event.success && event.refund !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['refund'], message: 'a successful event has no refund' });
    }
  });
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
  interval: ChartIntervalSchema.default('7d'),
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
