// A liquidity button's work, loaded with import() on the first press together with build-liquidity
// (@ton/core, the SDK's builders): none of it is part of the page load. Same steps as the swap's.
import type { QueryClient } from '@tanstack/react-query';
import type { TonConnectUI } from '@tonconnect/ui-react';
import type { TFunction } from 'i18next';
import { env } from '../../app/env';
import { formatAmount } from '../../lib/amounts';
import { toFriendlyAddress } from '../../lib/ton-address';
import { getAccountQueryOptions } from '../balances/queries';
import { showErrorModal } from '../error-modal/error-modal.store';
import { notEnoughCoins } from '../swap/send-checks';
import { isUserCancel } from '../swap/send-errors';
import {
  dismissConfirmTransaction,
  notifyConfirmTransaction,
  notifyTransactionCanceled,
  notifyTransactionSent,
} from '../toasts/action-toasts';
import { openTxModal } from '../tx-modal/tx-modal.store';
import type { LiquidityTxRecord, TxType } from '../tx-modal/tx-status';
import type { BuiltLiquidity } from './build-liquidity';

/** TON Connect requests stay valid this long. */
const VALID_FOR_SECONDS = 5 * 60;

export interface LiquiditySendContext {
  /** The default namespace (toasts); */
  t: TFunction;
  /** and the liquidity namespace (this feature's error texts). */
  tl: TFunction<'liquidity'>;
  tonConnectUI: TonConnectUI;
  queryClient: QueryClient;
  /** The signed-in wallet. */
  address: string;
}

export interface LiquidityOrder {
  type: Extract<TxType, 'add-liquidity' | 'add-initial-liquidity' | 'remove-liquidity'>;
  build(): Promise<BuiltLiquidity>;
  record: LiquidityTxRecord;
  /** Initial liquidity: where to go once confirmed instead of the new pool's page. */
  navigateUrlOnSuccess?: string;
}

/**
 * Builds the messages, checks the TON they carry against the balance (spec 5: 'not enough coins'),
 * sends them through TON Connect and opens the status modal's variant, which tracks the query id.
 * Toasts as for a swap: 'confirm' while the wallet is asked, then 'sent' or 'canceled'.
 */
export async function sendLiquidity(ctx: LiquiditySendContext, order: LiquidityOrder): Promise<void> {
  const { t, tl, address } = ctx;
  try {
    const built = await order.build();
    const tonBalance = await ctx.queryClient.fetchQuery(getAccountQueryOptions(env.apiUrl, address));
    const shortage = notEnoughCoins(built.messages, tonBalance);
    if (shortage) {
      showErrorModal({
        title: tl('liquidity.not-enough.title'),
        message: tl('liquidity.not-enough.description', {
          amount: formatAmount(shortage.required, 9, 9),
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
      type: order.type,
      queryId: built.queryId,
      account: address,
      poolAddress: toFriendlyAddress(built.pool) ?? built.pool,
      liquidity: order.record,
      ...(order.navigateUrlOnSuccess ? { navigateUrlOnSuccess: order.navigateUrlOnSuccess } : {}),
    });
  } catch (error) {
    if (isUserCancel(error)) {
      notifyTransactionCanceled(t);
      return;
    }
    dismissConfirmTransaction();
    console.error('liquidity transaction not sent', error);
    showErrorModal({
      title: tl('liquidity.error.title'),
      message: error instanceof Error ? error.message : undefined,
    });
  }
}
