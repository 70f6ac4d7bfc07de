import { describe, expect, it } from 'vitest';
import { invertCandles, parseChartPoints, tvlSeries, volumeSeries } from './pool-chart';

describe('parseChartPoints', () => {
  it('reads the candle, TVL and volume of each point', () => {
    const points = parseChartPoints({
      interval: '7d',
      points: [
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
      ],
    });
    expect(points).toEqual([
      { time: 3600, open: 3.05, high: 3.4, low: 3, close: 3.1, tvl: 6400, volume: 1000 },
    ]);
    expect(tvlSeries(points)).toEqual([{ time: 3600, value: 6400 }]);
    expect(volumeSeries(points)).toEqual([{ time: 3600, value: 1000 }]);
  });

  it('draws a point without open/high/low as a flat candle at its price; skips a point without a price', () => {
    expect(
      parseChartPoints({ points: [{ time: 60, price: '2', tvl: '1', volume: '0' }, { time: 120 }] }),
    ).toEqual([{ time: 60, open: 2, high: 2, low: 2, close: 2, tvl: 1, volume: 0 }]);
    expect(parseChartPoints(null)).toEqual([]);
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
