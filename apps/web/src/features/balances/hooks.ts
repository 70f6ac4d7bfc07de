import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { env } from '../../app/env';
import { NATIVE_TON_ADDRESS, toRawAddress } from '@atoll/chain/address';
import { useWalletLogin } from '../auth/WalletLoginProvider';
import { getAccountQueryOptions, getJettonBalancesQueryOptions } from './queries';

/**
 * The signed-in wallet's balances; they reload when the address changes and reset when it clears
 * (docs/product-spec.md §4).
 */
export function useBalances() {
  const { address } = useWalletLogin();
  const account = useQuery({
    ...getAccountQueryOptions(env.apiUrl, address ?? ''),
    enabled: address !== null,
  });
  const jettons = useQuery({
    ...getJettonBalancesQueryOptions(env.apiUrl, address ?? ''),
    enabled: address !== null,
  });
  const ton = address ? (account.data ?? null) : null;
  const holdings = address ? jettons.data : undefined;

  /** The balance of a token in its smallest unit: null while unknown, 0 for a token not held. */
  const balanceOf = useCallback(
    (token: string): bigint | null => {
      const raw = toRawAddress(token);
      if (raw === NATIVE_TON_ADDRESS) return ton;
      if (!holdings) return null;
      return holdings.find((holding) => holding.jetton === raw)?.balance ?? 0n;
    },
    [ton, holdings],
  );

  return {
    address,
    ton,
    holdings,
    balanceOf,
    isLoading: address !== null && (account.isLoading || jettons.isLoading),
    error: account.error ?? jettons.error,
  };
}
