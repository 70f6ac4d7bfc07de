import { AccountResponseSchema, JettonBalancesResponseSchema } from '@atoll/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/http';
import { holdingsFromJettons } from './balances';

/** docs/product-spec.md §9: chain data is polled every 10 s (and cached as long, §7). */
export const CHAIN_POLL_INTERVAL_MS = 10_000;

const accountUrl = (apiUrl: string, address: string) => `${apiUrl}/accounts/${encodeURIComponent(address)}`;

/**
 * `GET /accounts/{address}` → the TON balance in nanoton (an unknown account is `uninit` with "0",
 * docs/product-spec.md §7).
 */
export function getAccountQueryOptions(apiUrl: string, address: string) {
  return queryOptions({
    queryKey: ['account', apiUrl, address],
    queryFn: async () =>
      BigInt((await apiGet(accountUrl(apiUrl, address), AccountResponseSchema)).result.balance),
    refetchInterval: CHAIN_POLL_INTERVAL_MS,
    staleTime: CHAIN_POLL_INTERVAL_MS,
  });
}

/** `GET /accounts/{address}/jettons` → holdings with the user's jetton wallets. */
export function getJettonBalancesQueryOptions(apiUrl: string, address: string) {
  return queryOptions({
    queryKey: ['jetton-balances', apiUrl, address],
    queryFn: async () => {
      const { result } = await apiGet(`${accountUrl(apiUrl, address)}/jettons`, JettonBalancesResponseSchema);
      return holdingsFromJettons(result.balances);
    },
    refetchInterval: CHAIN_POLL_INTERVAL_MS,
    staleTime: CHAIN_POLL_INTERVAL_MS,
  });
}
