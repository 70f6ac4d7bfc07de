import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import { describe, expect, it } from 'vitest';
import type { PoolRecord } from '../pools/pools.fns';
import { shareOf, toPosition } from './users.fns';

const pool: PoolRecord = {
  address: '0:' + '11'.repeat(32),
  curve: 'constant_product',
  feeBps: 30,
  reserve0: 1_000_000_000_000n, // 1000 TON
  reserve1: 3_200_000_000n, // 3200 aUSD
  lpSupply: 1_000_000n,
  tvlUsd: '6400',
  volume24hUsd: '0',
  fees24hUsd: '0',
  apr: '0',
  price: '3.2',
  status: 'ready',
  createdAt: new Date(0),
  updatedAt: new Date(0),
  token0: {
    address: NATIVE_TON_ADDRESS,
    symbol: 'TON',
    name: 'Toncoin',
    iconUrl: null,
    decimals: 9,
    verified: true,
    isMeme: false,
    verification: 'whitelist',
    isScam: false,
    priceUsd: '3.2',
  },
  token1: {
    address: '0:' + 'aa'.repeat(32),
    symbol: 'aUSD',
    name: 'Atoll USD',
    iconUrl: null,
    decimals: 6,
    verified: true,
    isMeme: false,
    verification: 'whitelist',
    isScam: false,
    priceUsd: '1',
  },
};

describe('shareOf', () => {
  it.each([
    [1000n, 10n, 100n, 100n],
    [1000n, 1n, 3n, 333n], // floored
    [1000n, 5n, 0n, 0n], // an empty pool
    [10n ** 40n, 10n ** 20n, 10n ** 21n, 10n ** 39n],
  ])('%s × %s / %s = %s', (reserve, lp, supply, expected) =>
    expect(shareOf(reserve, lp, supply)).toBe(expected),
  );
});

describe('toPosition', () => {
  it.each([
    [
      '10 %',
      100_000n,
      {
        token_x_liquidity: '100000000000',
        token_x_liquidity_usd: '320',
        token_y_liquidity: '320000000',
        token_y_liquidity_usd: '320',
        total_liquidity_usd: '640',
      },
    ],
    ['all of it', 1_000_000n, { token_x_liquidity: '1000000000000', total_liquidity_usd: '6400' }],
    [
      'one LP unit',
      1n,
      { token_x_liquidity: '1000000', token_y_liquidity: '3200', total_liquidity_usd: '0.0064' },
    ],
  ])('%s of the pool', (_name, lp, expected) => {
    const position = toPosition({ lpBalance: lp, fees0: 0n, fees1: 0n, fees0Usd: '0', fees1Usd: '0' }, pool);
    expect(position).toMatchObject({ lp_tokens_sum: lp.toString(), ...expected, total_fees_usd: '0' });
  });

  it('fees as earned, in units and in USD', () => {
    const position = toPosition(
      { lpBalance: 1n, fees0: 5_000_000n, fees1: 16_000n, fees0Usd: '0.016000000000', fees1Usd: '0.016' },
      pool,
    );
    expect(position).toMatchObject({
      token_x_fees: '5000000',
      token_x_fees_usd: '0.016',
      token_y_fees: '16000',
      token_y_fees_usd: '0.016',
      total_fees_usd: '0.032',
      pool: { address: pool.address },
    });
  });
});
