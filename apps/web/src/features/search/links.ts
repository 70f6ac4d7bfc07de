import { toFriendlyAddress } from '@atoll/chain/address';
import { ROUTES, swapTokenPath } from '../shell/nav';

// docs/product-spec.md §2: where a search result leads.

/** A token's swap page, `/app/swap/{bounceable address}/null`. */
export function tokenSearchUrl(address: string): string {
  return swapTokenPath(toFriendlyAddress(address) ?? address);
}

/**
 * The pools page opened on a pair's group: `/app/pools#{addressX}{addressY}`, both in the bounceable
 * friendly form (48 characters each, so the hash splits in the middle).
 */
export function poolGroupSearchUrl(addressX: string, addressY: string): string {
  const x = toFriendlyAddress(addressX) ?? addressX;
  const y = toFriendlyAddress(addressY) ?? addressY;
  return `${ROUTES.pools.replace(/\/$/, '')}#${x}${y}`;
}
