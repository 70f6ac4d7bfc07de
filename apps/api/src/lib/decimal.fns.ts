// Exact decimal arithmetic on bigint fixed point: USD values, prices and token amounts never pass
// through a JS number. Postgres hands NUMERIC over as text (`::text`) or Prisma.Decimal (`toFixed()`).

/** Fixed-point scale of USD values: DECIMAL(38,12) in Postgres. */
export const USD_SCALE = 12;
/** Fixed-point scale of prices: DECIMAL(60,30) in Postgres. */
export const PRICE_SCALE = 30;

const DECIMAL = /^(-?)([0-9]+)(?:\.([0-9]*))?$/;

/** `"3.2000"` → `"3.2"`, `"0.000"` → `"0"`, `"-0.0"` → `"0"`: the wire form of a decimal. */
export function trimDecimal(value: string): string {
  const match = DECIMAL.exec(value);
  if (!match) throw new RangeError(`not a decimal: ${value}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const int = whole.replace(/^0+(?=[0-9])/, '');
  const frac = fraction.replace(/0+$/, '');
  const text = frac ? `${int}.${frac}` : int;
  return sign && /[1-9]/.test(text) ? `-${text}` : text;
}

/** A decimal string as an integer scaled by 10^scale; digits beyond the scale are cut (toward zero). */
export function parseFixed(value: string, scale: number): bigint {
  const match = DECIMAL.exec(value);
  if (!match) throw new RangeError(`not a decimal: ${value}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const digits = BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'));
  return sign ? -digits : digits;
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

const pow10 = (n: number) => 10n ** BigInt(n);

/** USD value of `amount` smallest units of a token with `decimals` at `priceUsd` per whole token (scale 12, floored). */
export function usdValue(amount: bigint, decimals: number, priceUsd: string): string {
  const price = parseFixed(priceUsd, PRICE_SCALE);
  return formatFixed((amount * price) / pow10(decimals + PRICE_SCALE - USD_SCALE), USD_SCALE);
}

/** a / b as a decimal string at `scale` digits (floored); "0" when b is zero. */
export function divideDecimals(a: string, b: string, scale = PRICE_SCALE): string {
  const divisor = parseFixed(b, scale);
  if (divisor === 0n) return '0';
  return formatFixed((parseFixed(a, scale) * pow10(scale)) / divisor, scale);
}

/** a × b as a decimal string at `scale` digits (floored). */
export function multiplyDecimals(a: string, b: string, scale = PRICE_SCALE): string {
  return formatFixed((parseFixed(a, scale) * parseFixed(b, scale)) / pow10(scale), scale);
}

/**
 * A float from an outside API (TonAPI rates are JSON numbers) as a decimal string, 15 significant
 * digits (what a double holds), never in exponent notation; "0" for NaN, infinities and negatives.
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

/** The public price API's exact number: `"0.000031"` → `{value: "31", decimals: 6}`. */
export function toPriceValue(decimal: string): { value: string; decimals: number } {
  const text = trimDecimal(decimal);
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole + fraction).toString();
  return { value: text.startsWith('-') && value !== '0' ? `-${value}` : value, decimals: fraction.length };
}
