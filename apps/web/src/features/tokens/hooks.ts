import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { env } from '../../app/env';
import { useStore } from '../../lib/create-store';
import { customTokensStore } from './custom-tokens';
import { NATIVE_TON_ADDRESS, toRawAddress } from '@atoll/chain/address';
import { getJettonInfoQueryOptions, getPricesQueryOptions, getTokensQueryOptions } from './queries';
import {
  addCustomToken,
  mergeTokenLists,
  tokenFromJettonInfo,
  withPrices,
  type TokenListEntry,
} from './token-list';

/** The API's tokens, then the user's custom ones (deduplicated by parsed address), with live prices. */
export function useTokenList(): { tokens: TokenListEntry[]; isLoading: boolean } {
  const listed = useQuery(getTokensQueryOptions(env.apiUrl));
  const prices = useQuery(getPricesQueryOptions(env.apiUrl));
  const customs = useStore(customTokensStore);
  const tokens = useMemo(
    () => withPrices(mergeTokenLists(listed.data ?? [], customs), prices.data ?? new Map()),
    [listed.data, customs, prices.data],
  );
  return { tokens, isLoading: listed.isLoading };
}

/**
 * A token for an address that may not be listed: the listed entry, else one made from its jetton
 * metadata (TonAPI), else null while loading or when the text is not an address. TON is native, not a
 * jetton: it is never looked up (issue 19: that was a 404 on every swap page load), only waited for in the list.
 */
export function useResolvedToken(address: string | null, tokens: readonly TokenListEntry[]) {
  const raw = address ? toRawAddress(address) : null;
  const listed = raw ? tokens.find((token) => token.address === raw) : undefined;
  const info = useQuery({
    ...getJettonInfoQueryOptions(env.tonapiUrl, raw ?? ''),
    enabled: raw !== null && !listed && raw !== NATIVE_TON_ADDRESS,
  });
  const token = useMemo(
    () => listed ?? (raw && info.isFetched ? tokenFromJettonInfo(raw, info.data ?? null) : null),
    [listed, raw, info.isFetched, info.data],
  );
  return { token, isLoading: raw !== null && !listed && (raw === NATIVE_TON_ADDRESS || info.isLoading) };
}

/** Adds a custom token (docs/product-spec.md §5: only when its address is not in the list yet). */
export function importCustomToken(token: TokenListEntry, known: readonly TokenListEntry[]) {
  customTokensStore.set((customs) => addCustomToken(customs, token, known));
}
