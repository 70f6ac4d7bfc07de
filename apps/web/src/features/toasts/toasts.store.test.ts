import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, showToast, TOAST_TIMEOUT_MS, toastsStore } from './toasts.store';

afterEach(() => {
  vi.useRealTimers();
  toastsStore.set([]);
});

describe('toasts', () => {
  it('shows a toast for 4.5 s', () => {
    vi.useFakeTimers();
    showToast('Sent', 'success');
    expect(toastsStore.get()).toMatchObject([{ message: 'Sent', kind: 'success' }]);
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
    expect(toastsStore.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastsStore.get()).toHaveLength(0);
  });

  it('can be dismissed early', () => {
    const id = showToast('x');
    showToast('y');
    dismissToast(id);
    expect(toastsStore.get().map((toast) => toast.message)).toEqual(['y']);
  });
});
