import { z } from 'zod/mini';
import { NanoAmountSchema, PageQuerySchema, pagedResultOf, resultOf, UsdSchema } from './common';
import { OrderActivityEventSchema } from './orders';
import { ActivityEventSchema, PoolSchema } from './pools';
import { TokenSchema } from './tokens';

// The signed-in wallet's activity and positions (docs/product-spec.md §3 "Activity event", "Position"; both
// authenticated).

/** `GET /users/events?page&size` query (size 10 by default). */
export const UserEventsQuerySchema = PageQuerySchema;
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

/** `GET /users/events` → `{ result: {events, tokens}, page: {current, size, total} }`. */
export const UserEventsResponseSchema = pagedResultOf(UserActivityPageSchema);
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
