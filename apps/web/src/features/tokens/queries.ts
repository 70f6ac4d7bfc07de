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
 * TonAPI `GET /v2/jettons/{address}` (docs/product-spec.md §7): the metadata a custom token is made from.
 * Null: not a jetton.
 */
export function getJettonInfoQueryOptions(tonapiUrl: string, address: string) {
  return queryOptions({
    queryKey: ['jetton-info', tonapiUrl, toRawAddress(address)],
    queryFn: async (): Promise<unknown> => {
      // loaded on first use: importing a custom token is no part of the first paint
      const [{ tonApi }, { isNotFound }] = await Promise.all([
        import('../../lib/tonapi'),
        import('@atoll/chain'),
      ]);
      try {
        const { data } = await tonApi(tonapiUrl).http.GET('/v2/jettons/{account_id}', {
          params: { path: { account_id: address } },
        });
        return data!;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    staleTime: Infinity,
    retry: 1,
  });
}
