import { localizeNumber, usdOf } from './number-locale';

// Token amounts: decimal text ↔ bigint in the token's smallest unit, and USD values. No floats for
// amounts (STYLE: nano amounts live as bigint); USD prices arrive as exact decimal strings.

export const AMOUNT_INPUT = /^(\d*)(?:\.(\d*))?$/;

export type AmountInputError = 'not-a-number' | 'too-many-decimals';

/**
 * Why an amount field's text is not an amount of a token with `decimals` places (null: it is one, or it is
 * empty). The field keeps what was typed and says this, rather than rewriting "1e5" into "15".
 */
export function amountInputError(text: string, decimals: number): AmountInputError | null {
  const value = text.trim().replace(',', '.');
  const match = AMOUNT_INPUT.exec(value);
  if (!match) return 'not-a-number';
  if ((match[2]?.length ?? 0) > decimals || (decimals === 0 && value.includes('.')))
    return 'too-many-decimals';
  return null;
}

/** "1.5" with 9 decimals → 1_500_000_000n. Null for empty, malformed or over-precise text. */
export function parseAmount(text: string, decimals: number): bigint | null {
  const match = AMOUNT_INPUT.exec(text.trim().replace(',', '.'));
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  if (fraction.length > decimals) return null;
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** Exact decimal text of an amount, no grouping and no trailing zeros ("1.5", "0.000001", "12"). */
export function toDecimalString(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const base = 10n ** BigInt(decimals);
  const whole = abs / base;
  const fraction = (abs % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

export const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * For display: grouped thousands, rounded down to `maxFraction` digits; a non-zero amount below
 * the last shown digit is written "<0.000001" rather than a misleading 0. In the app's language
 * (lib/number-locale.ts: "1 234,5" in Russian).
 */
export function formatAmount(amount: bigint, decimals: number, maxFraction = 6): string {
  return localizeNumber(formatAmountEnglish(amount, decimals, maxFraction));
}

function formatAmountEnglish(amount: bigint, decimals: number, maxFraction: number): string {
  if (amount < 0n) return `-${formatAmountEnglish(-amount, decimals, maxFraction)}`;
  const shown = Math.min(maxFraction, decimals);
  const step = 10n ** BigInt(decimals - shown);
  const rounded = (amount / step) * step;
  if (rounded === 0n && amount > 0n) return `<${shown === 0 ? '1' : `0.${'0'.repeat(shown - 1)}1`}`;
  const [whole = '0', fraction] = toDecimalString(rounded, decimals).split('.');
  return fraction ? `${group(whole)}.${fraction}` : group(whole);
}

/** Micro-dollars: USD values are computed in integers with 6 decimals. */
const USD_DECIMALS = 6;

/** A decimal string ("12.5") as micro-dollars; 0 for anything that is not a plain decimal. */
export function parseUsd(price: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(price.trim());
  if (!match) return 0n;
  return (
    BigInt(match[1]!) * 10n ** 6n + BigInt((match[2] ?? '').slice(0, USD_DECIMALS).padEnd(USD_DECIMALS, '0'))
  );
}

/** amount (smallest units) × price (USD per whole token) in micro-dollars, rounded down. */
export function usdValue(amount: bigint, decimals: number, price: string): bigint {
  return (amount * parseUsd(price)) / 10n ** BigInt(decimals);
}

/** "$1,234.56" ("1 234,56 $" in Russian); "<$0.01" for a dust value above zero. */
export function formatUsd(microUsd: bigint): string {
  const cents = microUsd / 10_000n;
  if (cents === 0n && microUsd > 0n) return usdOf('<0.01');
  const whole = group((cents / 100n).toString());
  return usdOf(`${whole}.${(cents % 100n).toString().padStart(2, '0')}`);
}
