import { describe, expect, it } from 'vitest';
import { transactionUrl } from './transaction-link';

const HASH = 'ab'.repeat(32);

describe('transactionUrl', () => {
  it.each([
    ['devnet', null],
    ['testnet', `https://testnet.tonviewer.com/transaction/${HASH}`],
    ['mainnet', `https://tonviewer.com/transaction/${HASH}`],
  ] as const)('%s → %s', (chain, url) => {
    expect(transactionUrl(chain, HASH)).toBe(url);
  });
});
