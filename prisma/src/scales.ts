import { reservePrice, valueOf } from '@atoll/chain';

// The fixed-point scales of the stored prices and USD values, beside the columns that hold them
// (schema.prisma: prices DECIMAL(60,30), USD values DECIMAL(38,12); a test holds the two together), and
// the two sums every writer and reader of those columns computes, on @atoll/chain's fixed-point module.

/** Digits after the point of a stored price (USD or TON per whole token, a pool's price). */
export const PRICE_SCALE = 30;
/** Digits after the point of a stored USD value (TVL, volume, an event's worth). */
export const USD_SCALE = 12;

/** USD value of `amount` smallest units of a token with `decimals` at `priceUsd` per whole token (floored). */
export const usdValue = (amount: bigint, decimals: number, priceUsd: string): string =>
  valueOf(amount, decimals, priceUsd, PRICE_SCALE, USD_SCALE);

/** Whole units of asset1 per whole unit of asset0 from a pool's reserves; "0" for an empty pool. */
export const poolPrice = (reserve0: bigint, reserve1: bigint, decimals0: number, decimals1: number): string =>
  reservePrice(reserve0, reserve1, decimals0, decimals1, PRICE_SCALE);
