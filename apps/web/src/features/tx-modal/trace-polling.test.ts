import { TonApiError } from '@atoll/chain';
import { describe, expect, it } from 'vitest';
import { retryTracePoll, tracePollVerdict, WalletNotConnectedError } from './trace-polling';
import { TRACE_MAX_RETRIES } from './tx-status';

// docs/product-spec.md §7, §8: a trace that is not found aborts polling; the "not yet" cases are retried.

const answer = (status: number, message: string) => new TonApiError(message, status, '/v2/traces/abc');

describe('trace polling by hash', () => {
  it.each([
    ['a trace not found', answer(404, 'entity not found'), 'abort'],
    ['another 404', answer(404, 'trace not found'), 'abort'],
    ['a bad hash', answer(400, 'invalid trace id'), 'abort'],
    ['no wallet', new WalletNotConnectedError(), 'abort'],
    ['no transactions yet', answer(404, 'No transactions found'), 'retry'],
    ['not yet in the history', answer(404, 'Transaction not found in account history'), 'retry'],
    ['a trace not ready', answer(404, 'trace not ready yet'), 'retry'],
    ['rate limited', answer(429, 'rate limit'), 'retry'],
    ['the chain API down', answer(502, 'Bad gateway'), 'retry'],
    ['no answer at all', new TypeError('Failed to fetch'), 'retry'],
  ])('%s → %s', (_case, error, verdict) => {
    expect(tracePollVerdict(error)).toBe(verdict);
  });

  it('retries at most 12 times', () => {
    const notYet = answer(404, 'trace not ready yet');
    expect(TRACE_MAX_RETRIES).toBe(12);
    expect(retryTracePoll(11, notYet)).toBe(true);
    expect(retryTracePoll(12, notYet)).toBe(false);
    expect(retryTracePoll(0, answer(404, 'entity not found'))).toBe(false);
  });

  it("a wallet missing says 'Wallet is not connected'", () => {
    expect(new WalletNotConnectedError().message).toBe('Wallet is not connected');
  });
});
