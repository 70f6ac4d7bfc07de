// What stops the Place order button, in the order the user can fix it (docs/product-spec.md §2 "Limit
// orders"). The three errors of the issue come in this order: the amount over the balance, then below the
// smallest fill, then a limit price on the wrong side of the market. Pure.
import { type BuySafety, type SafetyBlocker, safetyBlocker } from '../token-safety/token-safety';

export type LimitBlocker =
  | 'select-token'
  | SafetyBlocker
  | 'enter-amount'
  | 'invalid-amount'
  | 'enter-price'
  | 'expiry-invalid'
  | 'expiry-past'
  | 'expiry-far'
  | 'invalid-reward'
  | 'connect'
  | 'insufficient-balance'
  | 'below-min-fill'
  | 'wrong-side'
  | null;

export interface LimitFormState {
  tokensSelected: boolean;
  /** The amount field's text parsed with the sell token's decimals: null when empty or malformed. */
  sellAmount: bigint | null;
  /** The text was not empty: an unparsable amount is 'invalid-amount', not 'enter-amount'. */
  amountTyped: boolean;
  /** Buy per sell, scaled (limit-price.ts); null when the price field is empty or not a number. */
  limitPrice: bigint | null;
  expiryError: 'expiry-invalid' | 'expiry-past' | 'expiry-far' | null;
  /** The filler reward in nanoton; null when its field does not hold an amount. */
  reward: bigint | null;
  connected: boolean;
  balance: bigint | null;
  partial: boolean;
  /** The smallest fill in sell units (partial orders). */
  minFill: bigint;
  /** What a swap of the amount pays now, as a price (buy per sell, scaled); null when no pool quotes it. */
  marketPrice: bigint | null;
  /** The token bought, as the swap form reads it (token-safety/): refused, or not yet confirmed. */
  buySafety?: BuySafety;
}

export function limitBlocker(state: LimitFormState): LimitBlocker {
  if (!state.tokensSelected) return 'select-token';
  // as in the swap form: a token that may not be bought stops the order before anything typed matters
  const safety = safetyBlocker(state.buySafety ?? null);
  if (safety) return safety;
  if (state.sellAmount === null) return state.amountTyped ? 'invalid-amount' : 'enter-amount';
  if (state.sellAmount <= 0n) return 'enter-amount';
  if (state.limitPrice === null) return 'enter-price';
  if (state.expiryError) return state.expiryError;
  if (state.reward === null || state.reward <= 0n) return 'invalid-reward';
  if (!state.connected) return 'connect';
  if (state.balance !== null && state.sellAmount > state.balance) return 'insufficient-balance';
  if (state.partial && state.minFill > state.sellAmount) return 'below-min-fill';
  if (state.marketPrice !== null && state.limitPrice <= state.marketPrice) return 'wrong-side';
  return null;
}

/** The blockers that are the user's mistake (shown as an error under the form, not only on the button). */
export const isFormError = (blocker: LimitBlocker) =>
  blocker === 'invalid-amount' ||
  blocker === 'insufficient-balance' ||
  blocker === 'below-min-fill' ||
  blocker === 'wrong-side' ||
  blocker === 'invalid-reward' ||
  (blocker !== null && blocker.startsWith('expiry-'));
