import { PricesResponseSchema, TokensResponseSchema } from '@atoll/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/http';
import { toRawAddress } from '@atoll/chain/address';
import { pricesByAddress, tokenFromApi, type TokenListEntry } from './token-list';

/** docs/product-spec.md §9: prices are polled every 30 s. */
export const PRICE_POLL_INTERVAL_MS = 30_000;

/** `GET /tokens`: the verified list, rarely changing. */
export function getTokensQueryOptions(apiUrl: string) {
  return queryOptions({
    queryKey: ['tokens', apiUrl],
    queryFn: async (): Promise<TokenListEntry[]> =>
      (await apiGet(`${apiUrl}/tokens`, TokensResponseSchema)).result.map(tokenFromApi),
    staleTime: 5 * 60_000,
  });
}

/** `GET /prices`: USD per token by raw address. */
export function getPricesQueryOptions(apiUrl: string) {
  return queryOptions({
    queryKey: ['prices', apiUrl],
    queryFn: async () => pricesByAddress((await apiGet(`${apiUrl}/prices`, PricesResponseSchema)).result),
    refetchInterval: PRICE_POLL_INTERVAL_MS,
    staleTime: PRICE_POLL_INTERVAL_MS,
  });
}

/**
 * TonAPI `GET /v2/jettons/{address}` (docs/product-spec.md §7): the metadata a custom token is made from,
 * with `is_scam` of the master's account (`GET /v2/accounts/{address}`: not a jetton-info field) added.
 * Null: not a jetton.
 */
export function getJettonInfoQueryOptions(tonapiUrl: string, address: string) {
  return queryOptions({
    queryKey: ['jetton-info', tonapiUrl, toRawAddress(address)],
    queryFn: async (): Promise<unknown> => {
      // loaded on first use: importing a custom token is no part of the first paint
      // lib/tonapi first: it installs Buffer before @atoll/chain (and @ton/core) evaluate
      const { tonApi } = await import('../../lib/tonapi');
      const { isNotFound } = await import('@atoll/chain');
      try {
        const { http } = tonApi(tonapiUrl);
        const params = { params: { path: { account_id: address } } };
        const [{ data }, { data: account }] = await Promise.all([
          http.GET('/v2/jettons/{account_id}', params),
          http.GET('/v2/accounts/{account_id}', params),
        ]);
        return { ...data!, is_scam: account!.is_scam };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    staleTime: Infinity,
    retry: 1,
  });
}

/**
 * What an address pasted into the picker is, from the account's own get-methods (trust/token-address.ts):
 * only a jetton master can be imported. The trust code loads on first use, as the send path's does.
 */
export function getTokenAddressKindQueryOptions(tonapiUrl: string, address: string) {
  return queryOptions({
    queryKey: ['token-address-kind', tonapiUrl, toRawAddress(address)],
    queryFn: async () => {
      const { inspectTokenAddress } = await import('../trust/token-address');
      const kind = await inspectTokenAddress(tonapiUrl, address);
      // the master as text: a query's data is compared and kept by value
      return kind.kind === 'jetton-wallet' ? { kind: kind.kind, master: kind.master.toRawString() } : kind;
    },
    staleTime: Infinity,
    retry: 1,
  });
}
