import { getAmountOut } from '@atoll/contracts/quote';
import { describe, expect, it } from 'vitest';
import { bigintSqrt, depthAt, priceDepth } from './price-depth';

describe('bigintSqrt', () => {
  it.each([
    [0n, 0n],
    [1n, 1n],
    [15n, 3n],
    [16n, 4n],
    [10n ** 36n, 10n ** 18n],
    [10n ** 36n - 1n, 10n ** 18n - 1n],
    [2n * 10n ** 40n, 141_421_356_237_309_504_880n],
  ])('⌊√%s⌋ = %s', (n, root) => {
    expect(bigintSqrt(n)).toBe(root);
  });
});

describe('depthAt', () => {
  // 1,000 TON (9 decimals) against 3,200 aUSD (6 decimals): 3.2 aUSD per TON, no fee.
  const pool = { reserveX: 1_000n * 10n ** 9n, reserveY: 3_200n * 10n ** 6n, feeBps: 0 };

  it('+1 % needs 3200·(√1.01 − 1) aUSD, −1 % needs 1000·(1/√0.99 − 1) TON', () => {
    const level = depthAt(pool, 100);
    // 3200 × 0.0049875621… = 15.9601987… aUSD; 1000 × 0.0050378152… = 5.0378152… TON (rounded down)
    expect(level.up).toBe(15_960_198n);
    expect(level.down).toBe(5_037_815_259n);
  });

  it('the LP fee is added on top of the net amount', () => {
    const withFee = depthAt({ ...pool, feeBps: 30 }, 100);
    // 15.960198 / 0.997 = 16.0082226…, rounded up
    expect(withFee.up).toBe(16_008_223n);
  });

  it('selling the computed amount moves the pool price by that much (the contracts’ own swap math)', () => {
    const fee = { ...pool, feeBps: 30 };
    const { up } = depthAt(fee, 200);
    const out = getAmountOut(up, fee.reserveY, fee.reserveX, fee.feeBps);
    const priceBefore = Number(fee.reserveY) / Number(fee.reserveX);
    const priceAfter = Number(fee.reserveY + (up * 9970n) / 10_000n) / Number(fee.reserveX - out);
    expect(priceAfter / priceBefore - 1).toBeCloseTo(0.02, 4);
  });

  it('is zero for an empty pool', () => {
    expect(depthAt({ reserveX: 0n, reserveY: 5n, feeBps: 30 }, 100)).toEqual({ bps: 100, up: 0n, down: 0n });
  });

  it('grows with the move: ±1 %, ±2 %, ±5 %', () => {
    const levels = priceDepth(pool);
    expect(levels.map((level) => level.bps)).toEqual([100, 200, 500]);
    expect(levels[0]!.up < levels[1]!.up && levels[1]!.up < levels[2]!.up).toBe(true);
    expect(levels[0]!.down < levels[1]!.down && levels[1]!.down < levels[2]!.down).toBe(true);
  });
});
