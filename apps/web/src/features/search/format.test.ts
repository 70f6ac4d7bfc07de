import { describe, expect, it } from 'vitest';
import { formatWholeUsd, formatWholeUsdText } from './format';

describe('whole-dollar USD (docs/product-spec.md §9: no decimals)', () => {
  it.each<[string, string]>([
    ['0', '$0'],
    ['0.2', '<$1'],
    ['0.5', '$1'],
    ['1234.49', '$1,234'],
    ['1234.5', '$1,235'],
    ['5500.49', '$5,500'],
    ['1234567.891', '$1,234,568'],
    ['not a number', '$0'],
  ])('%s → %s', (usd, shown) => {
    expect(formatWholeUsdText(usd)).toBe(shown);
  });

  it('formats micro-dollars and negatives', () => {
    expect(formatWholeUsd(2_750_000_000n)).toBe('$2,750');
    expect(formatWholeUsd(-1_600_000n)).toBe('-$2');
  });
});
