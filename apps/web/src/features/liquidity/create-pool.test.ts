import { describe, expect, it } from 'vitest';
import type { PoolState } from '../swap/routing';
import { defaultFeeTier, feeTierOptions, pairPools, startingPriceWarning } from './create-pool';

const TON = `0:${'0'.repeat(64)}`;
const AUSD = `0:${'a1'.repeat(32)}`;
const ATL = `0:${'b2'.repeat(32)}`;

const pool = (address: string, feeBps: number, tokenX: string, tokenY: string, rX: bigint, rY: bigint) => ({
  address: `0:${address.repeat(64)}`,
  feeBps,
  tokenX,
  tokenY,
  reserveX: rX,
  reserveY: rY,
});

// TON/aUSD at 3.2 in two tiers, and an ATL pool that is not part of the pair.
const POOLS: PoolState[] = [
  pool('1', 30, TON, AUSD, 1_000_000_000_000n, 3_200_000_000n),
  pool('2', 5, TON, AUSD, 500_000_000_000n, 1_650_000_000n),
  pool('3', 30, TON, ATL, 1_000_000_000_000n, 3_000_000_000_000n),
];

describe('fee tiers of a pair', () => {
  it('lists 1, 5, 30 and 100 bps with the pools that hold them, whichever way the pair is named', () => {
    const options = feeTierOptions(pairPools(POOLS, AUSD, TON));
    expect(options.map((option) => [option.feeBps, option.pool?.address.slice(2, 3) ?? null])).toEqual([
      [1, null],
      [5, '2'],
      [30, '1'],
      [100, null],
    ]);
    expect(defaultFeeTier(options)).toBe(1);
  });

  it('prefers 30 bps when it is free, and has no default when every tier is taken', () => {
    expect(defaultFeeTier(feeTierOptions([]))).toBe(30);
    const full = [1, 5, 30, 100].map((fee) => pool('4', fee, TON, AUSD, 1n, 1n));
    expect(defaultFeeTier(feeTierOptions(full))).toBeNull();
  });
});

describe('startingPriceWarning', () => {
  const pairs = pairPools(POOLS, TON, AUSD);

  it('names the pool furthest away when the price is more than 3% off (3.5 against 3.2 and 3.3)', () => {
    const warning = startingPriceWarning(pairs, TON, 1_000_000_000n, 3_500_000n);
    expect(warning?.pool.feeBps).toBe(30);
    expect(warning?.deviationBps).toBe(937n);
  });

  it('reads the amounts the other way round when the first token is the pool’s second', () => {
    expect(startingPriceWarning(pairs, AUSD, 3_500_000n, 1_000_000_000n)?.deviationBps).toBe(937n);
  });

  it('stays quiet within 3% of every pool, and for a new pair', () => {
    expect(startingPriceWarning(pairs, TON, 1_000_000_000n, 3_250_000n)).toBeNull();
    expect(startingPriceWarning([], TON, 1_000_000_000n, 9_000_000n)).toBeNull();
  });
});
