import { describe, expect, it } from 'vitest';
import { feeTierText, formatPercent } from './fees';

describe('feeTierText: one format for every fee tier (issue 19)', () => {
  it.each<[number, string]>([
    [1, '0.01%'],
    [5, '0.05%'],
    [30, '0.3%'],
    [100, '1%'],
  ])('%i bps → %s', (bps, text) => {
    expect(feeTierText(bps)).toBe(text);
  });

  it('formatPercent keeps a minimum of fraction digits when asked', () => {
    expect(formatPercent(30n, 2, 2)).toBe('0.30%');
    expect(formatPercent(-125n, 2)).toBe('-1.25%');
    expect(formatPercent(123456n, 2)).toBe('1,234.56%');
  });
});
