import { describe, expect, it } from 'vitest';
import { chartPoints, invertCandles, tvlSeries, volumeSeries } from './pool-chart';

describe('chartPoints', () => {
  it('reads the candle, TVL and volume of each point', () => {
    const points = chartPoints([
      {
        time: 3600,
        price: '3.1',
        open: '3.05',
        high: '3.4',
        low: '3',
        close: '3.1',
        tvl: '6400',
        volume: '1000',
        fees: '3',
      },
    ]);
    expect(points).toEqual([
      { time: 3600, open: 3.05, high: 3.4, low: 3, close: 3.1, tvl: 6400, volume: 1000 },
    ]);
    expect(tvlSeries(points)).toEqual([{ time: 3600, value: 6400 }]);
    expect(volumeSeries(points)).toEqual([{ time: 3600, value: 1000 }]);
  });
});

describe('invertCandles', () => {
  it('inverts each price and swaps high and low', () => {
    expect(invertCandles([{ time: 1, open: 2, high: 4, low: 1, close: 2.5 }])).toEqual([
      { time: 1, open: 0.5, high: 1, low: 0.25, close: 0.4 },
    ]);
  });

  it('leaves out a candle with a zero price', () => {
    expect(invertCandles([{ time: 1, open: 0, high: 1, low: 0, close: 1 }])).toEqual([]);
  });
});
