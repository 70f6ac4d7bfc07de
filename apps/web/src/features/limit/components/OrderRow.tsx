import type { Order } from '@atoll/shared';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/amounts';
import { priceText } from '../limit-price';
import { priceOfTrade } from '../limit-price';
import { isActive, orderProgress } from '../order-rows';

export interface TokenInfo {
  symbol: string;
  decimals: number;
}

interface OrderRowProps {
  order: Order;
  tokenOf(address: string): TokenInfo;
  /** Null in the history tab. */
  onCancel?: (order: Order) => void;
  onEdit?: (order: Order) => void;
  busy: boolean;
  cancelFee: bigint | null;
  locale: string;
}

/** One order: pair, limit price, fill progress and what was received, expiry, status, and its actions. */
export function OrderRow({ order, tokenOf, onCancel, onEdit, busy, cancelFee, locale }: OrderRowProps) {
  const { t } = useTranslation('limit');
  const sell = tokenOf(order.sell_token);
  const buy = tokenOf(order.buy_token);
  const progress = orderProgress(order);
  const price = priceOfTrade(progress.sellAmount, BigInt(order.min_buy_amount), {
    sell: sell.decimals,
    buy: buy.decimals,
  });
  const date = new Date(order.expires_at * 1000).toLocaleString(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const active = isActive(order);
  return (
    <li
      className="limit-order"
      data-testid="limit-order"
      data-address={order.address}
      data-status={order.status}
    >
      <div className="limit-order__head">
        <strong>{t('limit.orders.pair', { sell: sell.symbol, buy: buy.symbol })}</strong>
        <span className={`badge limit-order__status limit-order__status--${order.status}`}>
          {t(`limit.status.${order.status}`)}
        </span>
      </div>
      <div className="muted">
        {t('limit.orders.price', { sell: sell.symbol, buy: buy.symbol, price: priceText(price) })}
      </div>
      <div
        className="limit-order__progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.filledBps / 100}
      >
        <span style={{ width: `${progress.filledBps / 100}%` }} />
      </div>
      <div className="limit-order__facts muted">
        <span data-testid="limit-order-filled">
          {t('limit.orders.filled', {
            filled: formatAmount(progress.filled, sell.decimals),
            total: formatAmount(progress.sellAmount, sell.decimals),
            symbol: sell.symbol,
          })}
        </span>
        <span>
          {t('limit.orders.received', {
            amount: formatAmount(progress.received, buy.decimals),
            symbol: buy.symbol,
          })}
        </span>
        <span>
          {t(order.status === 'expired' ? 'limit.orders.expired-at' : 'limit.orders.expires', { date })}
        </span>
      </div>
      {active && onCancel && (
        <div className="limit-order__actions">
          {onEdit && (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => onEdit(order)}
            >
              {t('limit.orders.edit')}
            </button>
          )}
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => onCancel(order)}
            title={
              cancelFee !== null
                ? t('limit.orders.cancel-fee', { amount: formatAmount(cancelFee, 9, 9) })
                : undefined
            }
            data-testid="limit-order-cancel"
          >
            {t('limit.orders.cancel')}
          </button>
        </div>
      )}
    </li>
  );
}
