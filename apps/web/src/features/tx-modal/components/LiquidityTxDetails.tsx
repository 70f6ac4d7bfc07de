import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../../app/env';
import { formatAmount } from '../../../lib/amounts';
import { TokenIcon } from '../../tokens/components/TokenIcon';
import { getPoolEventsQueryOptions } from '../refund.queries';
import { findRefund } from '../refund';
import { refundDescription } from '../refund-text';
import type { TxRequest, TxStatus } from '../tx-status';

/**
 * Data a confirmed deposit, creation or withdrawal changes: positions and liquidity history, pools
 * (lists, details, events) and balances. Matched by query-key root.
 */
const REFRESHED_AFTER_LIQUIDITY = /^(user-|pool|account$|jetton-balances$)/;

/**
 * The liquidity variants' body: the two amounts, and when the transaction failed, where the funds went
 * (the refund recorded on the pool for this query id). Once confirmed, the data it changed reloads.
 */
export default function LiquidityTxDetails({ tx, status }: { tx: TxRequest; status: TxStatus }) {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('liquidity');
  const queryClient = useQueryClient();
  const failed = status === 'failed' && Boolean(tx.queryId) && Boolean(tx.poolAddress);
  const events = useQuery({
    ...getPoolEventsQueryOptions(env.apiUrl, tx.poolAddress ?? ''),
    enabled: failed,
  });

  useEffect(() => {
    if (status !== 'confirmed') return;
    void queryClient.invalidateQueries({
      predicate: (query) =>
        typeof query.queryKey[0] === 'string' && REFRESHED_AFTER_LIQUIDITY.test(query.queryKey[0]),
    });
  }, [status, tx, queryClient]);

  const record = tx.liquidity;
  if (!record) return null;
  const refund = failed && events.data ? findRefund(events.data, tx.queryId!) : null;
  const summaryKey = tx.type === 'remove-liquidity' ? 'liquidity.tx.remove' : 'liquidity.tx.add';
  return (
    <div className="swap-tx" data-testid="liquidity-tx-details">
      <p className="swap-tx__summary">
        <TokenIcon token={record.token0} size={20} /> <TokenIcon token={record.token1} size={20} />{' '}
        {tl(summaryKey, {
          amount0: formatAmount(BigInt(record.token0Amount), record.token0.decimals),
          symbol0: record.token0.symbol,
          amount1: formatAmount(BigInt(record.token1Amount), record.token1.decimals),
          symbol1: record.token1.symbol,
        })}
      </p>
      {failed && !refund && events.isLoading && <p className="muted">{t('tx-modal.refund.checking')}</p>}
      {refund && (
        <p className="swap-tx__refund" role="status" data-testid="liquidity-refund">
          {refundDescription(t, refund)}
        </p>
      )}
    </div>
  );
}
