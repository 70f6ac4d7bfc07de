import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift, median, summarise, totalBlockingTime } from './perf.fns';

describe('cumulativeLayoutShift', () => {
  it('is 0 without shifts', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });

  it('takes the largest session window: a gap of 1 s starts a new one', () => {
    const shifts: [number, number][] = [
      [100, 0.02],
      [600, 0.03],
      [2000, 0.01],
    ];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.05);
  });

  it('closes a window after 5 s even without a gap', () => {
    const shifts: [number, number][] = Array.from({ length: 12 }, (_, i) => [i * 900, 0.01]);
    // 0, 900, …, 4500 (6 shifts) fit in the first window; 5400 opens the next
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.06);
  });
});

describe('totalBlockingTime', () => {
  it('counts what each long task after FCP blocks beyond 50 ms', () => {
    const tasks: [number, number][] = [
      [100, 300], // before FCP: left out
      [900, 120],
      [1500, 50],
      [2000, 80],
    ];
    expect(totalBlockingTime(tasks, 800)).toBe(70 + 0 + 30);
  });
});

describe('median and summarise', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow('median of nothing');
  });

  it('rounds what the page recorded', () => {
    expect(
      summarise({ lcp: 1234.56, fcp: 800.4, shifts: [[900, 0.01234]], longTasks: [[1000, 75.6]] }),
    ).toEqual({ lcpMs: 1235, fcpMs: 800, cls: 0.012, tbtMs: 26 });
  });
});
