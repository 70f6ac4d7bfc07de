// Checks before and after building a swap (docs/product-spec.md §5 "Sending a transaction"). Pure.
import { type BuySafety, type SafetyBlocker, safetyBlocker } from '../token-safety/token-safety';

/** docs/product-spec.md §5: the summed TON of the messages must not exceed the wallet's TON balance. */
export function notEnoughCoins(
  messages: readonly { amount: string }[],
  tonBalance: bigint,
): { required: bigint } | null {
  const required = messages.reduce((sum, message) => sum + BigInt(message.amount), 0n);
  return required > tonBalance ? { required } : null;
}

export type SwapBlocker =
  | 'connect'
  | 'select-token'
  | SafetyBlocker
  | 'enter-amount'
  | 'loading-pools'
  | 'no-route'
  | 'insufficient-balance'
  | 'price-impact'
  | null;

export interface SwapFormState {
  connected: boolean;
  tokensSelected: boolean;
  amountEntered: boolean;
  poolsLoaded: boolean;
  routeFound: boolean;
  /** The input needed (the typed amount for exact-in, the maximum for exact-out) against the balance of the input token. */
  amountIn: bigint | null;
  balanceIn: bigint | null;
  impactBlocked: boolean;
  /** The token bought: refused (blacklist, scam) or not yet confirmed (none, graylist); token-safety/. */
  buySafety?: BuySafety;
}

/**
 * What stops the swap button, in the order the user can fix it; null when the swap can go. An amount
 * above the balance is said first: no route, price impact or rate matters for a swap that cannot be paid.
 */
export function swapBlocker(state: SwapFormState): SwapBlocker {
  if (!state.tokensSelected) return 'select-token';
  const safety = safetyBlocker(state.buySafety ?? null);
  if (safety) return safety;
  if (!state.amountEntered) return 'enter-amount';
  if (
    state.connected &&
    state.amountIn !== null &&
    state.balanceIn !== null &&
    state.amountIn > state.balanceIn
  )
    return 'insufficient-balance';
  if (!state.poolsLoaded) return 'loading-pools';
  if (!state.routeFound) return 'no-route';
  if (state.impactBlocked) return 'price-impact';
  if (!state.connected) return 'connect';
  return null;
}
