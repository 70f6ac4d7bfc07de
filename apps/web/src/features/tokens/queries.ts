import { queryOptions } from '@tanstack/react-query';
import { requestJson, requestResult } from '../../lib/http';
import { toRawAddress } from '../../lib/ton-address';
import { parsePrices, tokenFromApi, type TokenListEntry } from './token-list';

/** Spec 9: prices are polled every 30 s. */
export const PRICE_POLL_INTERVAL_MS = 30_000;

/** `GET /tokens`: the verified list, rarely changing. */
export function getTokensQueryOptions(apiUrl: string) {
  return queryOptions({
    queryKey: ['tokens', apiUrl],
    queryFn: async (): Promise<TokenListEntry[]> => {
      const result = await requestResult(`${apiUrl}/tokens`);
      return (Array.isArray(result) ? result : []).flatMap((value: unknown) => tokenFromApi(value) ?? []);
    },
    staleTime: 5 * 60_000,
  });
}

/** `GET /prices`: USD per token by raw address. */
export function getPricesQueryOptions(apiUrl: string) {
  return queryOptions({
    queryKey: ['prices', apiUrl],
    queryFn: async () => parsePrices(await requestResult(`${apiUrl}/prices`)),
    refetchInterval: PRICE_POLL_INTERVAL_MS,
    staleTime: PRICE_POLL_INTERVAL_MS,
  });
}

/** TonAPI `GET /v2/jettons/{address}` (spec 7): the metadata a custom token is made from. Null: not a jetton. */
export function getJettonInfoQueryOptions(tonapiUrl: string, address: string) {
  return queryOptions({
    queryKey: ['jetton-info', tonapiUrl, toRawAddress(address)],
    queryFn: async (): Promise<unknown> => {
      try {
        return await requestJson(`${tonapiUrl}/v2/jettons/${encodeURIComponent(address)}`);
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
    staleTime: Infinity,
    retry: 1,
  });
}
