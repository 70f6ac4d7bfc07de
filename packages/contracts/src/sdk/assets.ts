import { isNativeTon, NATIVE_TON_ADDRESS } from '@atoll/chain/address';
import { Address, Builder, Slice } from '@ton/core';

/** An asset a pool can hold: native TON or a jetton, named by its master. */
export type Asset = { kind: 'ton' } | { kind: 'jetton'; master: Address };

export const TON: Asset = { kind: 'ton' };
export const jetton = (master: Address | string): Asset => ({
  kind: 'jetton',
  master: typeof master === 'string' ? Address.parse(master) : master,
});

/** On chain an asset is `address?`: addr_none for TON, the master address for a jetton. */
export function assetToAddress(asset: Asset): Address | null {
  return asset.kind === 'ton' ? null : asset.master;
}

export function assetFromAddress(address: Address | null): Asset {
  return address ? { kind: 'jetton', master: address } : TON;
}

export function storeAsset(asset: Asset) {
  return (builder: Builder) => builder.storeAddress(assetToAddress(asset));
}

export function loadAsset(slice: Slice): Asset {
  return assetFromAddress(slice.loadMaybeAddress());
}

export function assetEquals(a: Asset, b: Asset): boolean {
  if (a.kind === 'ton' || b.kind === 'ton') return a.kind === b.kind;
  return a.master.equals(b.master);
}

/** Stable text key: the raw address of the master, or the native coin's (the zero address). */
export function assetKey(asset: Asset): string {
  return asset.kind === 'ton' ? NATIVE_TON_ADDRESS : asset.master.toRawString();
}

/** The asset an address names (raw or user-friendly): the zero address is the native coin. */
export function assetOfKey(address: string): Asset {
  return isNativeTon(address) ? TON : jetton(address);
}

/** The pool's order (contracts/dex/storage.tolk sortAssets): TON first, then by address hash. */
export function sortAssets(a: Asset, b: Asset): [Asset, Asset] {
  if (assetEquals(a, b)) throw new Error('A pool needs two different assets');
  if (a.kind === 'ton') return [a, b];
  if (b.kind === 'ton') return [b, a];
  return Buffer.compare(a.master.hash, b.master.hash) < 0 ? [a, b] : [b, a];
}
