// Exact fixed-point helpers: prices and USD values are decimal strings in Postgres (DECIMAL(60,30),
// DECIMAL(38,12)); nano amounts are bigint. Nothing here goes through a float.

export const PRICE_SCALE = 30;
export const USD_SCALE = 12;

const pow10 = (n: number) => 10n ** BigInt(n);

/** '12.345' at scale 3 → 12345n (extra digits are cut, not rounded). */
export function parseFixed(value: string, scale: number): bigint {
  const m = /^(-?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(value.trim());
  if (!m) throw new RangeError(`not a decimal: ${value}`);
  const [, sign, int = '', frac = '', exp = '0'] = m;
  // move the point by the exponent on the digit string, then cut at the scale
  const digits = (int || '0') + frac;
  const point = (int || '0').length + Number(exp);
  const padded = point < 0 ? '0'.repeat(-point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 0);
  const whole = padded.slice(0, at) || '0';
  const fraction = padded.slice(at).padEnd(scale, '0').slice(0, scale);
  const result = BigInt(whole + fraction);
  return sign === '-' ? -result : result;
}

/** 12345n at scale 3 → '12.345'. */
export function formatFixed(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = scale > 0 ? digits.slice(digits.length - scale).replace(/0+$/, '') : '';
  return `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}

/** USD value (scale 12) of `amount` nano units of a token with `decimals` at `priceUsd` per whole token. */
export function usdValue(amount: bigint, decimals: number, priceUsd: string): string {
  const price = parseFixed(priceUsd, PRICE_SCALE);
  return formatFixed((amount * price * pow10(USD_SCALE)) / (pow10(decimals) * pow10(PRICE_SCALE)), USD_SCALE);
}

/** Whole units of asset1 per whole unit of asset0, at scale 30; '0' for an empty pool. */
export function poolPrice(reserve0: bigint, reserve1: bigint, decimals0: number, decimals1: number): string {
  if (reserve0 === 0n) return '0';
  return formatFixed(
    (reserve1 * pow10(decimals0) * pow10(PRICE_SCALE)) / (reserve0 * pow10(decimals1)),
    PRICE_SCALE,
  );
}

/** A price as a JS number, for the price graph (relative precision is all it needs). */
export const priceNumber = (value: string): number => Number(value);

/** A positive finite number as a DECIMAL(60,30) string (no exponent notation). */
export function numberToFixed(value: number, scale = PRICE_SCALE): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  // toPrecision(15) keeps every digit a double holds exactly significant digits; parseFixed cuts at the scale
  return formatFixed(parseFixed(value.toPrecision(15), scale), scale);
}
