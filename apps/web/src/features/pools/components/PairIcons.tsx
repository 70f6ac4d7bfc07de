import type { PoolToken } from '@atoll/shared';
import { TokenIcon } from '../../tokens/components/TokenIcon';

/** Both tokens of a pair, the second icon overlapping the first. */
export function PairIcons({
  tokenX,
  tokenY,
  size = 28,
}: {
  tokenX: PoolToken;
  tokenY: PoolToken;
  size?: number;
}) {
  return (
    <span className="pair-icons" aria-hidden="true">
      <TokenIcon token={tokenX} size={size} />
      <TokenIcon token={tokenY} size={size} />
    </span>
  );
}
