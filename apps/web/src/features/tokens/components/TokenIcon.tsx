import { isNativeTon } from '@atoll/chain/address';
import type { TokenListEntry } from '../token-list';

/** TON's logo ships with the app (public/ton.svg): a file of its own, not inlined into the page's JavaScript. */
const TON_LOGO = '/ton.svg';

/** The token's image (TON's own logo for native TON), or its symbol's first letter on a disc. */
export function TokenIcon({
  token,
  size = 28,
}: {
  token: Pick<TokenListEntry, 'icon_url' | 'symbol'> & { address?: string };
  size?: number;
}) {
  const src = token.icon_url || (token.address !== undefined && isNativeTon(token.address) ? TON_LOGO : '');
  if (src) {
    return <img className="token-icon" src={src} alt="" width={size} height={size} loading="lazy" />;
  }
  return (
    <span className="token-icon token-icon--letter" style={{ width: size, height: size }} aria-hidden="true">
      {token.symbol.slice(0, 1)}
    </span>
  );
}
