import type { Order } from '@atoll/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTonConnect } from '../../wallet/tonconnect';
import type { OrderTxRecord } from '../../tx-modal/tx-status';
import type { PlaceOrderRequest } from '../send-order';

/** Places and cancels orders; the code that does it (and the SDK) loads on the first press. */
export function useSendOrder(address: string | null) {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('limit');
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);

  const run = useCallback(
    async (
      send: (
        module: typeof import('../send-order'),
        ctx: Parameters<typeof import('../send-order').sendPlaceOrder>[0],
      ) => Promise<boolean>,
    ) => {
      if (!address) return;
      setSending(true);
      try {
        await send(await import('../send-order'), {
          t,
          tl,
          tonConnectUI: (await loadTonConnect()).ui,
          queryClient,
          address,
        });
      } finally {
        setSending(false);
      }
    },
    [address, queryClient, t, tl],
  );

  const place = useCallback(
    (request: PlaceOrderRequest, onPlaced?: () => void) =>
      run((m, ctx) => m.sendPlaceOrder(ctx, request, onPlaced)),
    [run],
  );
  const cancel = useCallback(
    (order: Order, record: OrderTxRecord) => run((m, ctx) => m.sendCancelOrder(ctx, order, record)),
    [run],
  );
  return { place, cancel, sending };
}
