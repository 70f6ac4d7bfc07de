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

function isEnvelope(value: unknown): value is Envelope {
  const envelope = value as Partial<Envelope> | null;
  return (
    typeof envelope === 'object' &&
    envelope !== null &&
    typeof envelope.v === 'number' &&
    'data' in envelope &&
    (envelope.exp === undefined || typeof envelope.exp === 'number')
  );
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
      let raw: string | null | undefined;
      try {
        raw = storage()?.getItem(key);
      } catch {
        return null;
      }
      if (raw === null || raw === undefined) return null;
      let stored: unknown;
      try {
        stored = JSON.parse(raw);
      } catch {
        stored = null;
      }
      const envelope = isEnvelope(stored) ? stored : null;
      const live =
        envelope !== null && envelope.v === version && (envelope.exp === undefined || envelope.exp > now());
      const value = live ? parse(envelope.data) : null;
      if (value === null) remove();
      return value;
    },
    write(value, expiresAt) {
      const exp = expiresAt ?? (ttlMs === undefined ? undefined : now() + ttlMs);
      const envelope: Envelope =
        exp === undefined ? { v: version, data: value } : { v: version, exp, data: value };
      try {
        storage()?.setItem(key, JSON.stringify(envelope));
      } catch {
        // storage full or disabled: the value lasts for this page only
      }
    },
    clear: remove,
  };
}
