import type { PoolGroup } from '@atoll/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { env } from '../../../app/env';
import { useStore } from '../../../lib/create-store';
import { customTokensStore } from '../../tokens/custom-tokens';
import { useTokenList } from '../../tokens/hooks';
import { createGroupFilter, onlyVerified, sortGroups, type PoolSort } from '../pool-groups';
import { getPoolGroupsQueryOptions } from '../queries';

export interface PoolListView {
  query: string;
  verifiedOnly: boolean;
  sort: PoolSort;
}

/** The pools page's groups: fetched with the custom tokens, then filtered and sorted as the user asked. */
export function usePoolGroups({ query, verifiedOnly, sort }: PoolListView) {
  const customs = useStore(customTokensStore);
  const customAddresses = useMemo(() => customs.map((token) => token.address), [customs]);
  const groups = useQuery(getPoolGroupsQueryOptions(env.apiUrl, customAddresses));
  const { tokens } = useTokenList();
  const verified = useMemo(
    () => new Set(tokens.filter((token) => token.verified && !token.custom).map((token) => token.address)),
    [tokens],
  );

  const all = groups.data;
  const filter = useMemo(() => createGroupFilter(all ?? []), [all]);
  const shown = useMemo((): PoolGroup[] => {
    const sorted = sortGroups(filter(query), sort);
    return verifiedOnly ? onlyVerified(sorted, verified) : sorted;
  }, [filter, query, sort, verifiedOnly, verified]);

  return { groups: shown, total: all?.length ?? 0, isLoading: groups.isLoading, error: groups.error };
}
