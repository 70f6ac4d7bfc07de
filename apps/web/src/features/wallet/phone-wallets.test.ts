import type { UIWallet } from '@tonconnect/ui-react';
import { describe, expect, it } from 'vitest';
import { isTonConnectPhoneLayout, walletsOnlyInjected } from './phone-wallets';

const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

const base = { imageUrl: 'https://x/icon.png', aboutUrl: 'https://x' };
const devnet: UIWallet = {
  ...base,
  name: 'Atoll devnet wallet',
  appName: 'atoll-devnet-wallet',
  jsBridgeKey: 'atollDevnetWallet',
  platforms: ['chrome'],
};
const otherExtension: UIWallet = {
  ...base,
  name: 'Other extension',
  appName: 'other-extension',
  jsBridgeKey: 'otherExtension',
  platforms: ['chrome'],
};
const remote: UIWallet = {
  ...base,
  name: 'Remote',
  appName: 'remote',
  universalLink: 'https://remote/ton-connect',
  bridgeUrl: 'https://bridge.remote',
  platforms: ['ios', 'android'],
};
// An extension that also answers on an HTTP bridge: TON Connect's phone layout reaches it that way.
const bridged = { ...remote, name: 'Bridged', appName: 'bridged', jsBridgeKey: 'bridged' } as UIWallet;

describe('isTonConnectPhoneLayout', () => {
  it('is the phone layout up to 440 px wide, as TON Connect UI decides', () => {
    expect(isTonConnectPhoneLayout(390, DESKTOP_CHROME)).toBe(true);
    expect(isTonConnectPhoneLayout(440, DESKTOP_CHROME)).toBe(true);
    expect(isTonConnectPhoneLayout(441, DESKTOP_CHROME)).toBe(false);
    expect(isTonConnectPhoneLayout(1440, DESKTOP_CHROME)).toBe(false);
  });

  it("is the phone layout at any width in a phone's browser", () => {
    expect(isTonConnectPhoneLayout(1024, IPHONE)).toBe(true);
    expect(isTonConnectPhoneLayout(900, ANDROID)).toBe(true);
  });
});

describe('walletsOnlyInjected', () => {
  const injected =
    (...keys: string[]) =>
    (key: string) =>
      keys.includes(key);

  it('keeps the injected wallets that have no HTTP bridge, in their order', () => {
    const wallets = [remote, otherExtension, bridged, devnet];
    expect(walletsOnlyInjected(wallets, injected('atollDevnetWallet', 'otherExtension', 'bridged'))).toEqual([
      otherExtension,
      devnet,
    ]);
  });

  it('drops a wallet whose JS bridge is not in the page', () => {
    expect(walletsOnlyInjected([devnet, otherExtension], injected('otherExtension'))).toEqual([
      otherExtension,
    ]);
    expect(walletsOnlyInjected([devnet], injected())).toEqual([]);
  });

  it('finds none among remote wallets', () => {
    expect(walletsOnlyInjected([remote], injected('atollDevnetWallet'))).toEqual([]);
  });
});
