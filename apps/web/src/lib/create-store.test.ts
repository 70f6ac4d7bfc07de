import { describe, expect, it, vi } from 'vitest';
import { createStore } from './create-store';

describe('createStore', () => {
  it('sets values and updaters and notifies subscribers until they unsubscribe', () => {
    const store = createStore(1);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(2);
    store.set((n) => n * 10);
    expect(store.get()).toBe(20);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.set(3);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
