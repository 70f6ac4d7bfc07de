import { describe, expect, it } from 'vitest';
import { isOrderOfPair, orderChartPrice, orderProgress } from './order-rows';

const TON = `0:${'0'.repeat(64)}`;
const USDT = `0:${'a1'.repeat(32)}`;
const ATL = `0:${'b2'.repeat(32)}`;
const E9 = 1_000_000_000n;

describe('orderProgress', () => {
  it.each([
    [{ sell_amount: '100', remaining: '100', received: '0' }, 0n, 0],
    [{ sell_amount: '100', remaining: '25', received: '300' }, 75n, 7500],
    [{ sell_amount: '100', remaining: '0', received: '400' }, 100n, 10_000],
  ])('%j', (order, filled, bps) => {
    const progress = orderProgress(order);
    expect(progress.filled).toBe(filled);
    expect(progress.filledBps).toBe(bps);
    expect(progress.received).toBe(BigInt(order.received));
  });
});

describe('orderChartPrice', () => {
  const base = { address: TON, decimals: 9 };
  const quote = { address: USDT, decimals: 6 };
  it('draws an order selling the base at its limit price', () => {
    const order = {
      sell_token: TON,
      buy_token: USDT,
      sell_amount: (10n * E9).toString(),
      min_buy_amount: '33000000',
    };
    expect(orderChartPrice(order, base, quote)).toBeCloseTo(3.3);
  });
  it('inverts an order selling the quote', () => {
    const order = {
      sell_token: USDT,
      buy_token: TON,
      sell_amount: '30000000',
      min_buy_amount: (12n * E9).toString(),
    };
    expect(orderChartPrice(order, base, quote)).toBeCloseTo(2.5);
  });
  it('leaves out another pair', () => {
    const order = { sell_token: ATL, buy_token: USDT, sell_amount: '1', min_buy_amount: '1' };
    expect(orderChartPrice(order, base, quote)).toBeNull();
    expect(isOrderOfPair(order, TON, USDT)).toBe(false);
    expect(isOrderOfPair({ sell_token: USDT, buy_token: TON }, TON, USDT)).toBe(true);
  });
});
