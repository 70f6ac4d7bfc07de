// TON Connect UI, loaded after the first paint (issue 17): it is the largest library of the app and no page
// needs it to draw. One instance for the page. It loads at start when a session is stored (the connection is
// restored without a click, the connect button spinning meanwhile), and otherwise on first use: the connect
// button, or a send.
import type { THEME, TonConnectUI, UIWallet } from '@tonconnect/ui-react';
import { useSyncExternalStore } from 'react';

export type TonConnectLibrary = typeof import('@tonconnect/ui-react');

export interface LoadedTonConnect {
  ui: TonConnectUI;
  lib: TonConnectLibrary;
  /** The extra wallets given to TON Connect's list (the devnet wallet on the local chain). */
  includeWallets: readonly UIWallet[];
}

export interface TonConnectSetup {
  manifestUrl: string;
  /** Puts the extra wallets in the page, with TON Connect: it must see them before it restores. */
  includeWallets(): Promise<UIWallet[]>;
  /** Read when the instance is made; later changes go through `uiOptions` (providers.tsx). */
  language(): 'en' | 'ru';
  theme(): TonConnectTheme;
}

/** TON Connect UI's THEME values, and 'SYSTEM' to follow the OS. */
export type TonConnectTheme = 'LIGHT' | 'DARK' | 'SYSTEM';

/** Where @tonconnect/sdk keeps the session it restores (its default storage, localStorage). */
export const STORED_SESSION_KEY = 'ton-connect-storage_bridge-connection';

export function hasStoredSession(storage: Pick<Storage, 'getItem'> = window.localStorage): boolean {
  try {
    return storage.getItem(STORED_SESSION_KEY) !== null;
  } catch {
    return false;
  }
}

/** The same strings as TON Connect's THEME enum, which is not loaded before the library. */
const asTheme = (theme: TonConnectTheme) => theme as THEME | 'SYSTEM';

/** TonConnectUI reads its options once: later theme and language changes go through here. */
export function applyTonConnectPreferences(
  ui: TonConnectUI,
  theme: TonConnectTheme,
  language: 'en' | 'ru',
): void {
  ui.uiOptions = { uiPreferences: { theme: asTheme(theme) }, language };
}

let setup: TonConnectSetup | null = null;
let loading: Promise<LoadedTonConnect> | null = null;
let loaded: LoadedTonConnect | null = null;
const listeners = new Set<() => void>();

/** Called once by main.tsx before the first render. */
export function configureTonConnect(value: TonConnectSetup): void {
  setup = value;
}

/** The instance, loading the library on the first call. */
export function loadTonConnect(): Promise<LoadedTonConnect> {
  if (loading) return loading;
  const current = setup;
  if (!current) return Promise.reject(new Error('TON Connect is not configured (configureTonConnect)'));
  loading = (async () => {
    const [lib, includeWallets] = await Promise.all([
      import('@tonconnect/ui-react'),
      current.includeWallets().catch((error: unknown) => {
        console.error('extra wallets unavailable', error);
        return [] as UIWallet[];
      }),
    ]);
    const ui = new lib.TonConnectUI({
      manifestUrl: current.manifestUrl,
      analytics: { mode: 'off' },
      language: current.language(),
      uiPreferences: { theme: asTheme(current.theme()) },
      walletsListConfiguration: { includeWallets },
    });
    loaded = { ui, lib, includeWallets };
    listeners.forEach((listener) => listener());
    return loaded;
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The instance once loaded, else null; re-renders when it arrives. */
export function useTonConnect(): LoadedTonConnect | null {
  return useSyncExternalStore(subscribe, () => loaded);
}
