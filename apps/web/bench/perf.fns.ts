// The perf benchmark's arithmetic on what the page recorded (bench/perf.ts). Pure.

export interface RawLoad {
  /** Start times in ms since navigation start. */
  lcp: number;
  fcp: number;
  /** [startTime, value] of each layout shift without recent input. */
  shifts: [number, number][];
  /** [startTime, duration] of each long task. */
  longTasks: [number, number][];
}

export interface LoadMetrics {
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
}

/** CLS as Chromium defines it: the largest session window (gaps under 1 s, at most 5 s long). */
export function cumulativeLayoutShift(shifts: readonly [number, number][]): number {
  let best = 0;
  let window = 0;
  let windowStart = 0;
  let last = Number.NEGATIVE_INFINITY;
  for (const [start, value] of [...shifts].sort((a, b) => a[0] - b[0])) {
    if (start - last >= 1000 || start - windowStart >= 5000) {
      window = 0;
      windowStart = start;
    }
    window += value;
    last = start;
    best = Math.max(best, window);
  }
  return best;
}

/** What each long task after the first contentful paint blocked beyond 50 ms. */
export function totalBlockingTime(longTasks: readonly [number, number][], fcp: number): number {
  return longTasks
    .filter(([start]) => start >= fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
}

export function summarise(raw: RawLoad): LoadMetrics {
  return {
    lcpMs: Math.round(raw.lcp),
    fcpMs: Math.round(raw.fcp),
    cls: Math.round(cumulativeLayoutShift(raw.shifts) * 1000) / 1000,
    tbtMs: Math.round(totalBlockingTime(raw.longTasks, raw.fcp)),
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
