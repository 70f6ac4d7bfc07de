import { describe, expect, it } from 'vitest';
import { cleanCandles, cleanValues } from './chart-data';

describe('cleanValues', () => {
  it('sorts by time and keeps the last point of a repeated time', () => {
    expect(
      cleanValues([
        { time: 300, value: 3 },
        { time: 100, value: 1 },
        { time: 300, value: 4 },
        { time: 200, value: 2 },
      ]),
    ).toEqual([
      { time: 100, value: 1 },
      { time: 200, value: 2 },
      { time: 300, value: 4 },
    ]);
  });

  it('drops points that cannot be drawn and floors fractional seconds', () => {
    expect(
      cleanValues([
        { time: 100.7, value: 1 },
        { time: Number.NaN, value: 2 },
        { time: 200, value: Number.POSITIVE_INFINITY },
      ]),
    ).toEqual([{ time: 100, value: 1 }]);
  });
});

describe('cleanCandles', () => {
  it('drops a candle with any missing price and orders the rest', () => {
    expect(
      cleanCandles([
        { time: 60, open: 2, high: 3, low: 1, close: 2.5 },
        { time: 0, open: 1, high: 2, low: 0.5, close: 2 },
        { time: 120, open: 2.5, high: Number.NaN, low: 2, close: 2.2 },
      ]),
    ).toEqual([
      { time: 0, open: 1, high: 2, low: 0.5, close: 2 },
      { time: 60, open: 2, high: 3, low: 1, close: 2.5 },
    ]);
  });
});
