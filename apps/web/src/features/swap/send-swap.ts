// The Swap button's work, loaded with import() on the first press together with build-swap
// (@ton/core, the SDK's builders, the Buffer polyfill): none of it is part of the page load.
import { env } from '../../app/env';
import { formatAmount } from '../../lib/amounts';
import { previewSubject } from '../preview/subject';
import type { TokenListEntry } from '../tokens/token-list';
import { openTxModal } from '../tx-modal/tx-modal.store';
import { sendThroughWallet, type WalletSendContext } from '../wallet/send-through-wallet';
import { buildSwapMessages } from './build-swap';
import type { SwapLimits } from './price-impact';
import type { Route } from './routing';
import { deadlineFrom, swapSettingsStore } from './swap-settings';

export interface SwapOrder {
  route: Route;
  limits: SwapLimits;
  tokenIn: TokenListEntry;
  tokenOut: TokenListEntry;
}

export type SendContext = WalletSendContext;

/** Sends a swap through the wallet (wallet/send-through-wallet.ts) and opens the swap variant of the status modal. */
export function sendSwap(
  ctx: SendContext,
  { route, limits, tokenIn, tokenOut }: SwapOrder,
): Promise<boolean> {
  const { t, address } = ctx;
  return sendThroughWallet(ctx, {
    build: () =>
      buildSwapMessages({
        route,
        limits,
        user: address,
        deadline: deadlineFrom(Date.now(), swapSettingsStore.get().deadlineMinutes),
        tonapiUrl: env.tonapiUrl,
        trust: env.trust,
      }),
    notEnoughCoins: (required, balance) => ({
      title: t('swap.not-enough.title'),
      message: t('swap.not-enough.description', {
        amount: formatAmount(required, 9, 9),
        symbol: 'TON',
        balance: formatAmount(balance, 9, 9),
      }),
    }),
    failedTitle: t('swap.error.title'),
    what: 'swap',
    // the pools the build checked against the pinned factory; less than the quote's minimum blocks the send
    preview: () =>
      previewSubject({
        pools: route.hops.map((hop) => hop.pool.address),
        tokens: [tokenIn, tokenOut],
        minimum: { token: tokenOut, amount: limits.minOut },
      }),
    onSent: (built) =>
      openTxModal({
        type: 'swap',
        queryId: built.queryId,
        account: address,
        swap: {
          tokenFrom: { address: tokenIn.address, symbol: tokenIn.symbol, decimals: tokenIn.decimals },
          tokenTo: { address: tokenOut.address, symbol: tokenOut.symbol, decimals: tokenOut.decimals },
          tokenFromInAmount: limits.amountIn.toString(),
          tokenFromOutAmount: (limits.amountIn - route.amountIn).toString(),
          tokenToOutAmount: route.amountOut.toString(),
          pools: route.hops.map((hop) => hop.pool.address),
        },
      }),
  });
}
