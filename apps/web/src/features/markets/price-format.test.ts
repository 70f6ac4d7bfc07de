import { describe, expect, it } from 'vitest';
import {
  formatChange,
  formatPrice,
  formatUsdPrice,
  marketsTokenOf,
  priceChangeBps,
  priceText,
  toChartPoint,
} from './price-format';

const JETTON = `0:${'a1'.repeat(32)}`;
const OTHER = `0:${'b2'.repeat(32)}`;
const TON = `0:${'0'.repeat(64)}`;

describe('prices from {value, decimals}', () => {
  it.each<[string, number, string, string]>([
    ['1234500', 6, '1.2345', '1.23'],
    ['123450000000', 6, '123450', '123,450.00'],
    ['2500000000', 9, '2.5', '2.50'],
    ['500000000', 9, '0.5', '0.5'],
    ['123456', 9, '0.000123456', '0.0001234'],
    ['1', 18, '0.000000000000000001', '0.000000000000000001'],
    ['0', 0, '0', '0'],
    ['-1500', 3, '-1.5', '-1.50'],
  ])('%s / 10^%d → %s, shown %s', (value, decimals, exact, shown) => {
    expect(priceText({ value, decimals })).toBe(exact);
    expect(formatPrice({ value, decimals })).toBe(shown);
  });

  it('writes USD with a dollar sign', () => {
    expect(formatUsdPrice({ value: '2499', decimals: 3 })).toBe('$2.49');
  });
});

describe('change over the chart period', () => {
  it.each<[[string, number], [string, number], string | null]>([
    [['100', 2], ['1015', 3], '+1.50%'],
    [['2', 0], ['1', 0], '-50.00%'],
    [['3', 0], ['3000', 3], '0.00%'],
    [['1', 0], ['25', 0], '+2,400.00%'],
    [['0', 0], ['1', 0], null],
  ])('%j → %j is %s', ([a, da], [b, db], shown) => {
    const bps = priceChangeBps({ value: a, decimals: da }, { value: b, decimals: db });
    expect(bps === null ? null : formatChange(bps)).toBe(shown);
  });
});

describe('chart points', () => {
  it('turns the ISO time into unix seconds and the exact price into a number', () => {
    expect(
      toChartPoint({ time: '2026-01-02T03:04:05.000Z', value: { value: '1234500', decimals: 6 } }),
    ).toEqual({
      time: 1767323045,
      value: 1.2345,
    });
  });
});

describe('the token the swap page shows', () => {
  it.each<[string | null, string | null, string | null]>([
    [TON, JETTON, JETTON],
    [JETTON, TON, JETTON],
    [JETTON, OTHER, JETTON],
    [TON, null, TON],
    [null, OTHER, OTHER],
    [null, null, null],
  ])('from %s, to %s → %s', (from, to, shown) => {
    expect(marketsTokenOf(from, to)).toBe(shown);
  });
});
