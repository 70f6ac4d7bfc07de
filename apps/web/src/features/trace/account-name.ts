import type { Address } from '@ton/core';
import { useTranslation } from 'react-i18next';
import { shortenAddress } from '../wallet/address';
import type { NamedAccount } from './read-trace';

/**
 * How an account along a trace reads, in the preview and on the transaction page: its role ("Your wallet",
 * "Pool TON/aUSD", "The pool's aUSD jetton wallet"), or a short friendly address when the app does not know it.
 */
export function useAccountName() {
  const { t } = useTranslation();
  return (name: NamedAccount | null, address: Address) => {
    if (!name)
      return t('preview.role.unknown-at', {
        address: shortenAddress(address.toString({ bounceable: true })),
      });
    if (name.role === 'pool' && name.symbol) return t('preview.role.pool-pair', { pair: name.symbol });
    return t(`preview.role.${name.role}`, { symbol: name.symbol ?? '' });
  };
}
