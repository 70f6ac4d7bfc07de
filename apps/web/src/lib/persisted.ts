// The one way the app keeps anything in localStorage (docs/product-spec.md §4 "Persisted storage", §9): each
// value is stored as `{ "v": version, "exp"?: unix ms, "data": … }`. A value that has expired, carries another
// version, is not this envelope, or that `parse` refuses is removed and read as empty (null). Unreadable
// storage (privacy modes, full quota) is empty too and never throws: the value then lasts for this page only.

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PersistedOptions<T> {
  key: string;
  /** Bump when the stored shape changes: older values are dropped, not misread. */
  version: number;
  /** The stored data checked back into a value; null refuses it (and it is removed). */
  parse(data: unknown): T | null;
  /** How long a written value lasts, unless `write` names its own expiry. None: until removed. */
  ttlMs?: number;
  storage?: () => KeyValueStorage | null;
  now?: () => number;
}

export interface Persisted<T> {
  read(): T | null;
  /** `expiresAt` (unix ms) overrides `ttlMs` for this value. */
  write(value: T, expiresAt?: number): void;
  clear(): void;
}

export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

interface Envelope {
  v: number;
  exp?: number;
  data: unknown;
}

export function createPersisted<T>({
  key,
  version,
  parse,
  ttlMs,
  storage = browserStorage,
  now = Date.now,
}: PersistedOptions<T>): Persisted<T> {
  const remove = () => {
    try {
      storage()?.removeItem(key);
    } catch {
      // nothing we can do: it is read as empty anyway
    }
  };
  return {
    read() {
      let value: T | null = null;
      let raw: string | null | undefined;
      try {
        raw = storage()?.getItem(key);
        const stored = JSON.parse(raw ?? 'null') as Partial<Envelope> | null;
        const exp = stored?.exp;
        // not this envelope, another version, or expired: nothing
        if (
          stored?.v === version &&
          'data' in stored &&
          (exp === undefined || (typeof exp === 'number' && exp > now()))
        )
          value = parse(stored.data);
      } catch {
        // unreadable storage or not JSON: nothing
      }
      if (value === null && raw !== null && raw !== undefined) remove();
      return value;
    },
    write(value, expiresAt) {
      // JSON leaves out an undefined expiry
      const envelope: Envelope = { v: version, exp: expiresAt ?? (ttlMs && now() + ttlMs), data: value };
      try {
        storage()?.setItem(key, JSON.stringify(envelope));
      } catch {
        // storage full or disabled: the value lasts for this page only
      }
    },
    clear: remove,
  };
}
