/** One candle of a price chart; `time` is unix seconds (the API's bucket start). */
export interface CandlePoint {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** One value of a line, area or histogram chart; `time` is unix seconds. */
export interface ValuePoint {
  time: number;
  value: number;
}

/**
 * lightweight-charts throws on unsorted or repeated times and draws garbage for NaN, so the series is cleaned
 * before it is handed over: points with a non-finite field are dropped, the rest sorted by time, and of two
 * points with the same time the later one in the input wins (a bucket that was updated).
 */
function cleanSeries<T extends { time: number }>(
  points: readonly T[],
  isFinitePoint: (point: T) => boolean,
): T[] {
  const byTime = new Map<number, T>();
  for (const point of points) {
    if (Number.isFinite(point.time) && isFinitePoint(point)) byTime.set(Math.floor(point.time), point);
  }
  return [...byTime.entries()].sort(([a], [b]) => a - b).map(([time, point]) => ({ ...point, time }));
}

export function cleanCandles(candles: readonly CandlePoint[]): CandlePoint[] {
  return cleanSeries(candles, (candle) =>
    [candle.open, candle.high, candle.low, candle.close].every((value) => Number.isFinite(value)),
  );
}

export function cleanValues(points: readonly ValuePoint[]): ValuePoint[] {
  return cleanSeries(points, (point) => Number.isFinite(point.value));
}
