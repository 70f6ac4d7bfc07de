import { describe, expect, it } from 'vitest';
import {
  formatSharePpm,
  lpForPercent,
  pairedAmount,
  quoteDeposit,
  quoteWithdraw,
  type PoolReserves,
} from './liquidity-math';

// TON (9 decimals) / aUSD (6 decimals) at 3.2 aUSD per TON: 1,000 TON and 3,200 aUSD.
const POOL: PoolReserves = {
  reserveX: 1_000_000_000_000n,
  reserveY: 3_200_000_000n,
  lpSupply: 2_000_000_000_000n,
};

describe('pairedAmount', () => {
  it.each([
    ['1 TON needs 3.2 aUSD', 1_000_000_000n, POOL.reserveX, POOL.reserveY, 3_200_000n],
    ['3.2 aUSD needs 1 TON', 3_200_000n, POOL.reserveY, POOL.reserveX, 1_000_000_000n],
    ['rounds up as the pool rounds what it takes', 1n, 3n, 10n, 4n],
    ['nothing typed', 0n, POOL.reserveX, POOL.reserveY, 0n],
    ['an empty pool has no ratio', 5n, 0n, 0n, 0n],
  ])('%s', (_name, amount, typed, other, expected) => {
    expect(pairedAmount(amount, typed, other)).toBe(expected);
  });
});

describe('quoteDeposit', () => {
  it('10 TON + 32 aUSD: 20 LP, 19.8 after 1% slippage, 0.99% of the pool', () => {
    expect(quoteDeposit(POOL, 10_000_000_000n, 32_000_000n, 0n, 100)).toEqual({
      lpOut: 20_000_000_000n,
      minLpOut: 19_800_000_000n,
      surplusX: 0n,
      surplusY: 0n,
      sharePpm: 9_900n,
    });
  });

  it('counts the LP the wallet already holds in its share', () => {
    expect(quoteDeposit(POOL, 10_000_000_000n, 32_000_000n, 20_000_000_000n, 100)?.sharePpm).toBe(19_801n);
  });

  it('returns the side above the ratio', () => {
    const quote = quoteDeposit(POOL, 10_000_000_000n, 40_000_000n, 0n, 50);
    expect(quote?.surplusY).toBe(8_000_000n);
    expect(quote?.lpOut).toBe(20_000_000_000n);
  });

  it('a first deposit mints sqrt(x·y) less the 1,000 locked units', () => {
    const empty = { reserveX: 0n, reserveY: 0n, lpSupply: 0n };
    const quote = quoteDeposit(empty, 4_000_000_000n, 1_000_000_000n, 0n, 100);
    expect(quote?.lpOut).toBe(1_999_999_000n);
    expect(formatSharePpm(quote!.sharePpm)).toBe('99.99%');
  });

  it('refuses a first deposit that does not exceed the locked units, and a zero side', () => {
    expect(quoteDeposit({ reserveX: 0n, reserveY: 0n, lpSupply: 0n }, 100n, 100n, 0n, 100)).toBeNull();
    expect(quoteDeposit(POOL, 0n, 32_000_000n, 0n, 100)).toBeNull();
  });
});

describe('lpForPercent', () => {
  it.each([
    [1001n, 25, 250n],
    [1001n, 50, 500n],
    [1001n, 100, 1001n],
    [1001n, 0, 0n],
    [0n, 50, 0n],
  ])('%s LP at %s%% → %s', (balance, percent, expected) => {
    expect(lpForPercent(balance, percent)).toBe(expected);
  });
});

describe('quoteWithdraw', () => {
  it('20 LP of 2,000 pays 1% of each reserve; the minimums take 1% off', () => {
    expect(quoteWithdraw(POOL, 20_000_000_000n, 100)).toEqual({
      lpAmount: 20_000_000_000n,
      amountX: 10_000_000_000n,
      amountY: 32_000_000n,
      minX: 9_900_000_000n,
      minY: 31_680_000n,
    });
  });
});

describe('formatSharePpm', () => {
  it.each([
    [0n, '0%'],
    [50n, '<0.01%'],
    [123_456n, '12.34%'],
    [500_000n, '50%'],
    [1_000_000n, '100%'],
  ])('%s ppm → %s', (ppm, text) => {
    expect(formatSharePpm(ppm)).toBe(text);
  });
});
