// The session token from POST /auth/ton-proof, kept in localStorage (docs/product-spec.md §7) and sent as a
// bearer token.

export const AUTH_TOKEN_STORAGE_KEY = 'atoll.auth.token';

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export function createTokenStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = localStorage,
): TokenStore {
  return {
    get: () => {
      try {
        return storage.getItem(AUTH_TOKEN_STORAGE_KEY);
      } catch {
        return null;
      }
    },
    set: (token) => {
      try {
        storage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
      } catch {
        // storage disabled: the session lasts for this page
      }
    },
    clear: () => {
      try {
        storage.removeItem(AUTH_TOKEN_STORAGE_KEY);
      } catch {
        // nothing stored
      }
    },
  };
}
