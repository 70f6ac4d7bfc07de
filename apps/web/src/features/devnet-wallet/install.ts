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
    imageUrl: `${window.location.origin}/devnet-wallet.png`,
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
