// @vitest-environment node
// The checks under every send (issue 13), against the devnet's genesis and its TonAPI: the pinned
// factory is believed only when its state hashes to the pinned address and deploys the pinned pool
// code, and a pool only when that factory derives it. A forged factory with copied code is on the
// same chain (src/test/trust-world.ts).
import { jetton, jettonWalletAddress, TON } from '@atoll/contracts';
import { Address } from '@ton/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTrustWorld, TON_RAW, type TrustWorld } from '../../test/trust-world';
import { fetchJettonWallet } from './chain-reads';
import { PoolNotVerifiedError, TrustNotConfiguredError } from './trust-errors';
import { assertGenuinePools, derivedPool, loadTrustedDex } from './trusted-dex';

let world: TrustWorld;
beforeAll(async () => {
  world = await startTrustWorld();
}, 120_000);
afterAll(() => world?.close());
afterEach(() => vi.restoreAllMocks());

/** Every request the app makes, counted by path; `rewrite` plays a TonAPI that lies. */
function watchFetch(rewrite: (url: string) => string = (url) => url) {
  const realFetch = globalThis.fetch;
  const paths: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = rewrite(String(input));
    paths.push(decodeURIComponent(new URL(url).pathname));
    return realFetch(url, init);
  });
  return paths;
}

const tokenOf = (symbol: string) =>
  symbol === 'TON'
    ? TON_RAW
    : world.devnet.world.tokens.find((t) => t.symbol === symbol)!.master.toRawString();

describe('loadTrustedDex', () => {
  it("takes the pinned factory's codes from its own state, once per page load", async () => {
    // a key of its own: the cache is per TonAPI URL and roots
    const tonapiUrl = world.tonapiUrl.replace('127.0.0.1', 'localhost');
    const paths = watchFetch();
    const dex = await loadTrustedDex(tonapiUrl, world.trust);
    expect(dex.roots.factory.equals(world.devnet.world.factory)).toBe(true);
    expect(dex.codes.pool.hash().equals(world.devnet.world.codes.pool.hash())).toBe(true);
    await loadTrustedDex(tonapiUrl, world.trust);
    expect(paths).toEqual([`/v2/blockchain/accounts/${world.trust.factory}`]);
  });

  it('refuses when the pinned factory deploys other pool code than the pinned hash', async () => {
    const trust = { ...world.trust, poolCodeHash: 'ab'.repeat(32) };
    await expect(loadTrustedDex(world.tonapiUrl, trust)).rejects.toThrow(PoolNotVerifiedError);
  });

  it("refuses a chain read that answers the forged factory's state (copied code, other data) for the pinned one", async () => {
    const lying = 'http://lying-tonapi.invalid';
    const forged = encodeURIComponent(world.forgedFactory.toRawString());
    const pinned = encodeURIComponent(world.trust.factory);
    watchFetch((url) => url.replace(lying, world.tonapiUrl).replace(pinned, forged));
    await expect(loadTrustedDex(lying, world.trust)).rejects.toThrow(PoolNotVerifiedError);
  });

  it('refuses a pinned factory that is not on chain', async () => {
    const trust = { ...world.trust, factory: `0:${'7e'.repeat(32)}` };
    await expect(loadTrustedDex(world.tonapiUrl, trust)).rejects.toThrow(PoolNotVerifiedError);
  });

  it('refuses to send at all without pinned roots', async () => {
    await expect(loadTrustedDex(world.tonapiUrl, null)).rejects.toThrow(TrustNotConfiguredError);
  });
});

describe('assertGenuinePools', () => {
  it('accepts every genesis pool, for its pair in either order', async () => {
    const dex = await loadTrustedDex(world.tonapiUrl, world.trust);
    for (const pool of world.devnet.world.pools) {
      const claims = [
        {
          address: pool.address.toString(),
          tokenA: tokenOf(pool.a),
          tokenB: tokenOf(pool.b),
          feeBps: pool.feeBps,
        },
        {
          address: pool.address.toRawString(),
          tokenA: tokenOf(pool.b),
          tokenB: tokenOf(pool.a),
          feeBps: pool.feeBps,
        },
      ];
      for (const verified of assertGenuinePools(dex, claims))
        expect(verified.equals(pool.address)).toBe(true);
    }
  });

  it.each([
    ['the forged factory’s pool', () => world.forgedPool, 30],
    ['a stranger', () => Address.parse(`0:${'5a'.repeat(32)}`), 30],
    ['the genuine pool under another fee tier', () => world.genuinePool, 100],
  ])('refuses %s', async (_name, address, feeBps) => {
    const dex = await loadTrustedDex(world.tonapiUrl, world.trust);
    const claim = {
      address: address().toString(),
      tokenA: TON_RAW,
      tokenB: world.aUsd.toRawString(),
      feeBps,
    };
    expect(() => assertGenuinePools(dex, [claim])).toThrow(PoolNotVerifiedError);
  });

  it('a 2-hop route is refused when any hop is not genuine', async () => {
    const dex = await loadTrustedDex(world.tonapiUrl, world.trust);
    const good = {
      address: world.genuinePool.toString(),
      tokenA: TON_RAW,
      tokenB: tokenOf('aUSD'),
      feeBps: 30,
    };
    const bad = {
      address: world.forgedPool.toString(),
      tokenA: tokenOf('aUSD'),
      tokenB: tokenOf('aBTC'),
      feeBps: 30,
    };
    expect(() => assertGenuinePools(dex, [good, bad])).toThrow(PoolNotVerifiedError);
  });

  it('derives a new pool from the pinned factory, never from the forged one', async () => {
    const dex = await loadTrustedDex(world.tonapiUrl, world.trust);
    const pool = derivedPool(dex, TON, jetton(world.aUsd), 30);
    expect(pool.equals(world.genuinePool)).toBe(true);
    expect(pool.equals(world.forgedPool)).toBe(false);
  });
});

describe('fetchJettonWallet', () => {
  it("is the master's get_wallet_address answer, asked once per page load", async () => {
    const paths = watchFetch();
    const wallet = await fetchJettonWallet(world.tonapiUrl, world.aUsd, world.user);
    await fetchJettonWallet(world.tonapiUrl, world.aUsd.toString(), world.user.toRawString());
    // the devnet's jettons run Atoll's wallet code, so the SDK can say what the master must answer
    expect(
      wallet.equals(jettonWalletAddress(world.user, world.aUsd, world.devnet.world.jettonWalletCode)),
    ).toBe(true);
    expect(paths).toEqual([`/v2/blockchain/accounts/${world.aUsd.toRawString()}/methods/get_wallet_address`]);
  });
});
