import type { TokenListEntry } from '../token-list';

/** The token's image, or its symbol's first letter on a disc. */
export function TokenIcon({
  token,
  size = 28,
}: {
  token: Pick<TokenListEntry, 'icon_url' | 'symbol'>;
  size?: number;
}) {
  if (token.icon_url) {
    return (
      <img className="token-icon" src={token.icon_url} alt="" width={size} height={size} loading="lazy" />
    );
  }
  return (
    <span className="token-icon token-icon--letter" style={{ width: size, height: size }} aria-hidden="true">
      {token.symbol.slice(0, 1)}
    </span>
  );
}
