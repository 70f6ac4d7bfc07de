import type { Wallet } from '@tonconnect/ui-react';
import type { AuthApi } from './auth.api';
import { checkSession, planLogin, type LoginFailure } from './login.fns';
import type { TokenStore } from './token-storage';

export interface LoginDeps {
  api: AuthApi;
  tokens: TokenStore;
  /** Unix seconds. */
  now(): number;
}

export type LoginOutcome = { ok: true; address: string } | { ok: false; failure: LoginFailure };

/**
 * Runs on every TON Connect status change that carries a wallet (docs/product-spec.md §4): a fresh connection
 * with a ton_proof is exchanged for a session token; a restored one must still hold a valid token of the same
 * wallet. A failure clears the token; the caller disconnects.
 */
export async function verifyWallet(wallet: Wallet, { api, tokens, now }: LoginDeps): Promise<LoginOutcome> {
  const fail = (failure: LoginFailure): LoginOutcome => {
    tokens.clear();
    return { ok: false, failure };
  };
  const plan = planLogin(wallet);
  if (plan.kind === 'reject') return fail(plan.failure);

  if (plan.kind === 'verify-proof') {
    try {
      tokens.set(await api.signIn(plan.request));
    } catch {
      return fail('proof');
    }
    return { ok: true, address: wallet.account.address };
  }

  const token = tokens.get();
  if (!token) return fail('no-token');
  let failure: LoginFailure | null;
  try {
    failure = checkSession(await api.check(token), wallet.account.address, now());
  } catch {
    return fail('check');
  }
  return failure ? fail(failure) : { ok: true, address: wallet.account.address };
}

/** Fetches the single-use payload the wallet signs; called right before the connect modal opens. */
export async function fetchProofPayload(
  api: AuthApi,
): Promise<{ ok: true; payload: string } | { ok: false; failure: 'nonce' }> {
  try {
    return { ok: true, payload: await api.getPayload() };
  } catch {
    return { ok: false, failure: 'nonce' };
  }
}
