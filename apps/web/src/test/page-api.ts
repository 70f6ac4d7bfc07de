import type { Token } from '@atoll/shared';
import { vi } from 'vitest';

// The page tests' fake network: the API and TonAPI answered from one function, and the wallet hooks the pages
// use, standing in for TON Connect and the sign-in.

/** Every fetch is answered by `api`: its value as JSON, or a 404 for null. */
export function stubFetch(api: (url: string, init?: RequestInit) => unknown) {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const body = api(url, init);
    return new Response(JSON.stringify(body ?? { error: { message: 'not found' } }), {
      status: body ? 200 : 404,
    });
  });
}

/** A token of `GET /tokens`. */
export const listedToken = (address: string, symbol: string, decimals: number, price = '0'): Token => ({
  address,
  name: symbol,
  symbol,
  icon_url: null,
  decimals,
  price,
  verified: true,
  is_meme: false,
  verification: 'whitelist',
  is_scam: false,
});

/** `useWalletLogin` of a wallet that is signed in as `address`. */
export const signedInAs = (address: string) => ({
  useWalletLogin: () => ({
    address,
    connect: vi.fn(),
    restoring: false,
    connecting: false,
    lastFailure: null,
  }),
});

/**
 * `features/wallet/tonconnect` with TON Connect loaded as `ui()` (the sends take it from `loadTonConnect`); a
 * getter, as vi.mock's factory runs before the test file's own variables exist.
 */
export const tonConnectLoaded = (ui: () => object) => ({
  loadTonConnect: async () => ({ ui: ui(), includeWallets: [] }),
  useTonConnect: () => null,
  hasStoredSession: () => false,
});
