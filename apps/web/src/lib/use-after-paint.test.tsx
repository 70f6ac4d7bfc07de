import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, useAfterPaint } from './use-after-paint';

// fake timers stand in for the browser's frames: a frame is 16 ms
const FRAMES = ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] as const;

describe('afterNextPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('runs after the next frame, not in it and not before it', () => {
    vi.useFakeTimers({ toFake: [...FRAMES] });
    const order: string[] = [];
    afterNextPaint(() => order.push('after paint'));
    requestAnimationFrame(() => order.push('frame'));
    expect(order).toEqual([]);
    vi.advanceTimersByTime(16);
    vi.advanceTimersByTime(1);
    expect(order).toEqual(['frame', 'after paint']);
  });

  it('a cancelled wait never runs, before or after its frame', () => {
    vi.useFakeTimers({ toFake: [...FRAMES] });
    const early = vi.fn();
    const late = vi.fn();
    afterNextPaint(early)();
    const cancelLate = afterNextPaint(late);
    vi.advanceTimersByTime(16); // the frame has run, its task not yet
    cancelLate();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('useAfterPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('is false in the first render and true once the page has painted', () => {
    vi.useFakeTimers({ toFake: [...FRAMES] });
    const { result } = renderHook(() => useAfterPaint());
    expect(result.current).toBe(false);
    act(() => vi.runAllTimers());
    expect(result.current).toBe(true);
  });
});
