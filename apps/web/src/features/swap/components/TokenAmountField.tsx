import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatUsd, amountInputError, parseAmount, usdValue } from '../../../lib/amounts';
import { SafetyLabel } from '../../token-safety/components/SafetyLabel';
import { TokenIcon } from '../../tokens/components/TokenIcon';
import type { TokenListEntry } from '../../tokens/token-list';

// loads only once the field holds something that is not an amount
const AmountInputHint = lazy(() => import('../../../components/ui/AmountInputHint'));
interface TokenAmountFieldProps {
  id: string;
  label: string;
  token: TokenListEntry | null;
  value: string;
  balance: bigint | null;
  onChange(value: string): void;
  onPickToken(): void;
  /** Shown on the input side only: fills the field with the balance (less a gas reserve for TON). */
  onMax?: () => void;
  /** The other side while a quote is computed: the field is read-only-looking but editable. */
  quoted?: boolean;
}

export function TokenAmountField(props: TokenAmountFieldProps) {
  const { id, label, token, value, balance, onChange, onPickToken, onMax, quoted } = props;
  const { t } = useTranslation();
  const amount = token ? parseAmount(value, token.decimals) : null;
  const invalid = token !== null && amountInputError(value, token.decimals) !== null;
  return (
    <div className="swap-field" data-testid={`swap-field-${id}`}>
      <div className="swap-field__top">
        <label className="field__label" htmlFor={`swap-amount-${id}`}>
          {label}
        </label>
        {token && balance !== null && (
          <span className="muted swap-field__balance">
            {t('swap.balance', { amount: formatAmount(balance, token.decimals) })}
            {onMax && balance > 0n && (
              <button type="button" className="link-button" onClick={onMax}>
                {t('swap.max')}
              </button>
            )}
          </span>
        )}
      </div>
      <div className="swap-field__row">
        <input
          id={`swap-amount-${id}`}
          className={`swap-field__input${quoted ? ' swap-field__input--quoted' : ''}`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `swap-amount-${id}-hint` : undefined}
          onChange={(event) => {
            onChange(event.target.value.replace(',', '.'));
          }}
        />
        <button type="button" className="token-button" onClick={onPickToken} data-testid={`swap-token-${id}`}>
          {token ? (
            <>
              <TokenIcon token={token} size={24} />
              <span>{token.symbol}</span>
              <SafetyLabel token={token} />
            </>
          ) : (
            <span>{t('swap.select-token')}</span>
          )}
        </button>
      </div>
      {token && invalid && (
        <Suspense fallback={null}>
          <AmountInputHint
            id={`swap-amount-${id}`}
            text={value}
            decimals={token.decimals}
            symbol={token.symbol}
          />
        </Suspense>
      )}
      {token && amount !== null && token.price !== '0' && (
        <span className="muted swap-field__usd">
          {formatUsd(usdValue(amount, token.decimals, token.price))}
        </span>
      )}
    </div>
  );
}
