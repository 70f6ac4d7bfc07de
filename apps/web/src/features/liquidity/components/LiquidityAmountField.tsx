import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatUsd, amountInputError, parseAmount, usdValue } from '../../../lib/amounts';
import { TokenIcon } from '../../tokens/components/TokenIcon';
import type { PoolSideToken } from '../pool-model';

// loads only once the field holds something that is not an amount
const AmountInputHint = lazy(() => import('../../../components/ui/AmountInputHint'));
interface LiquidityAmountFieldProps {
  id: string;
  token: PoolSideToken | null;
  value: string;
  balance: bigint | null;
  /** USD per whole token, when known. */
  price?: string;
  insufficient?: boolean;
  onChange(value: string): void;
  onMax?: () => void;
  /** Create page: the token button opens the picker. */
  onPickToken?: () => void;
}

/** An amount of one side of a deposit, with the wallet's balance and a Max link. */
export function LiquidityAmountField(props: LiquidityAmountFieldProps) {
  const { id, token, value, balance, price, insufficient, onChange, onMax, onPickToken } = props;
  const { t } = useTranslation('liquidity');
  const amount = token ? parseAmount(value, token.decimals) : null;
  const invalid = token !== null && amountInputError(value, token.decimals) !== null;
  const tokenLabel = token ? (
    <>
      <TokenIcon token={token} size={24} />
      <span>{token.symbol}</span>
    </>
  ) : (
    <span>{t('liquidity.select-token')}</span>
  );
  return (
    <div
      className={`swap-field${insufficient ? ' liquidity-field--error' : ''}`}
      data-testid={`liquidity-field-${id}`}
    >
      <div className="swap-field__top">
        <label className="field__label" htmlFor={`liquidity-amount-${id}`}>
          {token ? token.symbol : t('liquidity.amount')}
        </label>
        {token && balance !== null && (
          <span className="muted swap-field__balance">
            {t('liquidity.balance', { amount: formatAmount(balance, token.decimals) })}
            {onMax && balance > 0n && (
              <button type="button" className="link-button" onClick={onMax}>
                {t('liquidity.max')}
              </button>
            )}
          </span>
        )}
      </div>
      <div className="swap-field__row">
        <input
          id={`liquidity-amount-${id}`}
          className="swap-field__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `liquidity-amount-${id}-hint` : undefined}
          disabled={!token}
          onChange={(event) => {
            onChange(event.target.value.replace(',', '.'));
          }}
        />
        {onPickToken ? (
          <button
            type="button"
            className="token-button"
            onClick={onPickToken}
            data-testid={`liquidity-token-${id}`}
          >
            {tokenLabel}
          </button>
        ) : (
          <span className="token-button liquidity-field__token">{tokenLabel}</span>
        )}
      </div>
      {token && invalid && (
        <Suspense fallback={null}>
          <AmountInputHint
            id={`liquidity-amount-${id}`}
            text={value}
            decimals={token.decimals}
            symbol={token.symbol}
          />
        </Suspense>
      )}
      {token && amount !== null && price && price !== '0' && (
        <span className="muted swap-field__usd">{formatUsd(usdValue(amount, token.decimals, price))}</span>
      )}
      {insufficient && token && (
        <span className="error-text">{t('liquidity.insufficient', { symbol: token.symbol })}</span>
      )}
    </div>
  );
}
