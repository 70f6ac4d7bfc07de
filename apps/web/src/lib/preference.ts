import { browserStorage, createPersisted, type KeyValueStorage } from './persisted';

// A user choice remembered in localStorage (through lib/persisted: versioned, never throws); unreadable or
// unknown values fall back to the default.

export type PreferenceStorage = Partial<KeyValueStorage> & Pick<KeyValueStorage, 'getItem' | 'setItem'>;

export interface Preference<T extends string> {
  read(storage?: PreferenceStorage | null): T;
  write(value: T, storage?: PreferenceStorage | null): void;
}

export function createPreference<T extends string>(
  key: string,
  allowed: readonly T[],
  fallback: T,
): Preference<T> {
  const on = (storage: PreferenceStorage | null | undefined) =>
    createPersisted<T>({
      key,
      version: 1,
      parse: (data) => ((allowed as readonly unknown[]).includes(data) ? (data as T) : null),
      storage: () =>
        storage === undefined ? browserStorage() : storage && { removeItem: () => {}, ...storage },
    });
  return {
    read: (storage) => on(storage).read() ?? fallback,
    write: (value, storage) => on(storage).write(value),
  };
}
