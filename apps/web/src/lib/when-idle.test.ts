import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenIdle } from './when-idle';

/** A stand-in for the browser's idle scheduler (jsdom has none): the test says when the browser is idle. */
function fakeIdleScheduler() {
  const pending = new Map<number, { run: () => void; timeout: number | undefined }>();
  let next = 1;
  window.requestIdleCallback = ((run: () => void, options?: IdleRequestOptions) => {
    pending.set(next, { run, timeout: options?.timeout });
    return next++;
  }) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = (handle: number) => void pending.delete(handle);
  return {
    pending,
    idle() {
      const due = [...pending.values()];
      pending.clear();
      for (const entry of due) entry.run();
    },
  };
}

describe('whenIdle', () => {
  afterEach(() => {
    // jsdom has neither: each test sets its own
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
    vi.useRealTimers();
  });

  it('runs the work only once the browser is idle, and no later than the timeout', () => {
    const scheduler = fakeIdleScheduler();
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    expect([...scheduler.pending.values()].map((entry) => entry.timeout)).toEqual([IDLE_TIMEOUT_MS]);
    scheduler.idle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('a cancelled wait never runs, and cancelling after the run is harmless', () => {
    const scheduler = fakeIdleScheduler();
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    const ran = vi.fn();
    const cancel = whenIdle(ran);
    scheduler.idle();
    cancel();
    expect(cancelled).not.toHaveBeenCalled();
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback (Safari) the work runs in a task of its own, not at once', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    whenIdle(work);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
