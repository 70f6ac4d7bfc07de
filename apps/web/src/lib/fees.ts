import { formatPercent } from './amounts';

// One way to write a pool's fee tier everywhere (issue 19: "0.3%" beside "0.30%"): the fewest digits
// that say it exactly, in the language's number format.

/** A fee tier in basis points: 30 → "0.3%", 5 → "0.05%", 100 → "1%". */
export function feeTierText(feeBps: number): string {
  return formatPercent(BigInt(feeBps), 2);
}
