import type { Pool, PoolGroup, PoolToken } from '@atoll/shared';

// Pools and groups in the API's shape for the unit tests.

export const hexAddress = (digit: string) => `0:${digit.repeat(64)}`;

/** A pool's token as the API answers it for a whitelisted jetton (or TON). */
export const verifiedToken = (address: string, symbol: string, decimals: number): PoolToken => ({
  address,
  symbol,
  icon_url: null,
  decimals,
  verified: true,
  verification: 'whitelist',
  is_scam: false,
});

export const TON: PoolToken = verifiedToken(hexAddress('0'), 'TON', 9);
export const AUSD: PoolToken = verifiedToken(hexAddress('a'), 'aUSD', 6);
export const ATL: PoolToken = verifiedToken(hexAddress('b'), 'ATL', 9);
export const CORAL: PoolToken = {
  address: hexAddress('c'),
  symbol: 'CORAL',
  icon_url: null,
  decimals: 9,
  verified: false,
  verification: 'graylist',
  is_scam: false,
};

export function testPool(
  address: string,
  tokenX: PoolToken,
  tokenY: PoolToken,
  over: Partial<Pool> = {},
): Pool {
  return {
    address,
    type: 'constant_product',
    fee_bps: 30,
    token_x: tokenX,
    token_y: tokenY,
    reserve_x: '1000000000000',
    reserve_y: '3200000000',
    lp_supply: '56568542494',
    tvl: '6400',
    volume_24h: '100',
    fees_24h: '0.3',
    apr: '1.71',
    price: '3.2',
    ...over,
  };
}

export function testGroup(pools: Pool[], over: Partial<PoolGroup> = {}): PoolGroup {
  const first = pools[0]!;
  return {
    token_x: first.token_x,
    token_y: first.token_y,
    pools_count: pools.length,
    tvl: '0',
    volume_24h: '0',
    fees_24h: '0',
    apr: '0',
    pools,
    ...over,
  };
}
