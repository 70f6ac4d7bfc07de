import { describe, expect, it } from 'vitest';
import {
  divideDecimals,
  formatFixed,
  multiplyDecimals,
  numberToDecimal,
  parseFixed,
  sumDecimals,
  toPriceValue,
  trimDecimal,
  usdValue,
} from './decimal.fns';

describe('trimDecimal', () => {
  it.each([
    ['3.200000000000', '3.2'],
    ['0.000', '0'],
    ['-0.0', '0'],
    ['0042.10', '42.1'],
    ['7', '7'],
    ['-1.50', '-1.5'],
    ['0.000031000', '0.000031'],
  ])('%s → %s', (input, expected) => expect(trimDecimal(input)).toBe(expected));

  it('refuses what is not a decimal', () => expect(() => trimDecimal('1e5')).toThrow(RangeError));
});

describe('parseFixed / formatFixed', () => {
  it.each([
    ['1.5', 3, 1500n],
    ['0.0001', 2, 0n],
    ['-2.25', 2, -225n],
    ['12', 0, 12n],
    ['99999999999999999999999999.123456789012', 12, 99999999999999999999999999123456789012n],
  ])('%s at %i = %s', (text, scale, fixed) => {
    expect(parseFixed(text, scale)).toBe(fixed);
    expect(parseFixed(formatFixed(fixed, scale), scale)).toBe(fixed);
  });

  it.each([
    [1500n, 3, '1.5'],
    [5n, 3, '0.005'],
    [-5n, 1, '-0.5'],
    [0n, 12, '0'],
    [42n, 0, '42'],
  ])('formatFixed(%s, %i) = %s', (value, scale, text) => expect(formatFixed(value, scale)).toBe(text));
});

describe('arithmetic', () => {
  it.each([
    [['0.1', '0.2'], 12, '0.3'],
    [['1200000', '400000.5', '0.000000000001'], 12, '1600000.500000000001'],
    [[], 12, '0'],
  ])('sum %j', (values, scale, sum) => expect(sumDecimals(values, scale)).toBe(sum));

  it.each([
    // 2.5 TON (9 decimals) at $3.2 = $8
    [2_500_000_000n, 9, '3.2', '8'],
    // 1 unit of a 6-decimal token at $1 = $0.000001
    [1n, 6, '1', '0.000001'],
    // a meme token: 10^15 units (10^6 whole) at $0.000031
    [10n ** 15n, 9, '0.000031', '31'],
    [123n, 9, '0', '0'],
  ])('usdValue(%s, %i, %s) = %s', (amount, decimals, price, usd) =>
    expect(usdValue(amount, decimals, price)).toBe(usd),
  );

  it.each([
    ['1', '3', 6, '0.333333'],
    ['3.2', '0', 6, '0'],
    ['64000', '3.2', 30, '20000'],
  ])('divide %s / %s', (a, b, scale, q) => expect(divideDecimals(a, b, scale)).toBe(q));

  it('multiplies', () => {
    expect(multiplyDecimals('1.5', '2.5')).toBe('3.75');
    expect(multiplyDecimals('0.000031', '1000000')).toBe('31');
  });
});

describe('numberToDecimal', () => {
  it.each([
    [3.2, '3.2'],
    [0.000031, '0.000031'],
    [3.1e-7, '0.00000031'],
    [64000, '64000'],
    [1.5e21, '1500000000000000000000'],
    [0.1 + 0.2, '0.3'],
    [0, '0'],
    [-1, '0'],
    [Number.NaN, '0'],
  ])('%d → %s', (value, text) => expect(numberToDecimal(value)).toBe(text));
});

describe('toPriceValue', () => {
  it.each([
    ['3.200000', { value: '32', decimals: 1 }],
    ['0.000031', { value: '31', decimals: 6 }],
    ['64000', { value: '64000', decimals: 0 }],
    ['0', { value: '0', decimals: 0 }],
    ['-0.5', { value: '-5', decimals: 1 }],
  ])('%s → %j', (text, value) => expect(toPriceValue(text)).toEqual(value));
});
