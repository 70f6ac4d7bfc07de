import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY, createTokenStore, tokenExpiry } from './token-storage';

// The session token is kept with its own expiry: once its `exp` has passed it is removed and read as no token.

const jwt = (claims: object) =>
  [
    'e30',
    btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'),
    'sig',
  ].join('.');

afterEach(() => vi.useRealTimers());

describe('session token storage', () => {
  it('reads the expiry of a JWT, and none from anything else', () => {
    expect(tokenExpiry(jwt({ sub: '0:ab', exp: 1_900_000_000 }))).toBe(1_900_000_000_000);
    expect(tokenExpiry('opaque')).toBeUndefined();
  });

  it('keeps the token until its exp, then removes it', () => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
    const store = createTokenStore();
    const token = jwt({ sub: '0:ab', exp: 1_800_000_060 });
    store.set(token);
    expect(store.get()).toBe(token);
    vi.setSystemTime(1_800_000_060_000);
    expect(store.get()).toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });
});
