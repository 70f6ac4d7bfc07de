import { describe, expect, it } from 'vitest';
import {
  divideDecimals,
  formatFixed,
  formatUnits,
  multiplyDecimals,
  numberToDecimal,
  parseFixed,
  parseUnits,
  reservePrice,
  sumDecimals,
  trimDecimal,
  valueOf,
} from './fixed';

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

  it.each(['1e5', '', '.5', '1.2.3', '+1', ' 1'])('refuses %j', (text) =>
    expect(() => trimDecimal(text)).toThrow(`not a decimal: ${text}`),
  );
});

describe('parseFixed / formatFixed', () => {
  it.each([
    ['1.5', 3, 1500n],
    ['0.0001', 2, 0n],
    ['0.123456', 3, 123n],
    ['-2.25', 2, -225n],
    ['12', 0, 12n],
    ['7', 4, 70000n],
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
    ['1', '3', 6, '0.333333'],
    ['3.2', '0', 6, '0'],
    ['64000', '3.2', 30, '20000'],
  ])('divide %s / %s', (a, b, scale, q) => expect(divideDecimals(a, b, scale)).toBe(q));

  it('multiplies', () => {
    expect(multiplyDecimals('1.5', '2.5', 30)).toBe('3.75');
    expect(multiplyDecimals('0.000031', '1000000', 30)).toBe('31');
  });

  it.each([
    // 2.5 TON (9 decimals) at $3.2 = $8
    [2_500_000_000n, 9, '3.2', '8'],
    [1n, 6, '1', '0.000001'],
    [1n, 8, '64000', '0.00064'],
    [123_456_789_000n, 9, '0.000031', '0.003827160459'],
    [10n ** 15n, 9, '0.000031', '31'],
    [123n, 9, '0', '0'],
  ])('valueOf(%s, %i, %s) = %s at scale 12', (amount, decimals, price, value) =>
    expect(valueOf(amount, decimals, price, 30, 12)).toBe(value),
  );

  it.each([
    [1_000_000_000n, 3_200_000n, 9, 6, '3.2'],
    [0n, 5n, 9, 9, '0'],
    [3n, 1n, 0, 0, '0.333333333333333333333333333333'],
  ])('reservePrice(%s, %s)', (r0, r1, d0, d1, price) => expect(reservePrice(r0, r1, d0, d1, 30)).toBe(price));
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
    [Number.POSITIVE_INFINITY, '0'],
  ])('%d → %s', (value, text) => expect(numberToDecimal(value)).toBe(text));
});

describe('parseUnits / formatUnits', () => {
  it.each<[string, number, bigint | null]>([
    ['1.5', 9, 1_500_000_000n],
    ['0.000001', 6, 1n],
    ['12', 0, 12n],
    ['.5', 1, 5n],
    ['5.', 2, 500n],
    ['0.0000001', 6, null],
    ['1.2.3', 9, null],
    ['1e5', 9, null],
    ['-3', 9, null],
    ['', 9, null],
    ['.', 9, null],
  ])('%j with %i decimals → %s', (text, decimals, units) => expect(parseUnits(text, decimals)).toBe(units));

  it('formats without grouping or trailing zeros', () => {
    expect(formatUnits(1_500_000_000n, 9)).toBe('1.5');
    expect(formatUnits(12n, 0)).toBe('12');
    expect(formatUnits(-1n, 6)).toBe('-0.000001');
  });
});
