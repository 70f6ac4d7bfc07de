import type { PoolGroup, PoolToken } from '@atoll/shared';
import type { TokenListEntry } from '../tokens/token-list';

// Test data shared by the search tests: three tokens and two pairs, in the API's shapes.

export const address = (hashByte: string) => `0:${hashByte.repeat(32)}`;

export const token = (symbol: string, name: string, hashByte: string, price = '0'): TokenListEntry => ({
  address: address(hashByte),
  name,
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

export const TON = token('TON', 'Toncoin', '00', '2.5');
export const ATL = token('ATL', 'Atoll', 'a1', '0.5');
export const AUSD = token('aUSD', 'Atoll Dollar', 'b2', '1');
export const TOKENS = [TON, ATL, AUSD];

const groupToken = (entry: TokenListEntry): PoolToken => ({
  address: entry.address,
  symbol: entry.symbol,
  icon_url: entry.icon_url,
  decimals: entry.decimals,
  verified: entry.verified,
  verification: entry.verification,
  is_scam: entry.is_scam,
});

/** The wire form of a group (`POST /pools/search` result entry). */
export const wireGroup = (
  x: TokenListEntry,
  y: TokenListEntry,
  pools: Array<{ hashByte: string; reserveX: string; reserveY: string; volume: string }>,
  tvl: string,
): PoolGroup => ({
  token_x: groupToken(x),
  token_y: groupToken(y),
  pools_count: pools.length,
  tvl,
  volume_24h: pools.reduce((sum, pool) => sum + Number(pool.volume), 0).toString(),
  fees_24h: '1.5',
  apr: '12.5',
  pools: pools.map((pool) => ({
    address: address(pool.hashByte),
    fee_bps: 30,
    token_x: groupToken(x),
    token_y: groupToken(y),
    reserve_x: pool.reserveX,
    reserve_y: pool.reserveY,
    tvl: '0',
    volume_24h: pool.volume,
    fees_24h: '0',
    apr: '0',
  })),
});

export const WIRE_GROUPS = [
  // 1000 TON + 2500 aUSD in one pool, and 100 TON + 250 aUSD in another
  wireGroup(
    TON,
    AUSD,
    [
      { hashByte: 'c1', reserveX: '1000000000000', reserveY: '2500000000000', volume: '300.4' },
      { hashByte: 'c2', reserveX: '100000000000', reserveY: '250000000000', volume: '20' },
    ],
    '5500.49',
  ),
  // 4000 ATL + 2000 aUSD
  wireGroup(
    ATL,
    AUSD,
    [{ hashByte: 'd1', reserveX: '4000000000000', reserveY: '2000000000000', volume: '99.5' }],
    '4000',
  ),
];
