// The protocol's named lists that reach the API and the web app: refund reasons, pool and order statuses.
// This module imports nothing, so `@atoll/contracts/protocol` costs the web app's page load only these
// few bytes (dex-constants.ts, which re-exports them, pulls @ton/core for its TON amounts). The fee
// tiers live in the likewise import-free `../sdk/quote-constants` (`@atoll/contracts/quote`).

/** Refund reasons of contracts/dex/errors.tolk (REASON_*), carried by refund events and refund bodies. */
export const RefundReason = {
  slippage: 1,
  deadline: 2,
  notEnoughGas: 3,
  unknownPool: 4,
  badPayload: 5,
  noLiquidity: 6,
  wrongAsset: 7,
  reserveExceeded: 8,
  cancelled: 9,
  initialLiquidityTooLow: 10,
  zeroAmount: 11,
  invalidFeeTier: 12,
  invalidAssets: 13,
  /** A jetton master refused TEP-89: the pool is FAILED and returns what waited for it. */
  discoveryFailed: 14,
} as const;
export type RefundReasonName = keyof typeof RefundReason;

/** Every refund reason's name, in code order. */
export const REFUND_REASON_NAMES = Object.keys(RefundReason) as RefundReasonName[];

/** The name of a reason code; 'unknown' for a code this build does not know (a newer contract). */
export function refundReasonName(code: number): RefundReasonName | 'unknown' {
  return REFUND_REASON_NAMES.find((name) => RefundReason[name] === code) ?? 'unknown';
}

/** Refund reasons of a limit order (contracts/dex/order-messages.tolk ORDER_REASON_*). */
export const OrderRefundReason = {
  price: 1,
  notOpen: 2,
  expired: 3,
  notEnoughGas: 4,
  tooSmall: 5,
  tooLarge: 6,
  badRoute: 7,
  poolFailed: 8,
  noPool: 9,
  badTerms: 10,
  discoveryFailed: 11,
  wrongAsset: 12,
  cancelled: 13,
  inFlight: 14,
} as const;
export type OrderRefundReasonName = keyof typeof OrderRefundReason;

/** Every order refund reason's name, in code order. */
export const ORDER_REFUND_REASON_NAMES = Object.keys(OrderRefundReason) as OrderRefundReasonName[];

/** The name of an order's reason code; 'unknown' for a code this build does not know. */
export function orderRefundReasonName(code: number): OrderRefundReasonName | 'unknown' {
  return ORDER_REFUND_REASON_NAMES.find((name) => OrderRefundReason[name] === code) ?? 'unknown';
}

/** A limit order's status (order-storage.tolk ORDER_STATUS_*). */
export const OrderStatus = { new: 0, discovering: 1, open: 2, closed: 3 } as const;
export type OrderStatusName = keyof typeof OrderStatus;

/** Every order status's name, in code order. */
export const ORDER_STATUS_NAMES = Object.keys(OrderStatus) as OrderStatusName[];

/**
 * The pool's status (storage.tolk POOL_STATUS_*): FAILED is final, reached when a jetton master refuses TEP-89
 * (bounces the request or answers with no wallet); every pending credit is refunded.
 */
export const PoolStatus = { new: 0, discovering: 1, ready: 2, failed: 3 } as const;
export type PoolStatusName = keyof typeof PoolStatus;

/** Every pool status's name, in code order. */
export const POOL_STATUS_NAMES = Object.keys(PoolStatus) as PoolStatusName[];
