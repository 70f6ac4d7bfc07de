import type { Token } from '@atoll/shared';
import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import {
  addCustomToken,
  findToken,
  mergeTokenLists,
  pricesByAddress,
  tokenFromApi,
  tokenFromJettonInfo,
  withPrices,
  type TokenListEntry,
} from './token-list';
import { readCustomTokens, writeCustomTokens } from './custom-tokens';

const RAW = `0:${'a1'.repeat(32)}`;
const FRIENDLY = Address.parse(RAW).toString();
const OTHER = `0:${'b2'.repeat(32)}`;

const apiToken: Token = {
  address: RAW,
  name: 'Tether USD',
  symbol: 'USDT',
  icon_url: null,
  decimals: 6,
  price: '1',
  verified: true,
  is_meme: false,
  verification: 'whitelist',
  is_scam: false,
};
const usdt = tokenFromApi(apiToken);

describe('tokenFromApi', () => {
  it('takes a valid entry as it is', () => {
    expect(usdt).toMatchObject({ address: RAW, symbol: 'USDT', decimals: 6, custom: false, loaded: true });
  });
  it.each<[string, Partial<Token>, Partial<TokenListEntry>]>([
    ['friendly address normalised', { address: FRIENDLY }, { address: RAW }],
    [
      'blank texts fall back',
      { name: ' ', symbol: '', icon_url: '' },
      { name: 'Unknown', symbol: 'UNKN', icon_url: null },
    ],
  ])('%s', (_name, over, expected) => {
    expect(tokenFromApi({ ...apiToken, ...over })).toMatchObject(expected);
  });
});

describe('tokenFromJettonInfo', () => {
  it.each<[string, unknown, Partial<TokenListEntry>]>([
    [
      'metadata',
      { metadata: { name: 'Dogs', symbol: 'DOGS', decimals: '6', image: 'https://x/d.png' } },
      { name: 'Dogs', symbol: 'DOGS', decimals: 6, icon_url: 'https://x/d.png', loaded: true },
    ],
    [
      'no metadata: spec fallbacks',
      null,
      { name: 'Unknown', symbol: 'UNKN', decimals: 9, price: '0', verified: false, loaded: false },
    ],
    [
      'partial metadata',
      { metadata: { symbol: ' ', decimals: 'x' } },
      { name: 'Unknown', symbol: 'UNKN', decimals: 9, loaded: true },
    ],
    [
      'the chain API’s verification and the master account’s scam flag',
      { metadata: { symbol: 'GIFT' }, verification: 'blacklist', is_scam: true },
      { symbol: 'GIFT', verification: 'blacklist', is_scam: true },
    ],
    [
      'no verification said: none, not a scam',
      { metadata: { symbol: 'X' }, verification: 'gold' },
      { verification: 'none', is_scam: false },
    ],
  ])('%s', (_name, info, expected) => {
    expect(tokenFromJettonInfo(FRIENDLY, info)).toMatchObject({
      ...expected,
      address: RAW,
      custom: true,
      notApproved: false,
    });
  });
  it('is null for a bad address', () => {
    expect(tokenFromJettonInfo('nope', null)).toBeNull();
  });
});

describe('mergeTokenLists', () => {
  const custom = tokenFromJettonInfo(FRIENDLY, { metadata: { symbol: 'FAKE' } })!;
  const other = tokenFromJettonInfo(OTHER, null)!;
  it.each<[string, TokenListEntry[][], string[]]>([
    [
      'keeps the API entry over a custom one with the same parsed address',
      [[usdt], [custom, other]],
      ['USDT', 'UNKN'],
    ],
    ['dedupes friendly vs raw forms', [[{ ...usdt, address: FRIENDLY }], [usdt]], ['USDT']],
    ['drops unparsable addresses', [[{ ...usdt, address: 'x' }], [other]], ['UNKN']],
    ['empty', [[], []], []],
  ])('%s', (_name, lists, expected) => {
    expect(mergeTokenLists(...lists).map((t) => t.symbol)).toEqual(expected);
  });
});

describe('addCustomToken', () => {
  const dogs = tokenFromJettonInfo(OTHER, { metadata: { symbol: 'DOGS' } })!;
  it.each<[string, TokenListEntry[], TokenListEntry, TokenListEntry[], number]>([
    ['adds a new token', [], dogs, [usdt], 1],
    ['skips a token already in the list', [], { ...dogs, address: FRIENDLY }, [usdt], 0],
    ['skips a token already added', [dogs], dogs, [], 1],
  ])('%s', (_name, customs, token, known, length) => {
    expect(addCustomToken(customs, token, known)).toHaveLength(length);
  });
});

describe('prices', () => {
  it('keys the price list by raw address and applies it', () => {
    const prices = pricesByAddress([
      { address: FRIENDLY, price: '1.01' },
      { address: OTHER, price: '3' },
    ]);
    expect([...prices]).toEqual([
      [RAW, '1.01'],
      [OTHER, '3'],
    ]);
    expect(withPrices([usdt], prices)[0]!.price).toBe('1.01');
    expect(withPrices([usdt], new Map())[0]).toBe(usdt);
  });
  it('finds a token by any form of its address', () => {
    expect(findToken([usdt], FRIENDLY)).toBe(usdt);
    expect(findToken([usdt], null)).toBeUndefined();
  });
});

describe('custom token storage', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
  };
  it('round-trips and rejects another version', () => {
    const store = memory();
    const dogs = tokenFromJettonInfo(OTHER, { metadata: { symbol: 'DOGS', decimals: '6' } })!;
    writeCustomTokens([dogs], store);
    expect(readCustomTokens(store)).toEqual([dogs]);
    store.setItem('atoll.custom-tokens', JSON.stringify({ v: 1, data: [dogs, { address: 'x' }] }));
    expect(readCustomTokens(store)).toEqual([dogs]);
    store.setItem('atoll.custom-tokens', JSON.stringify({ v: 0, data: [dogs] }));
    expect(readCustomTokens(store)).toEqual([]);
    expect(store.getItem('atoll.custom-tokens')).toBeNull();
    store.setItem('atoll.custom-tokens', '{broken');
    expect(readCustomTokens(store)).toEqual([]);
    expect(readCustomTokens(null)).toEqual([]);
  });
});
