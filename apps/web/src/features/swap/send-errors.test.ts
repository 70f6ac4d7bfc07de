import { TonConnectUIError, UserRejectsError } from '@tonconnect/ui-react';
import { describe, expect, it } from 'vitest';
import { isUserCancel } from './send-errors';

describe('isUserCancel', () => {
  it.each<[string, unknown, boolean]>([
    ['the wallet rejected', new UserRejectsError(), true],
    ['the confirm modal was closed', new TonConnectUIError('Transaction was not sent'), true],
    ['another TON Connect error', new TonConnectUIError('Connect wallet to send a transaction.'), false],
    ['a network error', new TypeError('Failed to fetch'), false],
    ['not an error', 'Transaction was not sent', false],
  ])('%s → %s', (_name, error, expected) => {
    expect(isUserCancel(error)).toBe(expected);
  });
});
