import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTonConnect } from '../../wallet/tonconnect';
import type { LiquidityOrder } from '../send-liquidity';

/** Sends a liquidity transaction; the code that does it (and the SDK) loads on the first press. Resolves true once the wallet took it. */
export function useSendLiquidity(address: string | null) {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('liquidity');
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);

  const send = useCallback(
    async (order: LiquidityOrder) => {
      if (!address) return false;
      setSending(true);
      try {
        const { sendLiquidity } = await import('../send-liquidity');
        return await sendLiquidity(
          { t, tl, tonConnectUI: (await loadTonConnect()).ui, queryClient, address },
          order,
        );
      } finally {
        setSending(false);
      }
    },
    [address, queryClient, t, tl],
  );

  return { send, sending };
}
