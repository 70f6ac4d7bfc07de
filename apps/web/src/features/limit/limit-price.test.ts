import { describe, expect, it } from 'vitest';
import {
  distanceFromMarketBps,
  fieldText,
  invertPrice,
  limitPriceOf,
  parsePrice,
  priceOfTrade,
  receiveAtPrice,
  steppedPrice,
} from './limit-price';

const E18 = 10n ** 18n;
const TON_USDT = { sell: 9, buy: 6 };

describe('parsePrice', () => {
  it.each([
    ['3.2', (32n * E18) / 10n],
    ['0,5', E18 / 2n],
    ['', null],
    ['0', null],
    ['abc', null],
    ['1.2.3', null],
  ])('%j → %s', (text, price) => expect(parsePrice(text)).toBe(price));
});

describe('receiveAtPrice (min_buy_amount)', () => {
  it.each([
    // 10 TON at 3.2 USDT each → 32 USDT
    [10n * 10n ** 9n, (32n * E18) / 10n, TON_USDT, 32_000_000n],
    // 1 nanoton at 3.2 → rounds up to 1 micro-USDT: the maker never gets less than the price
    [1n, (32n * E18) / 10n, TON_USDT, 1n],
    // USDT → TON at 0.3125 TON per USDT: 32 USDT → 10 TON
    [32_000_000n, (3125n * E18) / 10_000n, { sell: 6, buy: 9 }, 10n * 10n ** 9n],
    [0n, E18, TON_USDT, 0n],
  ])('%s at %s → %s', (sell, price, decimals, out) =>
    expect(receiveAtPrice(sell, price, decimals)).toBe(out),
  );

  it('gives back the price it was computed at, up to rounding', () => {
    const price = (3_123_457n * E18) / 1_000_000n;
    const out = receiveAtPrice(7n * 10n ** 9n, price, TON_USDT);
    expect(priceOfTrade(7n * 10n ** 9n, out, TON_USDT)).toBeGreaterThanOrEqual(price);
  });
});

describe('price steps', () => {
  it.each([
    [1, (303n * E18) / 100n],
    [5, (315n * E18) / 100n],
    [10, (330n * E18) / 100n],
  ])('+%i %% of 3', (step, price) => expect(steppedPrice(3n * E18, step)).toBe(price));
});

describe('both directions', () => {
  it('inverts and shows six significant digits', () => {
    expect(invertPrice(4n * E18)).toBe(E18 / 4n);
    expect(fieldText(4n * E18, false)).toBe('4');
    expect(fieldText(4n * E18, true)).toBe('0.25');
    expect(fieldText(3n * E18, true)).toBe('0.333333');
    expect(fieldText(1_234_567n * E18, false)).toBe('1234567');
  });

  it('reads the field in the direction it is shown', () => {
    expect(limitPriceOf('4', false)).toBe(4n * E18);
    expect(limitPriceOf('0.25', true)).toBe(4n * E18);
    expect(limitPriceOf('', true)).toBeNull();
  });

  it('measures the distance to the market', () => {
    expect(distanceFromMarketBps((105n * E18) / 100n, E18)).toBe(500n);
    expect(distanceFromMarketBps((99n * E18) / 100n, E18)).toBe(-100n);
    expect(distanceFromMarketBps(E18, null)).toBeNull();
  });
});
