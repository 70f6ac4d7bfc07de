// What stops a deposit or a withdrawal button, in the order the user can fix it. Pure.

export type DepositBlocker = 'enter-amount' | 'too-small' | 'connect' | 'insufficient' | null;

export interface DepositFormState {
  connected: boolean;
  amountX: bigint | null;
  amountY: bigint | null;
  balanceX: bigint | null;
  balanceY: bigint | null;
  /** The pool would accept the deposit (it mints LP for it). */
  quoted: boolean;
}

/** 'insufficient' when either side exceeds its balance (unknown balances do not block). */
export function depositBlocker(state: DepositFormState): DepositBlocker {
  if (!state.amountX || !state.amountY || state.amountX <= 0n || state.amountY <= 0n) return 'enter-amount';
  if (!state.quoted) return 'too-small';
  if (!state.connected) return 'connect';
  if (exceeds(state.amountX, state.balanceX) || exceeds(state.amountY, state.balanceY)) return 'insufficient';
  return null;
}

/** Spending more than the balance; an unknown balance (still loading) does not count as short. */
export const exceeds = (amount: bigint | null, balance: bigint | null) =>
  amount !== null && balance !== null && amount > balance;

export type WithdrawBlocker = 'connect' | 'no-position' | 'enter-amount' | null;

export function withdrawBlocker(
  connected: boolean,
  lpBalance: bigint | null,
  lpAmount: bigint,
): WithdrawBlocker {
  if (!connected) return 'connect';
  if (!lpBalance || lpBalance <= 0n) return 'no-position';
  if (lpAmount <= 0n) return 'enter-amount';
  return null;
}
