import { group, toDecimalString } from './amounts';
import { percentOf } from './number-locale';

// One way to write a pool's fee tier everywhere (issue 19: "0.3%" beside "0.30%"): the fewest digits
// that say it exactly, in the language's number format.

/** A fee tier in basis points: 30 → "0.3%", 5 → "0.05%", 100 → "1%". */
export function feeTierText(feeBps: number): string {
  return formatPercent(BigInt(feeBps), 2);
}

/**
 * A percentage of `value / 10^decimals`, with at least `minFraction` and no other trailing zeros:
 * (30n, 2) → "0.3%", (30n, 2, 2) → "0.30%", (100n, 2) → "1%".
 */
export function formatPercent(value: bigint, decimals: number, minFraction = 0): string {
  if (value < 0n) return `-${formatPercent(-value, decimals, minFraction)}`;
  const [whole = '0', fraction = ''] = toDecimalString(value, decimals).split('.');
  const shown = fraction.padEnd(minFraction, '0');
  return percentOf(`${group(whole)}${shown ? `.${shown}` : ''}`);
}
