// Plain data, no zod and no @ton/core, so the web app can import it on its own (`@atoll/shared/refund-reasons`)
// without carrying the schemas into its chunks.

/** Names of RefundReason in packages/contracts (contracts/dex/errors.tolk), so the indexer passes them through. */
export const REFUND_REASONS = [
  'slippage',
  'deadline',
  'notEnoughGas',
  'unknownPool',
  'badPayload',
  'noLiquidity',
  'wrongAsset',
  'reserveExceeded',
  'cancelled',
  'initialLiquidityTooLow',
  'zeroAmount',
  'invalidFeeTier',
  'invalidAssets',
  'unknown',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
