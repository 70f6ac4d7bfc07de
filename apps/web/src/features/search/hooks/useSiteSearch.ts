import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { env } from '../../../app/env';
import { useStore } from '../../../lib/create-store';
import { useBalances } from '../../balances/hooks';
import { customTokensStore } from '../../tokens/custom-tokens';
import { useTokenList } from '../../tokens/hooks';
import { getPoolGroupsQueryOptions } from '../queries';
import { createSiteSearch, type SearchSections } from '../site-search';

export interface SiteSearchResults {
  sections: SearchSections;
  tokensLoading: boolean;
  poolsLoading: boolean;
  /** The connected wallet's balance of a token, null while unknown. */
  balanceOf(address: string): bigint | null;
}

/** Both sections for a query; the fuse indexes are built once per token list and pool list. */
export function useSiteSearch(query: string): SiteSearchResults {
  const { tokens, isLoading: tokensLoading } = useTokenList();
  const { balanceOf } = useBalances();
  const customs = useStore(customTokensStore);
  const customAddresses = useMemo(() => customs.map((token) => token.address), [customs]);
  const groups = useQuery(getPoolGroupsQueryOptions(env.apiUrl, customAddresses));
  const search = useMemo(() => createSiteSearch(tokens, groups.data ?? []), [tokens, groups.data]);
  // Typing stays responsive: the results follow the field a render later.
  const deferredQuery = useDeferredValue(query);
  const sections = useMemo(() => search(deferredQuery), [search, deferredQuery]);
  return { sections, tokensLoading, poolsLoading: groups.isLoading, balanceOf };
}
