import { z } from 'zod/mini';
import { NanoAmountSchema, PageQuerySchema, pagedResultOf, resultOf, UsdSchema } from './common';
import { OrderActivityEventSchema } from './orders';
import { ActivityEventSchema, PoolSchema } from './pools';
import { TokenSchema } from './tokens';

// The signed-in wallet's activity and positions (docs/product-spec.md §3 "Activity event", "Position"; both
// authenticated).

/**
 * `GET /users/events?page&size[&cursor]` query (size 10 by default). `cursor` is the answer's `next_cursor`:
 * the page after the one that gave it, read from where that one ended (its number comes with it, so
 * `page` is then not read); new events meanwhile neither repeat nor skip a row of the walk.
 */
export const UserEventsQuerySchema = z.extend(PageQuerySchema, {
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
});
export type UserEventsQuery = z.infer<typeof UserEventsQuerySchema>;

/** A wallet's activity: its pool operations and its limit orders' steps, newest first. */
export const UserActivityEventSchema = z.discriminatedUnion('type', [
  ActivityEventSchema,
  OrderActivityEventSchema,
]);
export type UserActivityEvent = z.infer<typeof UserActivityEventSchema>;

export const UserActivityPageSchema = z.object({
  events: z.array(UserActivityEventSchema),
  tokens: z.array(TokenSchema),
});
export type UserActivityPage = z.infer<typeof UserActivityPageSchema>;

/**
 * `GET /users/events` → `{ result: {events, tokens}, page: {current, size, total}, next_cursor? }`;
 * `next_cursor` is present when the page is full (the next page may hold events).
 */
export const UserEventsResponseSchema = z.extend(pagedResultOf(UserActivityPageSchema), {
  next_cursor: z.optional(z.string()),
});
export type UserEventsResponse = z.infer<typeof UserEventsResponseSchema>;

export const PositionSchema = z.object({
  /** LP tokens the wallet holds in this pool. */
  lp_tokens_sum: NanoAmountSchema,
  token_x_fees: NanoAmountSchema,
  token_x_fees_usd: UsdSchema,
  token_x_liquidity: NanoAmountSchema,
  token_x_liquidity_usd: UsdSchema,
  token_y_fees: NanoAmountSchema,
  token_y_fees_usd: UsdSchema,
  token_y_liquidity: NanoAmountSchema,
  token_y_liquidity_usd: UsdSchema,
  total_fees_usd: UsdSchema,
  total_liquidity_usd: UsdSchema,
  pool: PoolSchema,
});
export type Position = z.infer<typeof PositionSchema>;

/** `GET /users/positions` → `{ result: { pools: Position[] } }`. */
export const UserPositionsResponseSchema = resultOf(z.object({ pools: z.array(PositionSchema) }));
export type UserPositionsResponse = z.infer<typeof UserPositionsResponseSchema>;
