import { Address } from '@ton/core';
import Fuse from 'fuse.js/basic';
import { describe, expect, it, vi } from 'vitest';
import { createTokenSearch, PATTERN_TOO_LONG } from './token-search';
import type { TokenListEntry } from './token-list';

const token = (symbol: string, name: string, hashByte: string): TokenListEntry => ({
  address: `0:${hashByte.repeat(32)}`,
  name,
  symbol,
  icon_url: null,
  decimals: 9,
  price: '0',
  verified: true,
  custom: false,
  notApproved: false,
  loaded: true,
  is_meme: false,
  verification: 'whitelist',
  is_scam: false,
});

const TON = token('TON', 'Toncoin', '00');
const USDT = token('USDT', 'Tether USD', 'a1');
const NOT = token('NOT', 'Notcoin', 'b2');
const DOGS = token('DOGS', 'Dogs', 'c3');
const USDC = token('jUSDC', 'USD Coin', 'd4');
const LIST = [TON, USDT, NOT, DOGS, USDC];
const search = createTokenSearch(LIST);
const symbols = (query: string) => search(query).map((t) => t.symbol);

describe('token search', () => {
  it.each<[string, string[]]>([
    ['', ['TON', 'USDT', 'NOT', 'DOGS', 'jUSDC']],
    ['   ', ['TON', 'USDT', 'NOT', 'DOGS', 'jUSDC']],
    ['usdt', ['USDT', 'jUSDC']],
    ['dogs', ['DOGS']],
    ['zzzz', []],
  ])('%j → %j', (query, expected) => {
    expect(symbols(query)).toEqual(expected);
  });

  it('ranks the symbol match above a name-only match', () => {
    const result = symbols('usd');
    expect(result.slice(0, 2)).toContain('USDT');
    expect(result).toContain('jUSDC');
    expect(result).not.toContain('DOGS');
  });

  it.each([
    ['raw', USDT.address],
    ['raw upper case', USDT.address.toUpperCase().replace('0X', '0x')],
    ['friendly bounceable', Address.parse(USDT.address).toString()],
    ['friendly non-bounceable', Address.parse(USDT.address).toString({ bounceable: false })],
    ['friendly standard base64', Address.parse(USDT.address).toString({ urlSafe: false })],
  ])('finds a token by its %s address first', (_form, query) => {
    expect(search(query)[0]).toBe(USDT);
  });

  it('matches a partial friendly address', () => {
    expect(search(Address.parse(NOT.address).toString().slice(0, 20))).toContain(NOT);
  });

  it('falls back to substring matching when fuse rejects a long pattern', () => {
    const spy = vi.spyOn(Fuse.prototype, 'search').mockImplementation(() => {
      throw new Error(PATTERN_TOO_LONG);
    });
    try {
      expect(createTokenSearch(LIST)('tether usd and a very long query...')).toEqual([]);
      expect(createTokenSearch(LIST)('Notcoin')).toEqual([NOT]);
    } finally {
      spy.mockRestore();
    }
  });
});
