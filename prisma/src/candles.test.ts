import { describe, expect, it } from 'vitest';
import { bucketStart } from './candles';

describe('bucketStart', () => {
  it.each([
    { at: Date.UTC(2026, 0, 1, 10, 7, 31), interval: 'm1' as const, start: Date.UTC(2026, 0, 1, 10, 7) },
    { at: Date.UTC(2026, 0, 1, 10, 7, 31), interval: 'm5' as const, start: Date.UTC(2026, 0, 1, 10, 5) },
    { at: Date.UTC(2026, 0, 1, 10, 7, 31), interval: 'h1' as const, start: Date.UTC(2026, 0, 1, 10) },
    { at: Date.UTC(2026, 0, 1, 10, 7, 31), interval: 'd1' as const, start: Date.UTC(2026, 0, 1) },
  ])('$interval', ({ at, interval, start }) => {
    expect(bucketStart(at, interval).getTime()).toBe(start);
  });
});
