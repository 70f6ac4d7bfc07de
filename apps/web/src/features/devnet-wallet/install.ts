import type { UIWallet } from '@tonconnect/ui-react';
import {
  createBridge,
  DEVNET_WALLET_APP_NAME,
  DEVNET_WALLET_JS_BRIDGE_KEY,
  DEVNET_WALLET_NAME,
  type DevnetBridge,
} from './bridge';
import { createSessionStore } from './session';
import { getWalletState, sendBoc } from './tonapi';
import { createWalletUi } from './wallet-ui';
// A data: URL in this chunk (2 KB), not a file fetched when the list opens: TON Connect's list asks for every
// wallet's icon at once, and where those hosts cannot be reached (the devnet's usual case) the browser queued
// ours behind them, so the tile stayed a grey square for seconds or for good (issue 19). A data: URL needs no
// request.
import ICON_URL from './icon.png?url&inline';

declare global {
  interface Window {
    atollDevnetWallet?: { tonconnect: DevnetBridge };
  }
}

export interface DevnetWalletOptions {
  tonapiUrl: string;
}

async function fetchManifest(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`manifest: HTTP ${response.status}`);
  return response.json();
}

/**
 * Injects the devnet wallet at `window.atollDevnetWallet.tonconnect` and returns its entry for
 * `walletsListConfiguration.includeWallets` (chrome only, so TON Connect lists it as Installed and
 * connects on click).
 */
export function installDevnetWallet({ tonapiUrl }: DevnetWalletOptions): UIWallet {
  const listing = {
    imageUrl: ICON_URL,
    aboutUrl: `${tonapiUrl}/devnet/info`,
  };
  const bridge = createBridge(
    {
      ui: createWalletUi(tonapiUrl),
      session: createSessionStore(),
      chain: {
        getWalletState: (rawAddress) => getWalletState(tonapiUrl, rawAddress),
        sendBoc: (boc) => sendBoc(tonapiUrl, boc),
      },
      fetchManifest,
      host: () => window.location.host,
      now: () => Math.floor(Date.now() / 1000),
    },
    listing,
  );
  window[DEVNET_WALLET_JS_BRIDGE_KEY] = { tonconnect: bridge };
  return {
    name: DEVNET_WALLET_NAME,
    appName: DEVNET_WALLET_APP_NAME,
    imageUrl: listing.imageUrl,
    aboutUrl: listing.aboutUrl,
    jsBridgeKey: DEVNET_WALLET_JS_BRIDGE_KEY,
    platforms: ['chrome'],
  };
}
