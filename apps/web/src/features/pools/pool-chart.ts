import type { ChartInterval, PoolChartPoint as ApiChartPoint } from '@atoll/shared';
import type { CandlePoint, ValuePoint } from '../../components/charts';

// The pool detail's charts from `GET /pools/{address}/chart`: price candles (token_y per token_x, or inverted),
// TVL and volume per bucket. Numbers become floats here only to be drawn. Pure.

/** The intervals the API takes (ChartIntervalSchema), in the order the buttons show them. */
export const CHART_INTERVALS = ['24h', '7d', '30d', '1y', 'all'] as const satisfies readonly ChartInterval[];
export const DEFAULT_CHART_INTERVAL: ChartInterval = '7d';

export interface PoolChartPoint extends CandlePoint {
  tvl: number;
  volume: number;
}

/** The API's points (validated decimal strings) as the charts draw them. */
export function chartPoints(points: readonly ApiChartPoint[]): PoolChartPoint[] {
  return points.map((point) => ({
    time: point.time,
    open: Number(point.open),
    high: Number(point.high),
    low: Number(point.low),
    close: Number(point.close),
    tvl: Number(point.tvl),
    volume: Number(point.volume),
  }));
}

/** token_x per token_y: each price inverted, so the high becomes the low. Zero prices cannot be inverted. */
export function invertCandles(candles: readonly CandlePoint[]): CandlePoint[] {
  return candles
    .filter((c) => c.open > 0 && c.high > 0 && c.low > 0 && c.close > 0)
    .map((c) => ({ time: c.time, open: 1 / c.open, high: 1 / c.low, low: 1 / c.high, close: 1 / c.close }));
}

export const tvlSeries = (points: readonly PoolChartPoint[]): ValuePoint[] =>
  points.map((p) => ({ time: p.time, value: p.tvl }));
export const volumeSeries = (points: readonly PoolChartPoint[]): ValuePoint[] =>
  points.map((p) => ({ time: p.time, value: p.volume }));
