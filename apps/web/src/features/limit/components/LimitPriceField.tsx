import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/fees';
import { sanitizeAmountInput } from '../amount-input';
import type { TokenListEntry } from '../../tokens/token-list';
import { distanceFromMarketBps, fieldText, PRICE_DECIMALS, PRICE_STEPS, steppedPrice } from '../limit-price';

interface LimitPriceFieldProps {
  sell: TokenListEntry;
  buy: TokenListEntry;
  text: string;
  /** The field shows the buy token's price in sell tokens. */
  inverted: boolean;
  /** Buy per sell, scaled; null while the field holds no price. */
  price: bigint | null;
  marketPrice: bigint | null;
  onText(text: string): void;
  onFlip(): void;
}

const percent = (bps: bigint) => `${bps > 0n ? '+' : ''}${formatPercent(bps, 2, 2)}`;

/** The limit price either way round, with the market shortcut and +1/+5/+10 % above it. */
export function LimitPriceField({
  sell,
  buy,
  text,
  inverted,
  price,
  marketPrice,
  onText,
  onFlip,
}: LimitPriceFieldProps) {
  const { t } = useTranslation('limit');
  const [base, quote] = inverted ? [buy, sell] : [sell, buy];
  const distance = price !== null ? distanceFromMarketBps(price, marketPrice) : null;
  const set = (next: bigint) => onText(fieldText(next, inverted));
  return (
    <div className="swap-field limit-price" data-testid="limit-price">
      <div className="swap-field__top">
        <label className="field__label" htmlFor="limit-price-input">
          {t('limit.price.label')}
        </label>
        <button
          type="button"
          className="icon-button limit-price__flip"
          onClick={onFlip}
          aria-label={t('limit.price.flip', { symbol: quote.symbol })}
          title={t('limit.price.flip', { symbol: quote.symbol })}
          data-testid="limit-price-flip"
        >
          ⇄
        </button>
      </div>
      <div className="swap-field__row">
        <input
          id="limit-price-input"
          className="swap-field__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={text}
          onChange={(event) => {
            const next = sanitizeAmountInput(event.target.value, PRICE_DECIMALS);
            if (next !== null) onText(next);
          }}
        />
        <span className="limit-price__unit muted">
          {t('limit.price.per', { base: base.symbol, quote: quote.symbol })}
        </span>
      </div>
      <div className="limit-price__steps">
        <button
          type="button"
          className="chip"
          disabled={marketPrice === null}
          onClick={() => marketPrice && set(marketPrice)}
        >
          {t('limit.price.market')}
        </button>
        {PRICE_STEPS.map((step) => (
          <button
            key={step}
            type="button"
            className="chip"
            disabled={marketPrice === null}
            onClick={() => marketPrice && set(steppedPrice(marketPrice, step))}
            data-testid={`limit-price-step-${step}`}
          >
            {t('limit.price.step', { step })}
          </button>
        ))}
      </div>
      <span className="muted limit-price__market" data-testid="limit-market">
        {marketPrice === null
          ? t('limit.price.no-market')
          : t('limit.price.market-value', {
              base: base.symbol,
              quote: quote.symbol,
              price: fieldText(marketPrice, inverted),
            })}
        {distance !== null && ` · ${t('limit.price.distance', { percent: percent(distance) })}`}
      </span>
    </div>
  );
}
