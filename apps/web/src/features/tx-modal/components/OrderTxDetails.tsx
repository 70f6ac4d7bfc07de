import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/amounts';
import type { OrderTxRecord, TxType } from '../tx-status';

/** The place and cancel variants' body: the order's trade, and what happens to the funds. */
export default function OrderTxDetails({ type, order }: { type: TxType; order: OrderTxRecord }) {
  const { t } = useTranslation();
  return (
    <div className="swap-tx" data-testid="order-tx-details">
      <p className="swap-tx__summary">
        {t('tx-modal.order.summary', {
          amountIn: formatAmount(BigInt(order.sellAmount), order.sell.decimals),
          symbolIn: order.sell.symbol,
          amountOut: formatAmount(BigInt(order.minBuyAmount), order.buy.decimals),
          symbolOut: order.buy.symbol,
        })}
      </p>
      {type === 'cancel-order' && (
        <p className="muted">{t('tx-modal.order.cancel', { symbol: order.sell.symbol })}</p>
      )}
      {type === 'place-order' && order.replaces && <p className="muted">{t('tx-modal.order.replace')}</p>}
    </div>
  );
}
