import { describe, expect, it } from 'vitest';
import { feeTierText, percentText, priceText, spotPrice, usdText, usdWholeText } from './pool-format';

describe('pool numbers', () => {
  it.each([
    ['2400000', '$2,400,000.00'],
    ['0.004', '<$0.01'],
    ['12.345', '$12.34'],
  ])('usdText(%s) = %s', (value, text) => expect(usdText(value)).toBe(text));

  it.each([
    ['2400000.4', '$2,400,000'],
    ['1234.5', '$1,235'],
    ['0.2', '<$1'],
    ['0', '$0'],
  ])('usdWholeText(%s) = %s', (value, text) => expect(usdWholeText(value)).toBe(text));

  it.each([
    ['4.375', '4.38%'],
    ['15.4', '15.4%'],
    ['0', '0%'],
    ['0.001', '0%'],
    ['120', '120%'],
  ])('percentText(%s) = %s', (value, text) => expect(percentText(value)).toBe(text));

  it.each([
    [1, '0.01%'],
    [5, '0.05%'],
    [30, '0.3%'],
    [100, '1%'],
  ])('feeTierText(%s) = %s', (bps, text) => expect(feeTierText(bps)).toBe(text));

  it.each([
    [3.2, '3.2'],
    [0.000015625, '0.000015625'],
    [0.0000123456789, '0.0000123457'],
    [64000.123, '64,000.1'],
    [0, '0'],
  ])('priceText(%s) = %s', (price, text) => expect(priceText(price)).toBe(text));
});

describe('spotPrice', () => {
  it.each([
    // 375,000 TON (9 decimals) against 1,200,000 aUSD (6 decimals)
    [375_000n * 10n ** 9n, 1_200_000n * 10n ** 6n, 9, 6, 3.2],
    // 1,000,000 aUSD against 15.625 aBTC (8 decimals)
    [10n ** 12n, 1_562_500_000n, 6, 8, 0.000015625],
    [0n, 5n, 9, 9, 0],
  ])('%s / %s → %s', (reserveX, reserveY, decimalsX, decimalsY, price) => {
    expect(spotPrice(reserveX, reserveY, decimalsX, decimalsY)).toBe(price);
  });
});
