import { useNavigate } from 'react-router';
import type { TokenListEntry } from '../../tokens/token-list';
import { poolGroupSearchUrl, tokenSearchUrl } from '../links';
import type { PoolGroupEntry } from '../pool-groups';

/**
 * Where a chosen result leads (docs/product-spec.md §2): its target URL, ready to navigate to now or later.
 */
export function useSearchNavigation() {
  const navigate = useNavigate();
  return {
    toToken: (token: TokenListEntry) => () => void navigate(tokenSearchUrl(token.address)),
    toPool: (group: PoolGroupEntry) => () =>
      void navigate(poolGroupSearchUrl(group.token_x.address, group.token_y.address)),
  };
}
