import type { TonProofRequestInput } from '@atoll/shared';
import type { Wallet } from '@tonconnect/ui-react';
import type { AuthCheck } from './auth.api';

// Wallet login (docs/product-spec.md §4 "Wallet login", §5 "Reconnect", §8 "Login and sending"): the state
// the connect button reads, and the decisions taken on each wallet status change. Pure.

export type LoginFailure = 'nonce' | 'proof' | 'check' | 'no-token' | 'expired' | 'mismatch';

/** docs/product-spec.md §8: every failure disconnects; a failed proof also opens the error modal. */
export const LOGIN_FAILURE_MESSAGE_KEYS = {
  nonce: 'auth.error.nonce',
  proof: 'auth.error.proof',
  check: 'auth.error.check',
  'no-token': 'auth.error.no-token',
  expired: 'auth.error.expired',
  mismatch: 'auth.error.mismatch',
} as const satisfies Record<LoginFailure, string>;

export function failureShowsModal(failure: LoginFailure): boolean {
  return failure === 'proof' || failure === 'nonce';
}

export interface LoginState {
  /** True until 100 ms after TON Connect's restore attempt. */
  restoring: boolean;
  /** True while a new connection is being set up or verified. */
  connecting: boolean;
  /** The signed-in wallet (raw address), or null. */
  address: string | null;
  lastFailure: LoginFailure | null;
}

export const initialLoginState: LoginState = {
  restoring: true,
  connecting: false,
  address: null,
  lastFailure: null,
};

export type LoginEvent =
  | { type: 'restore-settled' }
  | { type: 'connect-started' }
  | { type: 'modal-cancelled' }
  | { type: 'verifying' }
  | { type: 'signed-in'; address: string }
  | { type: 'failed'; failure: LoginFailure }
  | { type: 'wallet-cleared' };

export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'restore-settled':
      return { ...state, restoring: false };
    case 'connect-started':
    case 'verifying':
      return { ...state, connecting: true, lastFailure: null };
    case 'modal-cancelled':
      return { ...state, connecting: false };
    case 'signed-in':
      return { ...state, connecting: false, address: event.address, lastFailure: null };
    case 'failed':
      return { ...state, connecting: false, address: null, lastFailure: event.failure };
    case 'wallet-cleared':
      return { ...state, connecting: false, address: null };
  }
}

/** Raw addresses compared without case; the API answers `toRawString()`, TON Connect the same form. */
export function sameRawAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * docs/product-spec.md §5 "Reconnect": the stored session must be unexpired and belong to the connected
 * wallet.
 */
export function checkSession(
  check: AuthCheck,
  walletAddress: string,
  nowSeconds: number,
): LoginFailure | null {
  if (check.expiresAt <= nowSeconds) return 'expired';
  if (!sameRawAddress(check.wallet, walletAddress)) return 'mismatch';
  return null;
}

export type LoginPlan =
  | { kind: 'verify-proof'; request: TonProofRequestInput }
  | { kind: 'check-token' }
  | { kind: 'reject'; failure: LoginFailure };

/** What to do when TON Connect reports a wallet: verify a fresh proof, or check the stored token. */
export function planLogin(wallet: Wallet): LoginPlan {
  const tonProof = wallet.connectItems?.tonProof;
  if (!tonProof) return { kind: 'check-token' };
  const network = wallet.account.chain;
  if (!('proof' in tonProof) || !wallet.account.publicKey || (network !== '-3' && network !== '-239')) {
    return { kind: 'reject', failure: 'proof' };
  }
  const { proof } = tonProof;
  return {
    kind: 'verify-proof',
    request: {
      address: wallet.account.address,
      network,
      public_key: wallet.account.publicKey,
      proof: {
        timestamp: proof.timestamp,
        domain: { lengthBytes: proof.domain.lengthBytes, value: proof.domain.value },
        payload: proof.payload,
        signature: proof.signature,
        state_init: wallet.account.walletStateInit,
      },
    },
  };
}
