import { formatUsd, parseUsd } from '../../lib/amounts';
import { intlLocale, percentOf, usdOf } from '../../lib/number-locale';

// How the pools screens write numbers. Pure.

/** "$1,234.56" from the API's exact USD text. */
export const usdText = (value: string) => formatUsd(parseUsd(value));

/**
 * USD without cents ("$1,235"), for the list's columns (docs/product-spec.md §9: TVL and volume without
 * decimals).
 */
export function usdWholeText(value: string): string {
  const micro = parseUsd(value);
  const dollars = (micro + 500_000n) / 1_000_000n;
  if (dollars === 0n && micro > 0n) return usdOf('<1');
  return usdOf(dollars.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ','));
}

/** A percentage from decimal text, at most 2 decimals, rounded half up: "4.375" → "4.38%". */
export function percentText(value: string): string {
  const hundredths = (parseUsd(value) + 5_000n) / 10_000n;
  const whole = hundredths / 100n;
  const fraction = (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return percentOf(`${whole}${fraction ? `.${fraction}` : ''}`);
}

/** A fee tier in basis points as a percentage: 30 → "0.3%", 1 → "0.01%" (lib/fees.ts: one format everywhere). */
export { feeTierText } from '../../lib/fees';

/** A price for display: up to 6 significant digits, without exponent notation. */
export function priceText(price: number): string {
  if (!Number.isFinite(price) || price <= 0) return '0';
  const digits = Math.max(0, 6 - Math.floor(Math.log10(price)) - 1);
  return price.toLocaleString(intlLocale(), {
    maximumFractionDigits: Math.min(digits, 18),
    useGrouping: true,
  });
}

const PRICE_SCALE = 10n ** 18n;

/**
 * Whole token_y per whole token_x from the reserves and the tokens' decimals (the pool's own state, so the shown
 * price always matches the shown reserves); 0 for an empty pool.
 */
export function spotPrice(reserveX: bigint, reserveY: bigint, decimalsX: number, decimalsY: number): number {
  if (reserveX <= 0n || reserveY <= 0n) return 0;
  const scaled = (reserveY * 10n ** BigInt(decimalsX) * PRICE_SCALE) / (reserveX * 10n ** BigInt(decimalsY));
  return Number(scaled) / Number(PRICE_SCALE);
}
