import type { Order } from '@atoll/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NATIVE_TON_ADDRESS } from '@atoll/chain/address';
import { formatAmount, toDecimalString } from '../../../lib/amounts';
import { useWalletLogin } from '../../auth/WalletLoginProvider';
import { ROUTES } from '../../shell/nav';
import { TokenAmountField } from '../../swap/components/TokenAmountField';
import { TradeSwitch } from '../../swap/components/TradeSwitch';
import { BuySafetyNotice } from '../../token-safety/components/BuySafetyNotice';
import { isSafetyBlocker } from '../../token-safety/token-safety';
import { LazyTokenPicker } from '../../tokens/components/LazyTokenPicker';
import type { TokenListEntry } from '../../tokens/token-list';
import { useLimitForm } from '../hooks/useLimitForm';
import { useSendOrder } from '../hooks/useSendOrder';
import { isFormError } from '../limit-checks';
import { fieldText } from '../limit-price';
import { ExpiryPicker } from './ExpiryPicker';
import { LimitPriceField } from './LimitPriceField';
import { OrderAdvanced } from './OrderAdvanced';
import { OrderFees } from './OrderFees';

/** TON kept back by "Max": the reward and the gas travel with a TON sell. */
const MAX_TON_RESERVE = 300_000_000n;

interface LimitFormProps {
  editing: Order | null;
  onStopEditing(): void;
  /** Told what the chart draws: the pair, its direction, the typed limit and the market. */
  form: ReturnType<typeof useLimitForm>;
}

/** The order form: pair, amount, limit price, what it receives, expiry, reward, fees, and the button. */
export function LimitForm({ editing, onStopEditing, form }: LimitFormProps) {
  const { t } = useTranslation('limit');
  const { connect } = useWalletLogin();
  const { place, sending } = useSendOrder(form.balances.address);
  const [picking, setPicking] = useState<'sell' | 'buy' | null>(null);
  const { sell, buy, blocker } = form;

  const select = (token: TokenListEntry) => {
    const other = picking === 'sell' ? buy?.address : sell?.address;
    if (other === token.address) form.switchTokens();
    else if (picking === 'sell') form.setSellAddress(token.address);
    else form.setBuyAddress(token.address);
  };

  const onButton = () => {
    if (blocker === 'connect') void connect();
    else if (form.request) void place(form.request, form.clearAmounts);
  };

  const label = sending
    ? t('limit.button.sending')
    : blocker === null
      ? t(editing ? 'limit.button.replace' : 'limit.button.place')
      : isSafetyBlocker(blocker)
        ? t(`safety.button.${blocker}`, { ns: 'translation' })
        : t(`limit.button.${blocker}`, { symbol: sell?.symbol ?? '' });

  const [base, quote] = form.inverted ? [buy, sell] : [sell, buy];
  const errorText = (): string | null => {
    if (!isFormError(blocker) || !sell) return null;
    switch (blocker) {
      case 'invalid-amount':
        return t('limit.error.invalid-amount', { symbol: sell.symbol, decimals: sell.decimals });
      case 'insufficient-balance':
        return t('limit.error.insufficient-balance', {
          symbol: sell.symbol,
          balance: formatAmount(form.balance ?? 0n, sell.decimals),
        });
      case 'below-min-fill':
        return t('limit.error.below-min-fill', {
          symbol: sell.symbol,
          minFill: formatAmount(form.minFill, sell.decimals),
        });
      case 'wrong-side':
        return t('limit.error.wrong-side', {
          market: form.market.marketPrice ? fieldText(form.market.marketPrice, form.inverted) : '',
          base: base?.symbol ?? '',
          quote: quote?.symbol ?? '',
        });
      default:
        return blocker ? t(`limit.error.${blocker as 'invalid-reward'}`) : null;
    }
  };
  const error = errorText();

  return (
    <div className="swap card limit-form" data-testid="limit-form">
      <div className="swap__header">
        <TradeSwitch current="limit" />
        <h1 className="visually-hidden">{t('limit.title')}</h1>
      </div>
      {editing && (
        <p className="limit-editing" data-testid="limit-editing">
          {t('limit.editing')}{' '}
          <button type="button" className="link-button" onClick={onStopEditing}>
            {t('limit.editing.stop')}
          </button>
        </p>
      )}
      <TokenAmountField
        id="sell"
        label={t('limit.sell')}
        token={sell}
        value={form.amountText}
        balance={form.balance}
        onChange={form.setAmountText}
        onPickToken={() => setPicking('sell')}
        onMax={() => {
          if (!sell || form.balance === null) return;
          const max = sell.address === NATIVE_TON_ADDRESS ? form.balance - MAX_TON_RESERVE : form.balance;
          form.setAmountText(toDecimalString(max > 0n ? max : 0n, sell.decimals));
        }}
      />
      <button
        type="button"
        className="swap__flip icon-button"
        aria-label={t('limit.switch')}
        onClick={form.switchTokens}
      >
        ↓
      </button>
      <TokenAmountField
        id="buy"
        label={t('limit.receive')}
        token={buy}
        value={form.receiveText}
        balance={buy ? form.balances.balanceOf(buy.address) : null}
        quoted
        onChange={form.setReceive}
        onPickToken={() => setPicking('buy')}
      />
      {buy && <BuySafetyNotice token={buy} safety={form.buySafety} />}
      {sell && buy && (
        <LimitPriceField
          sell={sell}
          buy={buy}
          text={form.priceText}
          inverted={form.inverted}
          price={form.price}
          marketPrice={form.market.marketPrice}
          onText={form.setPrice}
          onFlip={form.flipPrice}
        />
      )}
      <ExpiryPicker
        choice={form.expiry}
        custom={form.customExpiry}
        onChoice={form.setExpiry}
        onCustom={form.setCustomExpiry}
      />
      {sell && (
        <OrderAdvanced
          sell={sell}
          reward={form.rewardText}
          partial={form.partial}
          minFill={form.minFillText}
          onReward={form.setRewardText}
          onPartial={form.setPartial}
          onMinFill={form.setMinFillText}
        />
      )}
      {form.fees && <OrderFees fees={form.fees} edit={form.edit} />}
      {error && (
        <p className="error-text" role="alert" data-testid="limit-error">
          {error}
          {blocker === 'wrong-side' && ' '}
          {blocker === 'wrong-side' && (
            <Link to={ROUTES.swap} className="link-button">
              {t('limit.error.swap-instead')}
            </Link>
          )}
        </p>
      )}
      <button
        type="button"
        className="button button--primary button--wide button--large"
        disabled={sending || (blocker !== null && blocker !== 'connect')}
        onClick={onButton}
        data-testid="limit-button"
      >
        {label}
      </button>
      {picking && (
        <LazyTokenPicker
          tokens={form.tokens}
          balanceOf={form.balances.balanceOf}
          onSelect={select}
          onClose={() => setPicking(null)}
        />
      )}
    </div>
  );
}
