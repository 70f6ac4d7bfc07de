import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { env } from '../../../app/env';
import { formatAmount } from '../../../lib/amounts';
import { getPoolEventsQueryOptions } from '../refund.queries';
import { findRefund } from '../refund';
import { refundDescription } from '../refund-text';
import type { TxRequest, TxStatus } from '../tx-status';

interface SwapTxDetailsProps {
  tx: TxRequest;
  status: TxStatus;
}

/**
 * The swap variant's body: what is being swapped and, when the swap failed, where the funds went
 * (the refund recorded on the route's pools for this query id). Loaded lazily with the modal's swap variant.
 */
export default function SwapTxDetails({ tx, status }: SwapTxDetailsProps) {
  const { t } = useTranslation();
  const swap = tx.swap;
  const failed = status === 'failed' && Boolean(tx.queryId);
  const events = useQueries({
    queries: (swap?.pools ?? []).map((pool) => ({
      ...getPoolEventsQueryOptions(env.apiUrl, pool),
      enabled: failed,
    })),
  });
  if (!swap) return null;
  const refund = failed
    ? (events
        .map((query) => (query.data ? findRefund(query.data, tx.queryId!) : null))
        .find((found) => found !== null) ?? null)
    : null;
  const searching = failed && !refund && events.some((query) => query.isLoading);
  return (
    <div className="swap-tx" data-testid="swap-tx-details">
      <p className="swap-tx__summary">
        {t('tx-modal.swap.summary', {
          amountIn: formatAmount(BigInt(swap.tokenFromInAmount), swap.tokenFrom.decimals),
          symbolIn: swap.tokenFrom.symbol,
          amountOut: formatAmount(BigInt(swap.tokenToOutAmount), swap.tokenTo.decimals),
          symbolOut: swap.tokenTo.symbol,
        })}
      </p>
      {status !== 'failed' && swap.tokenFromOutAmount !== '0' && (
        <p className="muted">
          {t('tx-modal.swap.unused', {
            amount: formatAmount(BigInt(swap.tokenFromOutAmount), swap.tokenFrom.decimals),
            symbol: swap.tokenFrom.symbol,
          })}
        </p>
      )}
      {searching && <p className="muted">{t('tx-modal.refund.checking')}</p>}
      {refund && (
        <p className="swap-tx__refund" role="status" data-testid="swap-refund">
          {refundDescription(t, refund)}
        </p>
      )}
    </div>
  );
}
