// The numbers the quote math needs (contracts/dex/fees.tolk). This module imports
// nothing, so `@atoll/contracts/quote` stays free of @ton/core (the web app quotes on page load
// and loads @ton/core only when it builds a message).

/** contracts/dex/fees.tolk: fees are in basis points of this. */
export const FEE_DENOMINATOR = 10_000n;
/** contracts/dex/fees.tolk: the fee tiers a pool can have. */
export const FEE_TIERS_BPS = [1, 5, 30, 100] as const;
export type FeeTierBps = (typeof FEE_TIERS_BPS)[number];
/** contracts/dex/fees.tolk MIN_LIQUIDITY: LP units locked forever by the first deposit. */
export const MIN_LIQUIDITY = 1000n;
