// A user choice remembered in localStorage; unreadable storage (privacy modes) falls back to the default.

export interface PreferenceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface Preference<T extends string> {
  read(storage?: PreferenceStorage | null): T;
  write(value: T, storage?: PreferenceStorage | null): void;
}

function defaultStorage(): PreferenceStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function createPreference<T extends string>(
  key: string,
  allowed: readonly T[],
  fallback: T,
): Preference<T> {
  return {
    read(storage = defaultStorage()) {
      try {
        const value = storage?.getItem(key);
        return value !== null && value !== undefined && (allowed as readonly string[]).includes(value)
          ? (value as T)
          : fallback;
      } catch {
        return fallback;
      }
    },
    write(value, storage = defaultStorage()) {
      try {
        storage?.setItem(key, value);
      } catch {
        // storage full or disabled: the choice lasts for this page only
      }
    },
  };
}
