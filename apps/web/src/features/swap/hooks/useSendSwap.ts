import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTonConnect } from '../../wallet/tonconnect';
import type { SwapOrder } from '../send-swap';

/** Sends a swap; the code that does it (and the SDK) loads on the first press. Resolves true once the wallet took it. */
export function useSendSwap(address: string | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);

  const send = useCallback(
    async (order: SwapOrder) => {
      if (!address) return false;
      setSending(true);
      try {
        const { sendSwap } = await import('../send-swap');
        return await sendSwap({ t, tonConnectUI: (await loadTonConnect()).ui, queryClient, address }, order);
      } finally {
        setSending(false);
      }
    },
    [address, queryClient, t],
  );

  return { send, sending };
}
