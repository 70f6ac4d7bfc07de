import { isNativeTon } from '@atoll/chain/address';
import tonLogo from '../../../assets/ton.svg';
import type { TokenListEntry } from '../token-list';

/** The token's image (TON's own logo ships with the app), or its symbol's first letter on a disc. */
export function TokenIcon({
  token,
  size = 28,
}: {
  token: Pick<TokenListEntry, 'icon_url' | 'symbol'> & { address?: string };
  size?: number;
}) {
  const src = token.icon_url || (token.address !== undefined && isNativeTon(token.address) ? tonLogo : '');
  if (src) {
    return <img className="token-icon" src={src} alt="" width={size} height={size} loading="lazy" />;
  }
  return (
    <span className="token-icon token-icon--letter" style={{ width: size, height: size }} aria-hidden="true">
      {token.symbol.slice(0, 1)}
    </span>
  );
}
