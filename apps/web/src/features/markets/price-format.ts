import type { PriceValue } from '@atoll/shared';
import { toDecimalString } from '../../lib/amounts';
import { localizeNumber, percentOf, usdOf } from '../../lib/number-locale';
import { NATIVE_TON_ADDRESS, toRawAddress } from '@atoll/chain/address';

// Prices of the public price API are exact numbers `{value, decimals}` (value / 10^decimals). Pure.

/** `value / 10^decimals` as exact decimal text ("1.2345"). */
export const priceText = ({ value, decimals }: PriceValue) => toDecimalString(BigInt(value), decimals);

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * For display, rounded down: 1 and above with 2 decimals ("1,234.50"); below 1 with `significant` digits
 * after the leading zeros and no trailing zeros ("0.0001234", "0.5").
 */
export function formatPrice(price: PriceValue, significant = 4): string {
  return localizeNumber(englishPrice(price, significant));
}

function englishPrice(price: PriceValue, significant = 4): string {
  const text = priceText(price);
  if (text.startsWith('-')) return `-${englishPrice({ ...price, value: price.value.slice(1) }, significant)}`;
  const [whole = '0', fraction = ''] = text.split('.');
  if (whole !== '0') return `${group(whole)}.${fraction.slice(0, 2).padEnd(2, '0')}`;
  const zeros = /^0*/.exec(fraction)![0].length;
  const shown = fraction.slice(0, zeros + significant).replace(/0+$/, '');
  return shown === '' ? '0' : `0.${shown}`;
}

export const formatUsdPrice = (price: PriceValue) => usdOf(englishPrice(price));

/** Two prices on the same scale: both as integers with the larger number of decimals. */
function aligned(a: PriceValue, b: PriceValue): [bigint, bigint] {
  const decimals = Math.max(a.decimals, b.decimals);
  const scale = (p: PriceValue) => BigInt(p.value) * 10n ** BigInt(decimals - p.decimals);
  return [scale(a), scale(b)];
}

/** The change from `first` to `last` in hundredths of a percent (basis points), rounded toward zero; null from 0. */
export function priceChangeBps(first: PriceValue, last: PriceValue): bigint | null {
  const [from, to] = aligned(first, last);
  if (from === 0n) return null;
  return ((to - from) * 10_000n) / from;
}

/** Basis points → "+1.23%", "-4.50%", "0.00%". */
export function formatChange(bps: bigint): string {
  const sign = bps > 0n ? '+' : bps < 0n ? '-' : '';
  const abs = bps < 0n ? -bps : bps;
  return percentOf(`${sign}${group((abs / 100n).toString())}.${(abs % 100n).toString().padStart(2, '0')}`);
}

/** A chart point for `ValueChart`: unix seconds and a float (drawing only, never arithmetic on money). */
export function toChartPoint(point: { time: string; value: PriceValue }) {
  return { time: Math.floor(Date.parse(point.time) / 1000), value: Number(priceText(point.value)) };
}

/**
 * The token the swap page shows the price and markets of: the jetton of the pair (the side that is not
 * TON, 'from' first), else TON itself; null when nothing is selected.
 */
export function marketsTokenOf(from: string | null, to: string | null): string | null {
  const sides = [from, to].flatMap((address) => (address ? (toRawAddress(address) ?? []) : []));
  return sides.find((address) => address !== NATIVE_TON_ADDRESS) ?? sides[0] ?? null;
}
