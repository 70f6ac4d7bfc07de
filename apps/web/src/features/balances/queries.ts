import { queryOptions } from '@tanstack/react-query';
import { requestResult } from '../../lib/http';
import { holdingsFromJettons, tonBalanceFromAccount } from './balances';

/** Spec 9: chain data is polled every 10 s (and cached as long, spec 7). */
export const CHAIN_POLL_INTERVAL_MS = 10_000;

/** `GET /accounts/{address}` → the TON balance in nanoton. */
export function getAccountQueryOptions(apiUrl: string, address: string) {
  return queryOptions({
    queryKey: ['account', apiUrl, address],
    queryFn: async () =>
      tonBalanceFromAccount(await requestResult(`${apiUrl}/accounts/${encodeURIComponent(address)}`)),
    refetchInterval: CHAIN_POLL_INTERVAL_MS,
    staleTime: CHAIN_POLL_INTERVAL_MS,
  });
}

/** `GET /accounts/{address}/jettons` → holdings with the user's jetton wallets. */
export function getJettonBalancesQueryOptions(apiUrl: string, address: string) {
  return queryOptions({
    queryKey: ['jetton-balances', apiUrl, address],
    queryFn: async () =>
      holdingsFromJettons(await requestResult(`${apiUrl}/accounts/${encodeURIComponent(address)}/jettons`)),
    refetchInterval: CHAIN_POLL_INTERVAL_MS,
    staleTime: CHAIN_POLL_INTERVAL_MS,
  });
}
