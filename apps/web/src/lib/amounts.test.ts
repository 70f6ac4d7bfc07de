import { sanitizeAmountInput } from '../features/limit/amount-input';
import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatUsd,
  parseAmount,
  parseUsd,
  amountInputError,
  toDecimalString,
  usdValue,
} from './amounts';

describe('parseAmount', () => {
  it.each<[string, number, bigint | null]>([
    ['1', 9, 1_000_000_000n],
    ['1.5', 9, 1_500_000_000n],
    ['1,5', 9, 1_500_000_000n],
    ['.5', 6, 500_000n],
    ['5.', 6, 5_000_000n],
    ['0.000000001', 9, 1n],
    ['0.0000000001', 9, null],
    ['123456789012345678901234567890', 0, 123456789012345678901234567890n],
    [' 2 ', 2, 200n],
    ['', 9, null],
    ['.', 9, null],
    ['1e9', 9, null],
    ['-1', 9, null],
    ['1.2.3', 9, null],
    ['abc', 9, null],
  ])('%j with %i decimals → %s', (text, decimals, expected) => {
    expect(parseAmount(text, decimals)).toBe(expected);
  });
});

describe('sanitizeAmountInput', () => {
  it.each<[string, number, string | null]>([
    ['1', 9, '1'],
    ['1,', 9, '1.'],
    ['0.123456', 6, '0.123456'],
    ['0.1234567', 6, null],
    ['1.', 0, null],
    ['1 000', 9, '1000'],
    ['1a', 9, null],
    ['', 9, ''],
  ])('%j (%i) → %j', (text, decimals, expected) => {
    expect(sanitizeAmountInput(text, decimals)).toBe(expected);
  });
});

describe('amountInputError (issue 19: refuse, and say why, rather than rewrite)', () => {
  it.each<[string, number, string | null]>([
    ['', 9, null],
    ['1', 9, null],
    ['1.5', 9, null],
    ['1,5', 9, null],
    ['.5', 6, null],
    ['0.123456', 6, null],
    ['1 000', 9, 'not-a-number'],
    ['1e5', 9, 'not-a-number'],
    ['-3', 9, 'not-a-number'],
    ['1.2.3', 9, 'not-a-number'],
    ['1a', 9, 'not-a-number'],
    ['0.1234567', 6, 'too-many-decimals'],
    ['1.', 0, 'too-many-decimals'],
  ])('%j (%i) → %s', (text, decimals, expected) => {
    expect(amountInputError(text, decimals)).toBe(expected);
  });
});

describe('toDecimalString', () => {
  it.each<[bigint, number, string]>([
    [0n, 9, '0'],
    [1n, 9, '0.000000001'],
    [1_500_000_000n, 9, '1.5'],
    [12n, 0, '12'],
    [-25n, 1, '-2.5'],
  ])('%s / 10^%i → %s', (amount, decimals, expected) => {
    expect(toDecimalString(amount, decimals)).toBe(expected);
    if (amount >= 0n) expect(parseAmount(expected, decimals)).toBe(amount);
  });
});

describe('formatAmount', () => {
  it.each<[bigint, number, number | undefined, string]>([
    [1_234_567_891_000n, 9, undefined, '1,234.567891'],
    [1_234_567_891_999n, 9, 2, '1,234.56'],
    [1n, 9, undefined, '<0.000001'],
    [0n, 9, undefined, '0'],
    [5n, 0, undefined, '5'],
    [1_000_000n, 6, undefined, '1'],
  ])('%s (%i decimals, max %s) → %s', (amount, decimals, max, expected) => {
    expect(formatAmount(amount, decimals, max)).toBe(expected);
  });
});

describe('USD', () => {
  it.each<[string, bigint]>([
    ['0', 0n],
    ['1', 1_000_000n],
    ['2.5', 2_500_000n],
    ['0.0000001', 0n],
    ['garbage', 0n],
  ])('parseUsd(%j) → %s', (text, expected) => {
    expect(parseUsd(text)).toBe(expected);
  });

  it.each<[bigint, number, string, bigint]>([
    [1_500_000_000n, 9, '2', 3_000_000n],
    [2_500_000n, 6, '1', 2_500_000n],
    [1n, 9, '3.5', 0n],
    [10n ** 27n, 18, '0.5', 500_000_000_000_000n],
  ])('usdValue(%s, %i, %s) → %s', (amount, decimals, price, expected) => {
    expect(usdValue(amount, decimals, price)).toBe(expected);
  });

  it.each<[bigint, string]>([
    [0n, '$0.00'],
    [1n, '<$0.01'],
    [1_234_567_890n, '$1,234.56'],
    [50_000n, '$0.05'],
  ])('formatUsd(%s) → %s', (micro, expected) => {
    expect(formatUsd(micro)).toBe(expected);
  });
});
