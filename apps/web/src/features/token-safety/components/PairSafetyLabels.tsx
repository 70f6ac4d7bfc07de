import type { TokenSafety } from '../token-safety';
import { labelLevel } from '../token-safety';
import { SafetyLabel } from './SafetyLabel';

type LabelledToken = TokenSafety & { symbol: string };

/**
 * The labels of a pair's tokens that are not verified (pools list, search), each naming its token when
 * both are labelled, so a pair never hides which side is the risk.
 */
export function PairSafetyLabels({ group }: { group: { token_x: LabelledToken; token_y: LabelledToken } }) {
  const labelled = [group.token_x, group.token_y].filter((token) => labelLevel(token) !== null);
  if (labelled.length === 0) return null;
  return (
    <span className="pair-safety" data-testid="pair-safety">
      {labelled.map((token) => (
        <span key={token.symbol} className="pair-safety__token" data-symbol={token.symbol}>
          {labelled.length > 1 && <span className="muted">{token.symbol}</span>}
          <SafetyLabel token={token} />
        </span>
      ))}
    </span>
  );
}
