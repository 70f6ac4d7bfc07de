import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { assetRows, totalUsd } from './asset-rows';
import { holdingsFromJettons } from './balances';
import type { TokenListEntry } from '../tokens/token-list';

const TON = `0:${'0'.repeat(64)}`;
const USDT = `0:${'a1'.repeat(32)}`;
const DOGS = `0:${'b2'.repeat(32)}`;
const WALLET = `0:${'cc'.repeat(32)}`;

const holding = (jetton: string, symbol: string, decimals: number, balance: string, price: string) => ({
  jetton: {
    address: Address.parse(jetton).toString(),
    decimals,
    name: symbol,
    symbol,
    image: null,
    verified: true,
  },
  wallet_address: WALLET,
  balance,
  price,
  balance_usd: '0',
});

const listed = (address: string, symbol: string, price: string): TokenListEntry => ({
  address,
  name: symbol,
  symbol,
  icon_url: null,
  decimals: 9,
  price,
  verified: true,
  custom: false,
  notApproved: false,
  loaded: true,
  is_meme: false,
  verification: 'whitelist',
  is_scam: false,
});

describe('holdingsFromJettons', () => {
  it('keys jettons and wallets by raw address and reads amounts as bigint', () => {
    expect(holdingsFromJettons([holding(USDT, 'USDT', 6, '2500000', '1')])).toEqual([
      {
        jetton: USDT,
        name: 'USDT',
        symbol: 'USDT',
        decimals: 6,
        image: null,
        walletAddress: WALLET,
        balance: 2_500_000n,
        price: '1',
      },
    ]);
  });
});

describe('assetRows', () => {
  const holdings = holdingsFromJettons([
    holding(DOGS, 'DOGS', 9, '1000000000000', '0.001'),
    holding(USDT, 'USDT', 6, '2500000', '1'),
    holding(`0:${'dd'.repeat(32)}`, 'ZERO', 9, '0', '5'),
  ]);

  it.each<[string, TokenListEntry[], [string, bigint][]]>([
    [
      'TON first, then by USD value, zero balances hidden',
      [listed(TON, 'TON', '5')],
      [
        ['TON', 10_000_000n],
        ['USDT', 2_500_000n],
        ['DOGS', 1_000_000n],
      ],
    ],
    [
      'the polled price wins over the balance price',
      [listed(TON, 'TON', '0'), listed(DOGS, 'DOGS', '0.01')],
      [
        ['TON', 0n],
        ['DOGS', 10_000_000n],
        ['USDT', 2_500_000n],
      ],
    ],
  ])('%s', (_name, tokens, expected) => {
    const rows = assetRows(2_000_000_000n, holdings, tokens);
    expect(rows.map((row) => [row.symbol, row.usd])).toEqual(expected);
  });

  it('sums the USD values', () => {
    expect(totalUsd(assetRows(2_000_000_000n, holdings, [listed(TON, 'TON', '5')]))).toBe(13_500_000n);
  });
});
