// Trust by derivation for everything the app sends to a pool (issue 13): the factory is the pinned
// one (env), its codes are taken from its own account state only when that state hashes to the
// pinned address and deploys the pinned pool code (the SDK's verifiedFactoryCodes), and every pool
// a transaction reaches is recomputed from its assets and fee tier. Nothing is taken from a pool's
// own data or an API answer: a forged pool could name a forged factory with copied code.
// Loaded with the send code (import()), never with a page.
import '../../lib/buffer-polyfill';
import {
  assertGenuinePool,
  type Asset,
  type DexCodes,
  jetton,
  poolAddress,
  TON,
  type TrustRoots,
  UntrustedAddressError,
  verifiedFactoryCodes,
} from '@atoll/contracts';
import { Address } from '@ton/core';
import type { TrustConfig } from '../../app/env.fns';
import { isNativeTon } from '@atoll/chain/address';
import { fetchAccountState } from './chain-reads';
import { PoolNotVerifiedError, TrustNotConfiguredError } from './trust-errors';

export interface TrustedDex {
  roots: TrustRoots;
  /** The codes the pinned factory derives pools with, checked against the roots. */
  codes: DexCodes;
}

/** A pool a transaction reaches, as the route or the form names it. */
export interface ClaimedPool {
  address: string;
  /** Raw or friendly token addresses (the zero address for TON), in either order. */
  tokenA: string;
  tokenB: string;
  feeBps: number;
}

export const assetOf = (token: string): Asset => (isNativeTon(token) ? TON : jetton(token));

async function verify(tonapiUrl: string, roots: TrustRoots): Promise<TrustedDex> {
  const state = await fetchAccountState(tonapiUrl, roots.factory);
  if (!state) throw new PoolNotVerifiedError(`the pinned factory ${roots.factory.toRawString()} has no code`);
  try {
    return { roots, codes: verifiedFactoryCodes(roots, state.code, state.data) };
  } catch (error) {
    throw untrusted(error);
  }
}

function untrusted(error: unknown): unknown {
  if (error instanceof UntrustedAddressError)
    return new PoolNotVerifiedError(error.message, { cause: error });
  return error;
}

// The factory's codes never change: one check per page load. A failed check is not kept, so a
// network error can be retried; a forged answer fails again.
const verified = new Map<string, Promise<TrustedDex>>();

/** The pinned factory and its verified codes; throws PoolNotVerifiedError when the chain disagrees. */
export function loadTrustedDex(tonapiUrl: string, config: TrustConfig | null): Promise<TrustedDex> {
  if (!config) return Promise.reject(new TrustNotConfiguredError());
  const key = `${tonapiUrl} ${config.factory} ${config.poolCodeHash}`;
  let dex = verified.get(key);
  if (!dex) {
    dex = verify(tonapiUrl, { factory: Address.parse(config.factory), poolCodeHash: config.poolCodeHash });
    verified.set(key, dex);
    dex.catch(() => verified.delete(key));
  }
  return dex;
}

/** Throws PoolNotVerifiedError unless every pool is the one the pinned factory derives for its pair and fee. */
export function assertGenuinePools(dex: TrustedDex, pools: readonly ClaimedPool[]): Address[] {
  return pools.map((pool) => {
    const claimed = Address.parse(pool.address);
    try {
      assertGenuinePool(
        dex.roots,
        dex.codes,
        claimed,
        assetOf(pool.tokenA),
        assetOf(pool.tokenB),
        pool.feeBps,
      );
    } catch (error) {
      throw untrusted(error);
    }
    return claimed;
  });
}

/** The pool the pinned factory will deploy for (assetA, assetB, feeBps). */
export const derivedPool = (dex: TrustedDex, assetA: Asset, assetB: Asset, feeBps: number) =>
  poolAddress(dex.roots.factory, assetA, assetB, feeBps, dex.codes);
