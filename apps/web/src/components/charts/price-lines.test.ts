import { describe, expect, it } from 'vitest';
import { withPriceLines } from './CandleChart';

describe('withPriceLines', () => {
  const lines = [
    { price: 3.5, title: 'order', tone: 'accent' as const },
    { price: 3.1, title: 'now', tone: 'muted' as const },
  ];
  it('widens the candles’ range to hold every line', () => {
    const provider = withPriceLines(lines);
    expect(provider(() => ({ priceRange: { minValue: 3.19, maxValue: 3.21 } }))).toEqual({
      priceRange: { minValue: 3.1, maxValue: 3.5 },
    });
  });
  it('spans the lines alone when there is no range yet', () => {
    expect(withPriceLines(lines)(() => null)).toEqual({ priceRange: { minValue: 3.1, maxValue: 3.5 } });
  });
});
