import { useTranslation } from 'react-i18next';
import type { DepositBlocker, WithdrawBlocker } from '../deposit-checks';

/** Everything that can stop a liquidity form's button, in the order the form checks it. */
export type FormBlocker = DepositBlocker | WithdrawBlocker | 'select-token' | 'no-tier';

interface LiquidityActionButtonProps {
  action: 'add' | 'remove' | 'create';
  sending: boolean;
  blocker: FormBlocker;
  /** Disabled for a reason the label does not name (e.g. this build pins no factory to derive pools from). */
  unavailable?: boolean;
  onClick(): void;
  testId: string;
}

/**
 * A liquidity form's button: 'Sending…' while the wallet is asked, 'Connect wallet' (which connects) when that is
 * what stops it, what else stops it (disabled), or the action itself.
 */
export function LiquidityActionButton({
  action,
  sending,
  blocker,
  unavailable = false,
  onClick,
  testId,
}: LiquidityActionButtonProps) {
  const { t } = useTranslation('liquidity');
  const { t: tMain } = useTranslation();
  const label = sending
    ? t('liquidity.button.sending')
    : blocker === 'connect'
      ? tMain('wallet.connect')
      : blocker === null
        ? t(`liquidity.button.${action}`)
        : t(`liquidity.button.${blocker}`);
  return (
    <button
      type="button"
      className="button button--primary button--wide button--large"
      disabled={sending || (blocker !== null && blocker !== 'connect') || unavailable}
      onClick={onClick}
      data-testid={testId}
    >
      {label}
    </button>
  );
}
