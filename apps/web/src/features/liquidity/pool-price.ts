import { formatAmount } from '../../lib/amounts';

// Prices set by two amounts (a new pool's starting price) and how far they are from other pools of
// the pair. Pure, in bigint: raw amounts carry each token's decimals.

/** Prices are computed with this many decimals before they are rounded for display. */
const PRICE_SCALE = 18;

/**
 * How many `quote` one whole `base` is worth when `baseAmount` of base trades against `quoteAmount` of
 * quote (both in smallest units), scaled by 10^18. 0 when an amount is missing.
 */
export function scaledPrice(
  baseAmount: bigint,
  baseDecimals: number,
  quoteAmount: bigint,
  quoteDecimals: number,
) {
  if (baseAmount <= 0n || quoteAmount <= 0n) return 0n;
  return (
    (quoteAmount * 10n ** BigInt(baseDecimals + PRICE_SCALE)) / (baseAmount * 10n ** BigInt(quoteDecimals))
  );
}

/** A scaled price with six significant digits, grouped: "64,000", "3.2", "0.0000312345" → "0.0000312345". */
export function formatScaledPrice(price: bigint, significant = 6): string {
  if (price <= 0n) return '0';
  const one = 10n ** BigInt(PRICE_SCALE);
  const wholeDigits = price >= one ? (price / one).toString().length : 0;
  let leadingZeros = 0;
  if (wholeDigits === 0) {
    for (let unit = one / 10n; unit > 0n && price < unit; unit /= 10n) leadingZeros++;
  }
  const fraction = Math.min(PRICE_SCALE, Math.max(0, significant - wholeDigits) + leadingZeros);
  return formatAmount(price, PRICE_SCALE, fraction);
}

/**
 * How far the price set by (amountX, amountY) is from a pool's (reserveX, reserveY), in basis points
 * of the pool's price. Null when either side is empty.
 */
export function priceDeviationBps(
  amountX: bigint,
  amountY: bigint,
  reserveX: bigint,
  reserveY: bigint,
): bigint | null {
  if (amountX <= 0n || amountY <= 0n || reserveX <= 0n || reserveY <= 0n) return null;
  const difference = amountY * reserveX - amountX * reserveY;
  const absolute = difference < 0n ? -difference : difference;
  return (absolute * 10_000n) / (amountX * reserveY);
}

/** Spec'd as "a few percent": beyond this the create form warns that the starting price is off. */
export const PRICE_WARNING_BPS = 300n;
