import { NATIVE_TON_ADDRESS } from '@atoll/chain/address';
import { describe, it } from 'vitest';
import { FRIENDLY, expectIssueAt, expectValid, withField } from '../testing/expect-issue';
import { PricesResponseSchema, TokensResponseSchema } from './tokens';

const ton = {
  address: NATIVE_TON_ADDRESS,
  name: 'Toncoin',
  symbol: 'TON',
  icon_url: 'https://example.org/ton.png',
  decimals: 9,
  price: '3.21',
  verified: true,
  verification: 'whitelist',
  is_scam: false,
  is_meme: false,
};

describe('TokensResponseSchema', () => {
  it('accepts the token list', () => {
    expectValid(TokensResponseSchema, { result: [ton, { ...ton, address: FRIENDLY, icon_url: null }] });
  });

  it.each([
    [['address'], 'TON'],
    [['decimals'], -1],
    [['decimals'], 9.5],
    [['price'], 3.21],
    [['verified'], 'yes'],
    [['is_meme'], undefined],
    [['symbol'], undefined],
  ])('rejects %j = %j', (path, value) => {
    expectIssueAt(TokensResponseSchema, { result: [withField(ton, path, value)] }, ['result', 0, ...path]);
  });
});

describe('PricesResponseSchema', () => {
  it('accepts address/price pairs', () => {
    expectValid(PricesResponseSchema, { result: [{ address: FRIENDLY, price: '0.000123' }] });
  });
  it.each([
    [['address'], '0:zz'],
    [['price'], '1e-6'],
  ])('rejects %j = %j', (path, value) => {
    const input = { result: [withField({ address: FRIENDLY, price: '1' }, path, value)] };
    expectIssueAt(PricesResponseSchema, input, ['result', 0, ...path]);
  });
});
