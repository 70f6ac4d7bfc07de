import { parseUsd } from '../../lib/amounts';
import { usdOf } from '../../lib/number-locale';

// docs/product-spec.md §9 "Search settings": TVL and volume are shown with no decimals.

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Micro-dollars → "$1,235" (rounded half up to whole dollars); "<$1" for a value above zero that rounds to 0. */
export function formatWholeUsd(microUsd: bigint): string {
  if (microUsd < 0n) return `-${formatWholeUsd(-microUsd)}`;
  const dollars = (microUsd + 500_000n) / 1_000_000n;
  if (dollars === 0n && microUsd > 0n) return usdOf('<1');
  return usdOf(group(dollars.toString()));
}

/** A USD decimal string from the API ("1234.5") → "$1,235". */
export const formatWholeUsdText = (usd: string) => formatWholeUsd(parseUsd(usd));
