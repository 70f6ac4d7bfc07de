import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestPacer, RequestPriority } from './request-pacer';

describe('RequestPacer', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  /** Starts `n` requests of a priority; records when each starts (fake ms) and keeps its release. */
  function start(pacer: RequestPacer, log: string[], name: string, priority: RequestPriority) {
    const releases: Array<() => void> = [];
    void pacer.acquire(priority).then((release) => {
      log.push(`${name}@${Date.now()}`);
      releases.push(release);
    });
    return releases;
  }

  it('never has more than maxInFlight running, and high priority goes first', async () => {
    const pacer = new RequestPacer(1000, 2);
    const log: string[] = [];
    const l1 = start(pacer, log, 'low1', RequestPriority.Low);
    const l2 = start(pacer, log, 'low2', RequestPriority.Low);
    start(pacer, log, 'low3', RequestPriority.Low);
    start(pacer, log, 'high', RequestPriority.High);
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['low1@0', 'low2@0']);
    l1[0]!();
    l1[0]!(); // a second release changes nothing
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['low1@0', 'low2@0', 'high@0']);
    l2[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['low1@0', 'low2@0', 'high@0', 'low3@0']);
  });

  it.each([
    { rps: 2, calls: 4, starts: [0, 0, 500, 1000] },
    { rps: 1, calls: 3, starts: [0, 1000, 2000] },
  ])('$rps rps: $calls requests start at $starts', async ({ rps, calls, starts }) => {
    const pacer = new RequestPacer(rps, 100);
    const log: string[] = [];
    for (let i = 0; i < calls; i++) start(pacer, log, 'r', RequestPriority.Low);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(log).toEqual(starts.map((s) => `r@${s}`));
  });

  it('gives a token that comes free to the high-priority request that arrived meanwhile', async () => {
    const pacer = new RequestPacer(1, 100);
    const log: string[] = [];
    start(pacer, log, 'low1', RequestPriority.Low);
    start(pacer, log, 'low2', RequestPriority.Low);
    await vi.advanceTimersByTimeAsync(100);
    start(pacer, log, 'high', RequestPriority.High);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(log).toEqual(['low1@0', 'high@1000', 'low2@2000']);
  });

  it('waits out a 429 block', async () => {
    const pacer = new RequestPacer(100, 10);
    pacer.blockUntil(700);
    const log: string[] = [];
    start(pacer, log, 'r', RequestPriority.High);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log).toEqual(['r@700']);
  });
});
