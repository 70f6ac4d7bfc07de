import { createPersisted, type KeyValueStorage } from '../../lib/persisted';

// The session token from POST /auth/ton-proof, kept in localStorage (docs/product-spec.md §7) and sent as a
// bearer token. Stored through lib/persisted with the token's own expiry (its `exp` claim), so an expired token
// is removed and read as no token (docs/product-spec.md §4 "Persisted storage").

export const AUTH_TOKEN_STORAGE_KEY = 'atoll.auth.token';

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** The JWT's `exp` in unix ms; undefined when the token does not say (the server still decides). */
export function tokenExpiry(token: string): number | undefined {
  try {
    const part = token.split('.')[1] ?? '';
    const claims: unknown = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

export function createTokenStore(storage?: KeyValueStorage): TokenStore {
  const stored = createPersisted<string>({
    key: AUTH_TOKEN_STORAGE_KEY,
    version: 1,
    parse: (data) => (typeof data === 'string' && data.length > 0 ? data : null),
    ...(storage ? { storage: () => storage } : {}),
  });
  return {
    get: () => stored.read(),
    set: (token) => stored.write(token, tokenExpiry(token)),
    clear: () => stored.clear(),
  };
}
