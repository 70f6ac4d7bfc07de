import { describe, expect, it } from 'vitest';
import { Prisma } from '../generated/client';
import { toBigInt, toDecimal } from '../src/decimal';

describe('toDecimal and toBigInt', () => {
  it.each([
    ['zero', 0n],
    ['one nano', 1n],
    ['negative', -42n],
    ['2^53 + 1, past float precision', 2n ** 53n + 1n],
    ['2^120', 2n ** 120n],
    ['uint256 max (78 digits)', 2n ** 256n - 1n],
  ])('round-trips %s exactly', (_, value) => {
    const decimal = toDecimal(value);
    expect(decimal.toFixed()).toBe(value.toString());
    expect(toBigInt(decimal)).toBe(value);
  });

  it.each([
    ['a string', '1329227995784915872903807060280344576', 2n ** 120n],
    ['exponent notation', new Prisma.Decimal('1e30'), 10n ** 30n],
    ['a zero fraction', new Prisma.Decimal('7.000'), 7n],
  ])('reads %s', (_, input, expected) => {
    expect(toBigInt(input)).toBe(expected);
  });

  it.each([['0.5'], ['-1.000000001'], ['NaN'], ['Infinity']])('refuses %s instead of rounding', (input) => {
    expect(() => toBigInt(input)).toThrow(RangeError);
  });
});
