import { z } from 'zod/mini';
import {
  AddressSchema,
  DecimalSchema,
  HashSchema,
  NanoAmountSchema,
  PageQuerySchema,
  pagedResultOf,
  QueryIdSchema,
  resultOf,
  UnixTimeSchema,
} from './common';
import { TokenSchema } from './tokens';

// Limit orders (docs/product-spec.md §2 "Limit orders"). An order is an escrow contract whose address is
// derived from its terms: the API and the web app recompute it from these fields, so a row's address is
// never taken on trust.

export const ORDER_STATUSES = ['pending', 'open', 'filled', 'cancelled', 'expired'] as const;
/** `pending`: registered by its terms, not seen on chain yet; `open`: its escrow holds funds. */
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** The terms an order's address is derived from (with the pinned factory and order code). */
export const OrderTermsSchema = z.strictObject({
  maker: AddressSchema,
  /** Jetton master, or NATIVE_TON_ADDRESS. */
  sell_token: AddressSchema,
  buy_token: AddressSchema,
  sell_amount: NanoAmountSchema,
  /** The least the maker accepts for the whole sell amount: it sets the limit price. */
  min_buy_amount: NanoAmountSchema,
  expires_at: UnixTimeSchema,
  /** Nanoton paid to fillers, pro rata to what each fill executed. */
  reward: NanoAmountSchema,
  partial: z.boolean(),
  /** Smallest fill, in sell units (the whole amount when `partial` is false). */
  min_fill: NanoAmountSchema,
  nonce: NanoAmountSchema,
});
export type OrderTerms = z.infer<typeof OrderTermsSchema>;

export const OrderSchema = z.extend(OrderTermsSchema, {
  address: AddressSchema,
  status: OrderStatusSchema,
  /** Sell amount not filled yet. */
  remaining: NanoAmountSchema,
  /** Buy asset the maker has received. */
  received: NanoAmountSchema,
  reward_paid: NanoAmountSchema,
  created_at: UnixTimeSchema,
  updated_at: UnixTimeSchema,
});
export type Order = z.infer<typeof OrderSchema>;

/** `active`: pending or open; `history`: filled, cancelled or expired. */
export const OrderStatusFilterSchema = z.enum([...ORDER_STATUSES, 'active', 'history']);
export type OrderStatusFilter = z.infer<typeof OrderStatusFilterSchema>;

/** `GET /users/orders?status&page&size` (authenticated; 10 a page by default). */
export const UserOrdersQuerySchema = z.extend(PageQuerySchema, {
  status: z.optional(OrderStatusFilterSchema),
});
export type UserOrdersQuery = z.infer<typeof UserOrdersQuerySchema>;

export const OrderPageSchema = z.object({ orders: z.array(OrderSchema), tokens: z.array(TokenSchema) });
export type OrderPage = z.infer<typeof OrderPageSchema>;

/** `GET /users/orders` → `{ result: {orders, tokens}, page }`, newest first. */
export const UserOrdersResponseSchema = pagedResultOf(OrderPageSchema);
export type UserOrdersResponse = z.infer<typeof UserOrdersResponseSchema>;

/** `GET /orders?token_x&token_y`: the pair's open orders, either order of the two tokens. */
export const PairOrdersQuerySchema = z.strictObject({ token_x: AddressSchema, token_y: AddressSchema });
export type PairOrdersQuery = z.infer<typeof PairOrdersQuerySchema>;

/** Open orders at one limit price, summed. */
export const DepthLevelSchema = z.object({
  /** token_y per token_x, in whole tokens. */
  price: DecimalSchema,
  /** What the orders still sell, in their sell token's units. */
  amount: NanoAmountSchema,
  orders: z.int().check(z.minimum(1)),
});
export type DepthLevel = z.infer<typeof DepthLevelSchema>;

/** `asks` sell token_x for token_y (lowest price first); `bids` sell token_y for token_x (highest first). */
export const PairOrdersResponseSchema = resultOf(
  z.object({
    token_x: AddressSchema,
    token_y: AddressSchema,
    asks: z.array(DepthLevelSchema),
    bids: z.array(DepthLevelSchema),
  }),
);
export type PairOrdersResponse = z.infer<typeof PairOrdersResponseSchema>;

/**
 * `POST /users/orders` (authenticated; the maker must be the signed-in wallet): register an order by its
 * terms so that the indexer and keepers follow it. The API derives the address from the terms with the
 * pinned factory and order code; nothing in the request names an address to trust.
 */
export const RegisterOrderRequestSchema = OrderTermsSchema;
export type RegisterOrderRequest = z.infer<typeof RegisterOrderRequestSchema>;

/** `POST /users/orders` → the derived address and the row's status (`pending` until seen on chain). */
export const RegisterOrderResponseSchema = resultOf(
  z.object({ address: AddressSchema, status: OrderStatusSchema }),
);
export type RegisterOrderResponse = z.infer<typeof RegisterOrderResponseSchema>;

/**
 * A limit order's step in the maker's activity (`GET /users/events`): placed, filled (by whoever filled it),
 * cancelled or expired. A fill that failed changes nothing for the maker and is not listed.
 */
export const OrderActivityEventSchema = z.object({
  type: z.literal('limit_order'),
  action: z.enum(['placed', 'filled', 'cancelled', 'expired']),
  timestamp: UnixTimeSchema,
  tx_hash: HashSchema,
  order: AddressSchema,
  success: z.literal(true),
  query_id: z.optional(QueryIdSchema),
  /** The order's sell token and buy token. */
  token_in: AddressSchema,
  token_out: AddressSchema,
  /** placed: the sell amount; filled: what was sold; cancelled or expired: what came back. */
  amount_in: NanoAmountSchema,
  /** placed: the least accepted for it all; filled: what the maker received; otherwise "0". */
  amount_out: NanoAmountSchema,
  /** filled: the reward its filler earned; expired: the share its trigger earned. */
  reward: z.optional(NanoAmountSchema),
});
export type OrderActivityEvent = z.infer<typeof OrderActivityEventSchema>;
