import { describe, expect, it } from 'vitest';
import {
  maximumSold,
  minimumReceived,
  priceImpactBps,
  priceImpactLevel,
  swapLimits,
  type ImpactLevel,
} from './price-impact';
import { findBestRoute, type PoolState, type Route } from './routing';

const A = `0:${'a1'.repeat(32)}`;
const B = `0:${'b2'.repeat(32)}`;
const C = `0:${'c3'.repeat(32)}`;
const pool = (x: string, y: string, rx: bigint, ry: bigint, feeBps: number, byte: string): PoolState => ({
  address: `0:${byte.repeat(32)}`,
  feeBps,
  tokenX: x,
  tokenY: y,
  reserveX: rx,
  reserveY: ry,
});
const route = (
  pools: PoolState[],
  tokenIn: string,
  tokenOut: string,
  amount: bigint,
  mode: Route['mode'] = 'exact-in',
) => findBestRoute({ pools, tokenIn, tokenOut, amount, mode })!;

describe('priceImpactBps', () => {
  const deep = pool(A, B, 10n ** 15n, 10n ** 15n, 30, 'd1');
  it.each<[string, Route, number]>([
    // x·y=k without fee: impact = in / (reserve + in)
    ['1% of the reserve, no fee', route([pool(A, B, 10_000n, 10_000n, 0, 'e1')], A, B, 100n), 100],
    ['10% of the reserve, no fee', route([pool(A, B, 1_000_000n, 1_000_000n, 0, 'e2')], A, B, 100_000n), 910],
    ['the fee is not impact', route([deep], A, B, 10n ** 9n), 1],
    [
      'two hops add up',
      route([pool(A, B, 10_000n, 10_000n, 0, 'e3'), pool(B, C, 10_000n, 10_000n, 0, 'e4')], A, C, 100n),
      200,
    ],
  ])('%s → %i bps', (_name, r, expected) => {
    expect(priceImpactBps(r)).toBe(expected);
  });

  it('is the same for the exact-out quote of the same trade', () => {
    const p = pool(A, B, 1_000_000n, 1_000_000n, 0, 'e5');
    const exactIn = route([p], A, B, 100_000n);
    const exactOut = route([p], A, B, exactIn.amountOut, 'exact-out');
    expect(Math.abs(priceImpactBps(exactOut) - priceImpactBps(exactIn))).toBeLessThanOrEqual(1);
  });
});

describe('priceImpactLevel', () => {
  it.each<[number, ImpactLevel]>([
    [0, 'ok'],
    [500, 'ok'],
    [501, 'warning'],
    [1500, 'warning'],
    [1501, 'blocked'],
  ])('%i bps → %s', (bps, level) => {
    expect(priceImpactLevel(bps)).toBe(level);
  });
});

describe('minimumReceived / maximumSold', () => {
  it.each<[bigint, number, bigint, bigint]>([
    [1000n, 100, 990n, 1010n],
    [999n, 100, 989n, 1009n],
    [1n, 50, 0n, 2n],
    [1_000_000_000n, 0, 1_000_000_000n, 1_000_000_000n],
    [1_000_000_000n, 5000, 500_000_000n, 1_500_000_000n],
  ])('%s at %i bps → min %s, max %s', (amount, bps, min, max) => {
    expect(minimumReceived(amount, bps)).toBe(min);
    expect(maximumSold(amount, bps)).toBe(max);
  });
});

describe('swapLimits', () => {
  const ab = pool(A, B, 1_000_000n, 2_000_000n, 30, 'f1');
  const bc = pool(B, C, 2_000_000n, 1_000_000n, 30, 'f2');
  it('exact-in, one pool', () => {
    const r = route([ab], A, B, 10_000n);
    expect(swapLimits(r, 100)).toEqual({
      amountIn: 10_000n,
      firstMinOut: minimumReceived(r.amountOut, 100),
      minOut: minimumReceived(r.amountOut, 100),
    });
  });
  it('exact-in, two pools: a limit per hop', () => {
    const r = route([ab, bc], A, C, 10_000n);
    expect(swapLimits(r, 100)).toEqual({
      amountIn: 10_000n,
      firstMinOut: minimumReceived(r.hops[0]!.amountOut, 100),
      minOut: minimumReceived(r.amountOut, 100),
    });
  });
  it('exact-out, one pool: the contract pays exactly, the input is a maximum', () => {
    const r = route([ab], A, B, 5000n, 'exact-out');
    expect(swapLimits(r, 100)).toEqual({
      amountIn: maximumSold(r.amountIn, 100),
      firstMinOut: 5000n,
      minOut: 5000n,
      exactAmountOut: 5000n,
    });
  });
  it('exact-out, two pools: sent as exact-in of the quoted input', () => {
    const r = route([ab, bc], A, C, 5000n, 'exact-out');
    const limits = swapLimits(r, 100);
    expect(limits.exactAmountOut).toBeUndefined();
    expect(limits.amountIn).toBe(r.amountIn);
    expect(limits.minOut).toBe(minimumReceived(5000n, 100));
  });
});
