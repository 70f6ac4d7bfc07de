import type { PoolGroup } from '@atoll/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { env } from '../../../app/env';
import { useStore } from '../../../lib/create-store';
import { customTokensStore } from '../../tokens/custom-tokens';
import { createGroupFilter, onlyVerified, sortGroups, type PoolSort } from '../pool-groups';
import { getPoolGroupsQueryOptions } from '../queries';

export interface PoolListView {
  query: string;
  verifiedOnly: boolean;
  sort: PoolSort;
  /** The pair key the URL opens: listed even when the box would hide it. */
  pinned?: string | null;
}

/**
 * The pools page's groups: every pool, fetched with the custom tokens, then filtered (verified or custom
 * tokens only, unless the box is unticked) and sorted as the user asked.
 */
export function usePoolGroups({ query, verifiedOnly, sort, pinned = null }: PoolListView) {
  const customs = useStore(customTokensStore);
  const customAddresses = useMemo(() => customs.map((token) => token.address), [customs]);
  const groups = useQuery(getPoolGroupsQueryOptions(env.apiUrl, customAddresses));
  const customSet = useMemo(() => new Set(customAddresses), [customAddresses]);

  const all = groups.data;
  const filter = useMemo(() => createGroupFilter(all ?? []), [all]);
  const shown = useMemo((): PoolGroup[] => {
    const sorted = sortGroups(filter(query), sort);
    return verifiedOnly ? onlyVerified(sorted, customSet, pinned) : sorted;
  }, [filter, query, sort, verifiedOnly, customSet, pinned]);

  return { groups: shown, total: all?.length ?? 0, isLoading: groups.isLoading, error: groups.error };
}
