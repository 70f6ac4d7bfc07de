import { describe, expect, it } from 'vitest';
import { createLoadGate, hasMorePages, nextPageOf } from './activity-paging';

describe('hasMorePages / nextPageOf (current × size < total)', () => {
  it.each([
    [{ current: 1, size: 10, total: 0 }, false, undefined],
    [{ current: 1, size: 10, total: 10 }, false, undefined],
    [{ current: 1, size: 10, total: 11 }, true, 2],
    [{ current: 2, size: 10, total: 25 }, true, 3],
    [{ current: 3, size: 10, total: 25 }, false, undefined],
  ])('%j → %s', (page, more, next) => {
    expect(hasMorePages(page)).toBe(more);
    expect(nextPageOf(page)).toBe(next);
  });
});

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createLoadGate', () => {
  it('refuses a second load while one runs, then allows the next', async () => {
    const gate = createLoadGate();
    const first = deferred();
    const started: string[] = [];
    expect(gate.run(() => (started.push('a'), first.promise))).toBe(true);
    expect(gate.run(() => (started.push('b'), Promise.resolve()))).toBe(false);
    expect(gate.busy).toBe(true);
    first.resolve();
    await first.promise;
    await Promise.resolve();
    expect(gate.busy).toBe(false);
    expect(gate.run(() => (started.push('c'), Promise.resolve()))).toBe(true);
    expect(started).toEqual(['a', 'c']);
  });

  it('opens again after a failed load', async () => {
    const gate = createLoadGate();
    const load = deferred();
    gate.run(() => load.promise);
    load.reject(new Error('HTTP 500'));
    await load.promise.catch(() => undefined);
    await Promise.resolve();
    expect(gate.busy).toBe(false);
  });
});
