import { TRACE_MAX_RETRIES } from './tx-status';

// Polling a trace by hash (docs/product-spec.md §7 "Product backend, data", §8 "Login and sending"): a trace
// that is not found aborts polling; "no transactions yet", "not yet in the account's history" and "trace not
// ready yet" are retried, as are answers that never came (network, 5xx, 429), up to 12 times 5 s apart
// (docs/product-spec.md §9).
// Polling without a wallet stops with 'Wallet is not connected'.

/** The not-found texts that only mean "not yet": the transaction is still on its way. */
const NOT_YET = [
  /no transactions found/i,
  /transaction not found in account history/i,
  /trace not ready yet/i,
];

/** Thrown by a trace poll that finds no wallet connected. */
export class WalletNotConnectedError extends Error {
  override name = 'WalletNotConnectedError';
  constructor() {
    super('Wallet is not connected');
  }
}

export type TracePollVerdict = 'retry' | 'abort';

/**
 * The HTTP status of @atoll/chain's TonApiError, read by shape: importing the class would pull the chain client
 * into the status modal's chunk, which loads it only when it polls.
 */
function answerStatus(error: unknown): number | null {
  const status = (error as { name?: unknown; status?: unknown } | null)?.status;
  return (error as { name?: unknown } | null)?.name === 'TonApiError' && typeof status === 'number'
    ? status
    : null;
}

export function tracePollVerdict(error: unknown): TracePollVerdict {
  if (error instanceof WalletNotConnectedError) return 'abort';
  const status = answerStatus(error);
  if (status === 404) return NOT_YET.some((text) => text.test((error as Error).message)) ? 'retry' : 'abort';
  // any other refusal of the request itself will not change by asking again
  if (status !== null && status >= 400 && status < 500 && status !== 429) return 'abort';
  return 'retry';
}

/** TanStack Query's `retry`: a verdict of retry, at most 12 times. */
export const retryTracePoll = (failureCount: number, error: unknown): boolean =>
  failureCount < TRACE_MAX_RETRIES && tracePollVerdict(error) === 'retry';
