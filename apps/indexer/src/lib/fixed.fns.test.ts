import { describe, expect, it } from 'vitest';
import { formatFixed, numberToFixed, parseFixed, poolPrice, usdValue } from './fixed.fns';

describe('parseFixed / formatFixed', () => {
  it.each([
    { text: '12.345', scale: 3, value: 12345n, back: '12.345' },
    { text: '0.5', scale: 2, value: 50n, back: '0.5' },
    { text: '7', scale: 4, value: 70000n, back: '7' },
    { text: '0.123456', scale: 3, value: 123n, back: '0.123' },
    { text: '-1.5', scale: 1, value: -15n, back: '-1.5' },
    { text: '3.1e-5', scale: 8, value: 3100n, back: '0.000031' },
    { text: '1.25e2', scale: 2, value: 12500n, back: '125' },
  ])('$text at scale $scale', ({ text, scale, value, back }) => {
    expect(parseFixed(text, scale)).toBe(value);
    expect(formatFixed(value, scale)).toBe(back);
  });
});

describe('usdValue', () => {
  it.each([
    { amount: 1_000_000_000n, decimals: 9, price: '3.2', usd: '3.2' },
    { amount: 2_500_000n, decimals: 6, price: '1', usd: '2.5' },
    { amount: 1n, decimals: 8, price: '64000', usd: '0.00064' },
    { amount: 123_456_789_000n, decimals: 9, price: '0.000031', usd: '0.003827160459' },
    { amount: 5n, decimals: 9, price: '0', usd: '0' },
  ])('$amount at $price', ({ amount, decimals, price, usd }) => {
    expect(usdValue(amount, decimals, price)).toBe(usd);
  });
});

describe('poolPrice', () => {
  it.each([
    { r0: 1_000_000_000n, r1: 3_200_000n, d0: 9, d1: 6, price: '3.2' },
    { r0: 0n, r1: 5n, d0: 9, d1: 9, price: '0' },
    { r0: 3n, r1: 1n, d0: 0, d1: 0, price: '0.333333333333333333333333333333' },
  ])('$r0 / $r1', ({ r0, r1, d0, d1, price }) => {
    expect(poolPrice(r0, r1, d0, d1)).toBe(price);
  });
});

describe('numberToFixed', () => {
  it.each([
    { n: 3.2, s: '3.2' },
    { n: 0.000031, s: '0.000031' },
    { n: 64000, s: '64000' },
    { n: Number.NaN, s: '0' },
    { n: -1, s: '0' },
  ])('$n', ({ n, s }) => {
    expect(numberToFixed(n)).toBe(s);
  });
});
