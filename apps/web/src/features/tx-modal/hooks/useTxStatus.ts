import { traceResponseStatus } from '@atoll/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { env } from '../../../app/env';
import { getOrderStatusQueryOptions } from '../../limit/queries';
import { getQueryTraceQueryOptions, getTraceQueryOptions } from '../queries';
import {
  DEMO_CONFIRM_DELAY_MS,
  orderTxStatus,
  statusFromTrace,
  type TxRequest,
  type TxStatus,
} from '../tx-status';

/**
 * Polling starts when the modal opens and stops once the status is confirmed or failed
 * (docs/product-spec.md §4). `txHash`: a transaction of the trace, once known, for the transaction page.
 */
export function useTxStatus(tx: TxRequest | null): { status: TxStatus; txHash: string | null } {
  const { status, queryTrace } = useTxStatusQueries(tx);
  const full = queryTrace && queryTrace !== 'Pending' && 'Full' in queryTrace ? queryTrace.Full : null;
  const txHash = tx?.type === 'demo' ? null : (full?.events[0]?.tx_hash ?? tx?.traceId ?? null);
  return { status, txHash };
}

function useTxStatusQueries(tx: TxRequest | null) {
  const [demoConfirmed, setDemoConfirmed] = useState(false);
  useEffect(() => {
    setDemoConfirmed(false);
    if (tx?.type !== 'demo') return;
    const timer = setTimeout(() => setDemoConfirmed(true), DEMO_CONFIRM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [tx]);

  const orderType = tx?.type === 'place-order' || tx?.type === 'cancel-order' ? tx.type : null;
  const byOrder = orderType !== null && Boolean(tx?.order && tx.account);
  const order = useQuery({
    ...getOrderStatusQueryOptions(
      env.apiUrl,
      tx?.account ?? '',
      tx?.order?.address ?? '',
      orderType ?? 'place-order',
    ),
    enabled: byOrder,
  });
  const byQueryId = Boolean(tx?.queryId && tx.account) && tx?.type !== 'demo' && !byOrder;
  const trace = useQuery({
    ...getTraceQueryOptions(env.tonapiUrl, tx?.traceId ?? ''),
    enabled: Boolean(tx?.traceId) && tx?.type !== 'demo' && !byQueryId,
  });
  const queryTrace = useQuery({
    ...getQueryTraceQueryOptions(env.apiUrl, tx?.account ?? '', tx?.queryId ?? ''),
    enabled: byQueryId,
  });

  const status = ((): TxStatus => {
    if (!tx) return 'pending';
    if (tx.type === 'demo') return demoConfirmed ? 'confirmed' : 'pending';
    if (byOrder && orderType) return orderTxStatus(orderType, order.data ?? null);
    if (byQueryId) return queryTrace.data ? traceResponseStatus(queryTrace.data) : 'pending';
    if (trace.data) return statusFromTrace(trace.data);
    if (trace.isError) return 'failed';
    return 'pending';
  })();
  return { status, queryTrace: byQueryId ? queryTrace.data : undefined };
}
