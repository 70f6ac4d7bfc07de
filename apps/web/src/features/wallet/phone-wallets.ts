import type { UIWallet } from '@tonconnect/ui-react';

// Why the app lists some wallets itself at phone width. TON Connect UI (2.4, src of its `isDevice`,
// `MobileUniversalModal`, `MobileConnectionModal`) switches to its phone layout at ≤ 440 px or on a phone's OS.
// That layout lists only wallets whose `platforms` name ios or android, and connecting any of them there
// goes through an HTTP bridge and a universal link: never through a wallet's injected JS bridge. An
// injected wallet without an HTTP bridge (the devnet wallet) therefore cannot be listed and connected there
// by configuration: adding ios/android to its platforms lists it but the tap opens a bridge link that
// leads nowhere, and also turns its desktop tile into a QR code. Declaring it embedded
// (`isWalletBrowser`) connects it on every "Connect wallet" without any list, hiding the others.

/** TON Connect UI's widest phone layout, its `maxWidth.mobile`. */
export const TON_CONNECT_PHONE_MAX_WIDTH = 440;

const PHONE_OS = /android|iphone|ipad|ipod/i;

/** Whether TON Connect UI would open its phone layout now: narrow window or a phone's browser. */
export function isTonConnectPhoneLayout(width: number, userAgent: string): boolean {
  return width <= TON_CONNECT_PHONE_MAX_WIDTH || PHONE_OS.test(userAgent);
}

export type InjectedUIWallet = Extract<UIWallet, { jsBridgeKey: string }>;

/**
 * The wallets of `includeWallets` that TON Connect UI's phone layout cannot connect: injected in this
 * page (the JS bridge is there) and without an HTTP bridge of their own.
 */
export function walletsOnlyInjected(
  wallets: readonly UIWallet[],
  isInjected: (jsBridgeKey: string) => boolean,
): InjectedUIWallet[] {
  return wallets.filter(
    (wallet): wallet is InjectedUIWallet =>
      'jsBridgeKey' in wallet && !('bridgeUrl' in wallet) && isInjected(wallet.jsBridgeKey),
  );
}
