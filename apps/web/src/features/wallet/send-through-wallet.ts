// The steps every transaction the app sends goes through (swap, liquidity), loaded with import() by the
// code that sends: build the messages, check the TON they carry against the balance
// (docs/product-spec.md §5: 'not enough coins'), ask the wallet through TON Connect with the action
// notifications (docs/product-spec.md §4: 'confirm transaction' while the wallet is asked, then 'transaction
// sent', or 'Transaction canceled' for a rejection in the wallet), then hand over to the status modal. Any
// other failure opens the error modal. A pool that fails the check against the pinned factory (issue 13)
// is refused in build(), before the wallet is asked, with a text of its own: the user must know that
// nothing was sent, and why.
import type { QueryClient } from '@tanstack/react-query';
import type { TonConnectUI } from '@tonconnect/ui-react';
import type { TFunction } from 'i18next';
import { env } from '../../app/env';
import { errorText } from '../../lib/error-text';
import { getAccountQueryOptions } from '../balances/queries';
import { showErrorModal } from '../error-modal/error-modal.store';
import { previewGate } from '../preview/gate';
import { readWallet } from '../preview/run-preview';
import { previewStore } from '../preview/preview.store';
import type { PreviewSubject } from '../preview/run-preview';
import { notEnoughCoins } from '../swap/send-checks';
import { isUserCancel } from '../swap/send-errors';
import { OrderNotVerifiedError, PoolNotVerifiedError } from '../trust/trust-errors';
import {
  dismissConfirmTransaction,
  notifyConfirmTransaction,
  notifyTransactionCanceled,
  notifyTransactionSent,
} from '../toasts/action-toasts';

/** docs/product-spec.md §5 "Sending a transaction", §9: a batch holds at most 5 messages. */
export const MAX_BATCH_MESSAGES = 5;

/** TON Connect requests stay valid this long. */
const VALID_FOR_SECONDS = 5 * 60;

type WalletMessages = Parameters<TonConnectUI['sendTransaction']>[0]['messages'];

export interface WalletSendContext {
  /** The default namespace (the toasts). */
  t: TFunction;
  tonConnectUI: TonConnectUI;
  queryClient: QueryClient;
  /** The signed-in wallet. */
  address: string;
}

export interface WalletSend<Built extends { messages: WalletMessages }> {
  /** Builds the messages (may throw: the error modal says so). */
  build(): Promise<Built>;
  /** The error modal's texts when the messages carry more TON (nano) than the wallet holds. */
  notEnoughCoins(required: bigint, balance: bigint): { title: string; message: string };
  /** The error modal's title when sending failed otherwise. */
  failedTitle: string;
  /** The wallet accepted: open the status modal that tracks the transaction. */
  onSent(built: Built): void;
  /** Names the transaction in the console when it fails. */
  what: string;
  /**
   * The contracts the build derived and the tokens at stake: the messages are emulated before the wallet
   * opens and the preview panel says what will happen (issue 18); a failure blocks the send.
   */
  preview?(built: Built): PreviewSubject;
}

/** Resolves true once the wallet has taken the transaction (the form clears), false otherwise. */
export async function sendThroughWallet<Built extends { messages: WalletMessages }>(
  ctx: WalletSendContext,
  send: WalletSend<Built>,
): Promise<boolean> {
  const { t } = ctx;
  // docs/product-spec.md §5, §8: sending needs a connected wallet
  if (!ctx.address) {
    showErrorModal({ message: t('send.connect-wallet') });
    return false;
  }
  try {
    // the preview's read of the wallet starts with the click, beside the build and the balance check
    const previewWallet = send.preview ? readWallet(ctx.address) : null;
    const built = await send.build();
    // refused before the wallet opens: a wallet would reject it, or send part of it
    if (built.messages.length > MAX_BATCH_MESSAGES) {
      showErrorModal({
        title: send.failedTitle,
        message: t('send.too-many-messages', { count: built.messages.length, max: MAX_BATCH_MESSAGES }),
      });
      return false;
    }
    const tonBalance = await ctx.queryClient.fetchQuery(getAccountQueryOptions(env.apiUrl, ctx.address));
    const shortage = notEnoughCoins(built.messages, tonBalance);
    if (shortage) {
      showErrorModal(send.notEnoughCoins(shortage.required, tonBalance));
      return false;
    }
    if (
      send.preview &&
      previewWallet &&
      !(await previewGate(t, previewWallet, built.messages, send.preview(built)))
    )
      return false;
    notifyConfirmTransaction(t);
    await ctx.tonConnectUI.sendTransaction({
      validUntil: Math.floor(Date.now() / 1000) + VALID_FOR_SECONDS,
      messages: built.messages,
    });
    notifyTransactionSent(t);
    send.onSent(built);
    return true;
  } catch (error) {
    if (isUserCancel(error)) {
      notifyTransactionCanceled(t);
      return false;
    }
    dismissConfirmTransaction();
    console.error(`${send.what} not sent`, error);
    if (error instanceof PoolNotVerifiedError) {
      showErrorModal({ title: t('trust.not-verified.title'), message: t('trust.not-verified.message') });
      return false;
    }
    if (error instanceof OrderNotVerifiedError) {
      showErrorModal({
        title: t('trust.order-not-verified.title'),
        message: t('trust.order-not-verified.message'),
      });
      return false;
    }
    showErrorModal({ title: send.failedTitle, message: errorText(error) });
    return false;
  } finally {
    // the wallet has answered (or was never asked): the preview has said what it had to say
    previewStore.set(null);
  }
}
