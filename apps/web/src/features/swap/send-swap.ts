// The Swap button's work, loaded with import() on the first press together with build-swap
// (@ton/core, the SDK's builders, the Buffer polyfill): none of it is part of the page load.
import type { QueryClient } from '@tanstack/react-query';
import type { TonConnectUI } from '@tonconnect/ui-react';
import type { TFunction } from 'i18next';
import { env } from '../../app/env';
import { formatAmount } from '../../lib/amounts';
import type { JettonHolding } from '../balances/balances';
import { getAccountQueryOptions } from '../balances/queries';
import { showErrorModal } from '../error-modal/error-modal.store';
import {
  dismissConfirmTransaction,
  notifyConfirmTransaction,
  notifyTransactionCanceled,
  notifyTransactionSent,
} from '../toasts/action-toasts';
import type { TokenListEntry } from '../tokens/token-list';
import { openTxModal } from '../tx-modal/tx-modal.store';
import { buildSwapMessages } from './build-swap';
import type { SwapLimits } from './price-impact';
import type { Route } from './routing';
import { notEnoughCoins } from './send-checks';
import { isUserCancel } from './send-errors';
import { deadlineFrom, swapSettingsStore } from './swap-settings';

/** TON Connect requests stay valid this long. */
const VALID_FOR_SECONDS = 5 * 60;

export interface SwapOrder {
  route: Route;
  limits: SwapLimits;
  tokenIn: TokenListEntry;
  tokenOut: TokenListEntry;
}

export interface SendContext {
  t: TFunction;
  tonConnectUI: TonConnectUI;
  queryClient: QueryClient;
  /** The signed-in wallet. */
  address: string;
  holdings: readonly JettonHolding[] | undefined;
}

/**
 * Builds the messages, checks the TON they carry against the balance (spec 5: 'not enough coins'),
 * sends them through TON Connect and opens the status modal that tracks the query id. Spec 4 action
 * notifications: 'confirm transaction' while the wallet is asked, then 'transaction sent', or
 * 'Transaction canceled' for a rejection in the wallet; any other failure opens the error modal.
 */
export async function sendSwap(
  ctx: SendContext,
  { route, limits, tokenIn, tokenOut }: SwapOrder,
): Promise<void> {
  const { t, address } = ctx;
  try {
    const built = await buildSwapMessages({
      route,
      limits,
      user: address,
      userJettonWallet: ctx.holdings?.find((holding) => holding.jetton === tokenIn.address)?.walletAddress,
      deadline: deadlineFrom(Date.now(), swapSettingsStore.get().deadlineMinutes),
      tonapiUrl: env.tonapiUrl,
    });
    const tonBalance = await ctx.queryClient.fetchQuery(getAccountQueryOptions(env.apiUrl, address));
    const shortage = notEnoughCoins(built.messages, tonBalance);
    if (shortage) {
      showErrorModal({
        title: t('swap.not-enough.title'),
        message: t('swap.not-enough.description', {
          amount: formatAmount(shortage.required, 9, 9),
          symbol: 'TON',
          balance: formatAmount(tonBalance, 9, 9),
        }),
      });
      return;
    }
    notifyConfirmTransaction(t);
    await ctx.tonConnectUI.sendTransaction({
      validUntil: Math.floor(Date.now() / 1000) + VALID_FOR_SECONDS,
      messages: built.messages,
    });
    notifyTransactionSent(t);
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
    });
  } catch (error) {
    if (isUserCancel(error)) {
      notifyTransactionCanceled(t);
      return;
    }
    dismissConfirmTransaction();
    console.error('swap not sent', error);
    showErrorModal({
      title: t('swap.error.title'),
      message: error instanceof Error ? error.message : undefined,
    });
  }
}
