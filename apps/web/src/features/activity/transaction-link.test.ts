import { describe, expect, it } from 'vitest';
import { transactionUrl } from './transaction-link';

const HASH = 'ab'.repeat(32);

describe('transactionUrl', () => {
  it.each([
    ['devnet', `http://127.0.0.1:8081/v2/traces/${HASH}`],
    ['testnet', `https://testnet.tonviewer.com/transaction/${HASH}`],
    ['mainnet', `https://tonviewer.com/transaction/${HASH}`],
  ] as const)('%s → %s', (chain, url) => {
    expect(transactionUrl(chain, 'http://127.0.0.1:8081', HASH)).toBe(url);
  });
});
