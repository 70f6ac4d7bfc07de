import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import { describe, expect, it } from 'vitest';
import { compareTokens, type TokenRecord, toToken, toTokenPrice } from './tokens.fns';

const token = (over: Partial<TokenRecord>): TokenRecord => ({
  address: '0:' + 'aa'.repeat(32),
  symbol: 'aUSD',
  name: 'Atoll USD',
  iconUrl: null,
  decimals: 6,
  verified: true,
  isMeme: false,
  verification: 'whitelist',
  isScam: false,
  priceUsd: '1.000000000000000000000000000000',
  ...over,
});

describe('toToken', () => {
  it.each([
    ['a jetton', token({}), { address: '0:' + 'aa'.repeat(32), price: '1', symbol: 'aUSD', decimals: 6 }],
    [
      'the native coin',
      token({ address: NATIVE_TON_ADDRESS, symbol: 'TON', decimals: 9, priceUsd: '3.2' }),
      { address: NATIVE_TON_ADDRESS, price: '3.2' },
    ],
    [
      'an unpriced meme',
      token({ isMeme: true, verified: false, priceUsd: '0.000' }),
      { price: '0', is_meme: true, verified: false },
    ],
  ])('%s', (_name, input, expected) => {
    expect(toToken(input)).toMatchObject(expected);
    expect(toTokenPrice(input)).toEqual({ address: toToken(input).address, price: toToken(input).price });
  });
});

describe('compareTokens', () => {
  it('verified first, then symbol, then address', () => {
    const list = [
      token({ symbol: 'PUFF', verified: false }),
      token({ symbol: 'ton', address: NATIVE_TON_ADDRESS }),
      token({ symbol: 'aBTC', address: '0:' + 'bb'.repeat(32) }),
      token({ symbol: 'ABTC', address: '0:' + 'ab'.repeat(32) }),
    ].sort(compareTokens);
    expect(list.map((t) => `${t.symbol}:${t.address.slice(0, 4)}`)).toEqual([
      'ABTC:0:ab',
      'aBTC:0:bb',
      'ton:0:00',
      'PUFF:0:aa',
    ]);
  });
});
