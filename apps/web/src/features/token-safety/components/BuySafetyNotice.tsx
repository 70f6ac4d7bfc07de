import { useTranslation } from 'react-i18next';
import { confirmToken } from '../confirmations';
import type { BuySafety } from '../hooks';
import { buyNotice, type TokenSafety } from '../token-safety';

interface BuySafetyNoticeProps {
  token: TokenSafety & { address: string; symbol: string };
  safety: BuySafety;
}

/**
 * Under the token being bought: why a blacklisted or scam token cannot be bought, or the one question an
 * unverified or graylisted token asks (the answer is kept per token, confirmations.ts).
 */
export function BuySafetyNotice({ token, safety }: BuySafetyNoticeProps) {
  const { t } = useTranslation();
  const notice = buyNotice(token);
  if (safety === null || notice === null) return null;
  const symbol = token.symbol;
  if (notice.rule === 'blocked')
    return (
      <p className="safety-notice safety-notice--blocked" role="alert" data-testid="safety-blocked">
        {t(`safety.blocked.${notice.level}`, { symbol })}
      </p>
    );
  return (
    <div className="safety-notice" data-testid="safety-confirm">
      <p>{t(`safety.confirm.${notice.level}`, { symbol })}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => confirmToken(token.address)}
        data-testid="safety-confirm-button"
      >
        {t('safety.confirm.button', { symbol })}
      </button>
    </div>
  );
}
