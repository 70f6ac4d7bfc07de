import { useTranslation } from 'react-i18next';
import type { DepositBlocker, WithdrawBlocker } from '../deposit-checks';

/** Everything that can stop a liquidity form's button, in the order the form checks it. */
export type FormBlocker = DepositBlocker | WithdrawBlocker | 'select-token' | 'no-tier';

/**
 * The text of a liquidity form's button: 'Sending…' while the wallet is asked, 'Connect wallet' when that is
 * what stops it, what else stops it, or the action itself.
 */
export function useActionLabel(
  action: 'add' | 'remove' | 'create',
  sending: boolean,
  blocker: FormBlocker,
): string {
  const { t } = useTranslation('liquidity');
  const { t: tMain } = useTranslation();
  if (sending) return t('liquidity.button.sending');
  if (blocker === 'connect') return tMain('wallet.connect');
  return blocker === null ? t(`liquidity.button.${action}`) : t(`liquidity.button.${blocker}`);
}
