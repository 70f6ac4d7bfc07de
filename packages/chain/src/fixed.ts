// Exact decimal arithmetic on bigint fixed point: amounts, prices and USD values never pass through a JS
// number. A decimal on the wire and in Postgres (NUMERIC as text) is plain: digits, an optional point and
// fraction, an optional minus; no exponent. Floats from outside (TonAPI's rates) enter through
// `numberToDecimal`. The scales of stored prices and USD values belong to @atoll/db, beside its columns.

const DECIMAL = /^(-?)([0-9]+)(?:\.([0-9]*))?$/;

const pow10 = (n: number): bigint => 10n ** BigInt(n);

function partsOf(value: string): { negative: boolean; whole: string; fraction: string } {
  const match = DECIMAL.exec(value);
  if (!match) throw new RangeError(`not a decimal: ${value}`);
  return { negative: match[1] === '-', whole: match[2] ?? '0', fraction: match[3] ?? '' };
}

/** `"3.2000"` → `"3.2"`, `"0.000"` → `"0"`, `"-0.0"` → `"0"`: the wire form of a decimal. */
export function trimDecimal(value: string): string {
  const { negative, whole, fraction } = partsOf(value);
  const int = whole.replace(/^0+(?=[0-9])/, '');
  const frac = fraction.replace(/0+$/, '');
  const text = frac ? `${int}.${frac}` : int;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/** A decimal string as an integer scaled by 10^scale; digits beyond the scale are cut (toward zero). */
export function parseFixed(value: string, scale: number): bigint {
  const { negative, whole, fraction } = partsOf(value);
  const digits = BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'));
  return negative ? -digits : digits;
}

/** The inverse of parseFixed, trimmed: `formatFixed(3200n, 3)` → `"3.2"`. */
export function formatFixed(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return trimDecimal(negative ? `-${text}` : text);
}

/** Sum of decimal strings, exact at `scale` digits. */
export function sumDecimals(values: readonly string[], scale: number): string {
  return formatFixed(
    values.reduce((sum, value) => sum + parseFixed(value, scale), 0n),
    scale,
  );
}

/** a / b at `scale` digits (floored); "0" when b is zero. */
export function divideDecimals(a: string, b: string, scale: number): string {
  const divisor = parseFixed(b, scale);
  if (divisor === 0n) return '0';
  return formatFixed((parseFixed(a, scale) * pow10(scale)) / divisor, scale);
}

/** a × b at `scale` digits (floored). */
export function multiplyDecimals(a: string, b: string, scale: number): string {
  return formatFixed((parseFixed(a, scale) * parseFixed(b, scale)) / pow10(scale), scale);
}

/** `amount` of a token's smallest units × `price` per whole token, at `scale` digits (floored). */
export function valueOf(
  amount: bigint,
  decimals: number,
  price: string,
  priceScale: number,
  scale: number,
): string {
  const p = parseFixed(price, priceScale);
  return formatFixed((amount * p * pow10(scale)) / pow10(decimals + priceScale), scale);
}

/** Whole units of asset1 per whole unit of asset0 from the reserves, at `scale` digits; "0" for an empty pool. */
export function reservePrice(
  reserve0: bigint,
  reserve1: bigint,
  decimals0: number,
  decimals1: number,
  scale: number,
): string {
  if (reserve0 === 0n) return '0';
  return formatFixed((reserve1 * pow10(decimals0) * pow10(scale)) / (reserve0 * pow10(decimals1)), scale);
}

/**
 * A float from an outside API (TonAPI's rates are JSON numbers) as a decimal string: 15 significant digits
 * (what a double holds), never in exponent notation; "0" for NaN, infinities and negatives.
 */
export function numberToDecimal(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  const [mantissa = '0', exponentText = '0'] = value.toPrecision(15).split('e');
  const exponent = Number(exponentText);
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + exponent;
  const text =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return trimDecimal(text);
}

/** A token amount typed by a person ("1.5") in the token's smallest units; null if not plain or too precise. */
export function parseUnits(text: string, decimals: number): bigint | null {
  const match = /^([0-9]*)(?:\.([0-9]*))?$/.exec(text);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if ((whole === '' && fraction === '') || fraction.length > decimals) return null;
  return BigInt(whole || '0') * pow10(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** Exact decimal text of an amount in smallest units: no grouping, no trailing zeros ("1.5", "12"). */
export const formatUnits = (amount: bigint, decimals: number): string => formatFixed(amount, decimals);
