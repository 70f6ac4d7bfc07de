// The preview's place in the send steps (wallet/send-through-wallet.ts): after the messages are built and
// before the wallet opens. Resolves true when the wallet may open: the preview found nothing wrong, was not
// available (said so in the panel), or the user chose to send anyway.
import type { TFunction } from 'i18next';
import type { TransferMessage } from '../devnet-wallet/transfer';
import { previewStore } from './preview.store';
import {
  type PreviewResult,
  type PreviewSubject,
  PreviewUnavailableError,
  type PreviewWallet,
  runPreview,
} from './run-preview';
import { formatAmount } from '../../lib/amounts';

/** The performance entry of each preview's round (bench/preview-latency.ts). */
export const PREVIEW_MEASURE = 'atoll:preview';

/** Why the send is blocked, in words; null when nothing is wrong. */
export function blockReason(t: TFunction, { preview, short }: PreviewResult): string | null {
  const failure = preview.failures[0];
  if (failure) {
    if (failure.reason)
      return t('preview.blocked.refund', {
        reason: t(`tx-modal.refund.reason.${failure.reason}`, {
          defaultValue: t('tx-modal.refund.reason.unknown'),
        }),
      });
    const who = failure.name
      ? t(`preview.role.${failure.name.role}`, { symbol: failure.name.symbol ?? '' })
      : t('preview.role.unknown');
    return t('preview.blocked.failed', { who, code: failure.exitCode ?? '—' });
  }
  if (short)
    return t('preview.blocked.short', {
      amount: `${formatAmount(short.amount, short.token.decimals)} ${short.token.symbol}`,
      minimum: `${formatAmount(short.minimum, short.token.decimals)} ${short.token.symbol}`,
    });
  return null;
}

export async function previewGate(
  t: TFunction,
  wallet: PreviewWallet,
  messages: TransferMessage[],
  subject: PreviewSubject,
): Promise<boolean> {
  previewStore.set({ status: 'loading' });
  let result: PreviewResult;
  const started = performance.now();
  try {
    result = await runPreview(wallet, messages, subject);
    // what the preview adds to the click → wallet time (bench/preview-latency.ts reads it)
    performance.measure(PREVIEW_MEASURE, { start: started });
  } catch (error) {
    console.error('preview not available', error);
    const reason = error instanceof PreviewUnavailableError ? error.reason : 'emulation-failed';
    previewStore.set({ status: 'unavailable', reason, walletOpen: true });
    return true;
  }
  const blocked = blockReason(t, result);
  if (!blocked) {
    previewStore.set({ status: 'ready', result, blocked, walletOpen: true });
    return true;
  }
  return new Promise<boolean>((resolve) => {
    previewStore.set({ status: 'ready', result, blocked, decide: resolve });
  });
}
