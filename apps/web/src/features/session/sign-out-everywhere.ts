// "Sign out everywhere" (docs/product-spec.md §1: the wallet signs data where the user benefits): the wallet signs
// a text naming a single-use code of the API (TON Connect signData, text type), the API checks the signature with
// the wallet's key from the chain and refuses every session token of that wallet issued until then; this browser
// then signs out too. The sign-data notices of docs/product-spec.md §4 "Action notifications" ('confirm sign
// data' while the wallet is asked, then 'data signed' or 'sign data canceled'). Loaded with import() on click.
import { SignOutEverywhereResponseSchema, signOutEverywhereText } from '@atoll/shared/sign-out';
import { type TonConnectUI, UserRejectsError } from '@tonconnect/ui-react';
import type { i18n as I18n } from 'i18next';
import { errorText } from '../../lib/error-text';
import { apiPost } from '../../lib/http';
import { createAuthApi } from '../auth/auth.api';
import { showErrorModal } from '../error-modal/error-modal.store';
import { dismissToast, showToast } from '../toasts/toasts.store';

export interface SignOutEverywhereContext {
  i18n: I18n;
  tonConnectUI: TonConnectUI;
  apiUrl: string;
  /** Signs this browser out (the token goes, the wallet disconnects). */
  signOutHere(): Promise<void>;
}

/** A rejection in the wallet, or the notice closed ('SignData was not sent', docs/product-spec.md §8). */
function isSignCancel(error: unknown): boolean {
  return (
    error instanceof UserRejectsError ||
    (error instanceof Error && error.message.endsWith('SignData was not sent'))
  );
}

/** Resolves true once every session is signed out. */
export async function signOutEverywhere(ctx: SignOutEverywhereContext): Promise<boolean> {
  await ctx.i18n.loadNamespaces('session');
  const t = ctx.i18n.getFixedT(null, 'session');
  const wallet = ctx.tonConnectUI.wallet;
  // docs/product-spec.md §5: signing needs a connected wallet
  if (!wallet) {
    showErrorModal({ message: ctx.i18n.t('send.connect-wallet') });
    return false;
  }
  let confirm: number | null = null;
  try {
    const code = await createAuthApi(ctx.apiUrl).getPayload();
    confirm = showToast(t('session.toast.confirm-sign-data'), 'info', null);
    const signed = await ctx.tonConnectUI.signData({ type: 'text', text: signOutEverywhereText(code) });
    dismissToast(confirm);
    showToast(t('session.toast.data-signed'), 'success');
    if (signed.payload.type !== 'text') throw new Error('The wallet signed something else');
    await apiPost(
      `${ctx.apiUrl}/auth/sign-out-everywhere`,
      {
        address: wallet.account.address,
        network: wallet.account.chain,
        state_init: wallet.account.walletStateInit,
        signature: signed.signature,
        timestamp: signed.timestamp,
        domain: signed.domain,
        payload: { type: 'text', text: signed.payload.text },
      },
      SignOutEverywhereResponseSchema,
    );
    await ctx.signOutHere();
    showToast(t('session.toast.signed-out'), 'success');
    return true;
  } catch (error) {
    if (confirm !== null) dismissToast(confirm);
    if (isSignCancel(error)) {
      showToast(t('session.toast.sign-data-canceled'), 'info');
      return false;
    }
    console.error('sign out everywhere failed', error);
    showErrorModal({ title: t('session.error.title'), message: errorText(error) });
    return false;
  }
}
