import type { CandleInterval } from '../generated/client';

// Candle buckets, shared by the indexer (which writes candles) and the API (which reads them into
// charts), so both always mean the same bucket by the same `candle_interval`.

/** Length of each candle interval in milliseconds. */
export const CANDLE_INTERVALS: Record<CandleInterval, number> = {
  m1: 60_000,
  m5: 300_000,
  h1: 3_600_000,
  d1: 86_400_000,
};

/** Start of the bucket that holds `at` (unix ms), UTC-aligned. */
export const bucketStart = (at: number, interval: CandleInterval): Date =>
  new Date(Math.floor(at / CANDLE_INTERVALS[interval]) * CANDLE_INTERVALS[interval]);
