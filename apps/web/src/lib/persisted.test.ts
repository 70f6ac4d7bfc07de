import { describe, expect, it } from 'vitest';
import { createPersisted } from './persisted';

// docs/product-spec.md §4 "Persisted storage": expired or other-version data is removed and read as empty.

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

const numbers = (storage: ReturnType<typeof memory>, clock: { now: number }, ttlMs?: number) =>
  createPersisted<number[]>({
    key: 'k',
    version: 2,
    parse: (data) => (Array.isArray(data) && data.every((n) => typeof n === 'number') ? data : null),
    storage: () => storage,
    now: () => clock.now,
    ...(ttlMs === undefined ? {} : { ttlMs }),
  });

describe('persisted storage', () => {
  it('round-trips a value with its version tag and no expiry', () => {
    const storage = memory();
    const clock = { now: 1000 };
    numbers(storage, clock).write([1, 2]);
    expect(JSON.parse(storage.data.get('k')!)).toEqual({ v: 2, data: [1, 2] });
    clock.now = Number.MAX_SAFE_INTEGER;
    expect(numbers(storage, clock).read()).toEqual([1, 2]);
  });

  it('an expired value is removed and read as empty', () => {
    const storage = memory();
    const clock = { now: 1000 };
    const stored = numbers(storage, clock, 500);
    stored.write([7]);
    clock.now = 1499;
    expect(stored.read()).toEqual([7]);
    clock.now = 1500;
    expect(stored.read()).toBeNull();
    expect(storage.data.has('k')).toBe(false);
  });

  it('an expiry given on write wins over the default', () => {
    const storage = memory();
    const clock = { now: 1000 };
    numbers(storage, clock, 500).write([7], 5000);
    clock.now = 4999;
    expect(numbers(storage, clock).read()).toEqual([7]);
  });

  it.each([
    ['another version', JSON.stringify({ v: 1, data: [1] })],
    ['no envelope', JSON.stringify([1])],
    ['not JSON', '{broken'],
    ['data its parser refuses', JSON.stringify({ v: 2, data: ['x'] })],
    ['a non-numeric expiry', JSON.stringify({ v: 2, exp: 'never', data: [1] })],
  ])('%s is removed and read as empty', (_case, raw) => {
    const storage = memory();
    storage.setItem('k', raw);
    expect(numbers(storage, { now: 0 }).read()).toBeNull();
    expect(storage.data.has('k')).toBe(false);
  });

  it('storage that throws reads as empty and never throws', () => {
    const denied = () => {
      throw new Error('denied');
    };
    const stored = createPersisted<number>({
      key: 'k',
      version: 1,
      parse: (data) => (typeof data === 'number' ? data : null),
      storage: () => ({ getItem: denied, setItem: denied, removeItem: denied }),
    });
    expect(stored.read()).toBeNull();
    expect(() => stored.write(1)).not.toThrow();
    expect(() => stored.clear()).not.toThrow();
  });
});
