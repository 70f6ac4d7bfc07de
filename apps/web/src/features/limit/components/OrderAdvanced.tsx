import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeAmountInput } from '../amount-input';
import type { TokenListEntry } from '../../tokens/token-list';

interface OrderAdvancedProps {
  sell: TokenListEntry;
  reward: string;
  partial: boolean;
  minFill: string;
  onReward(text: string): void;
  onPartial(partial: boolean): void;
  onMinFill(text: string): void;
}

/** The filler reward (TON) and partial fills with their smallest fill: folded away by default. */
export function OrderAdvanced(props: OrderAdvancedProps) {
  const { sell, reward, partial, minFill, onReward, onPartial, onMinFill } = props;
  const { t } = useTranslation('limit');
  const [open, setOpen] = useState(false);
  return (
    <div className="limit-advanced">
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid="limit-advanced"
      >
        {t('limit.advanced.toggle')} {open ? '▴' : '▾'}
      </button>
      {open && (
        <div className="limit-advanced__body">
          <label className="field__label" htmlFor="limit-reward">
            {t('limit.advanced.reward')}
          </label>
          <input
            id="limit-reward"
            className="input"
            inputMode="decimal"
            value={reward}
            onChange={(event) => {
              const next = sanitizeAmountInput(event.target.value, 9);
              if (next !== null) onReward(next);
            }}
          />
          <p className="muted limit-hint">{t('limit.advanced.reward-hint')}</p>
          <label className="limit-check">
            <input type="checkbox" checked={partial} onChange={(event) => onPartial(event.target.checked)} />
            {t('limit.advanced.partial')}
          </label>
          {partial && (
            <>
              <label className="field__label" htmlFor="limit-min-fill">
                {t('limit.advanced.min-fill', { symbol: sell.symbol })}
              </label>
              <input
                id="limit-min-fill"
                className="input"
                inputMode="decimal"
                placeholder="0"
                value={minFill}
                onChange={(event) => {
                  const next = sanitizeAmountInput(event.target.value, sell.decimals);
                  if (next !== null) onMinFill(next);
                }}
              />
            </>
          )}
        </div>
      )}
    </div>
  );
}
