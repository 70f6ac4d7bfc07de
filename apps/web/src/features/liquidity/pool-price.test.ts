import { describe, expect, it } from 'vitest';
import { formatScaledPrice, priceDeviationBps, scaledPrice } from './pool-price';

describe('scaledPrice + formatScaledPrice', () => {
  it.each([
    ['1 TON = 3.2 aUSD', 1_000_000_000n, 9, 3_200_000n, 6, '3.2'],
    ['1 aUSD = 0.3125 TON', 3_200_000n, 6, 1_000_000_000n, 9, '0.3125'],
    ['1 aBTC = 64,000 aUSD', 100_000_000n, 8, 64_000_000_000n, 6, '64,000'],
    ['1 PUFF = 0.000031 aUSD', 1_000_000_000n, 9, 31n, 6, '0.000031'],
    ['six significant digits', 3n, 0, 1n, 0, '0.333333'],
    ['no amount, no price', 0n, 9, 1n, 6, '0'],
  ])('%s', (_name, base, baseDecimals, quote, quoteDecimals, text) => {
    expect(formatScaledPrice(scaledPrice(base, baseDecimals, quote, quoteDecimals))).toBe(text);
  });
});

describe('priceDeviationBps', () => {
  const [reserveX, reserveY] = [1_000_000_000_000n, 3_200_000_000n]; // 3.2 aUSD per TON

  it.each([
    ['3.3 against 3.2 is 3.12% off', 1_000_000_000n, 3_300_000n, 312n],
    ['3.1 against 3.2 is 3.12% off', 1_000_000_000n, 3_100_000n, 312n],
    ['the same price', 2_000_000_000n, 6_400_000n, 0n],
  ])('%s', (_name, amountX, amountY, bps) => {
    expect(priceDeviationBps(amountX, amountY, reserveX, reserveY)).toBe(bps);
  });

  it('is null while an amount is missing', () => {
    expect(priceDeviationBps(0n, 3_300_000n, reserveX, reserveY)).toBeNull();
  });
});
