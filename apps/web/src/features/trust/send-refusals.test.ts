// @vitest-environment node
// Issue 13 from the user's side: whatever pool address the API names, the app sends funds only to the
// pool the pinned factory derives for the route's assets and fee tier. A refusal happens before the
// wallet is asked (TON Connect's sendTransaction is never called) and says so in the user's language.
// Real parts: the devnet's genesis and its TonAPI, a forged factory and pool deployed on that chain.
import { QueryClient } from '@tanstack/react-query';
import { jetton, jettonWalletAddress, poolAddress, TON } from '@atoll/contracts';
import { Address } from '@ton/core';
import type { TonConnectUI } from '@tonconnect/ui-react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '../../app/env';
import { createI18n } from '../../app/i18n';
import en from '../../locales/en.json';
import { FEE_BPS, startTrustWorld, TON_RAW, type TrustWorld } from '../../test/trust-world';
import { getAccountQueryOptions } from '../balances/queries';
import { closeErrorModal, errorModalStore } from '../error-modal/error-modal.store';
import {
  buildAddLiquidityMessages,
  buildCreatePoolMessages,
  buildRemoveLiquidityMessages,
} from '../liquidity/build-liquidity';
import { sendLiquidity } from '../liquidity/send-liquidity';
import { testGroup, testPool } from '../pools/test-fixtures';
import { swapLimits } from '../swap/price-impact';
import { findBestRoute, poolsFromSearch } from '../swap/routing';
import { sendSwap } from '../swap/send-swap';
import type { TokenListEntry } from '../tokens/token-list';

// The build's configuration, filled from the devnet below (env.ts reads import.meta.env once).
vi.mock('../../app/env', () => ({
  env: {
    chain: 'devnet',
    apiUrl: 'http://api.invalid',
    tonapiUrl: '',
    manifestUrl: '',
    docsUrl: '',
    trust: null,
  },
}));

const E9 = 1_000_000_000n;
const REFUSED = { title: en['trust.not-verified.title'], message: en['trust.not-verified.message'] };
const t = createI18n({ language: 'en', strict: true }).t;

let world: TrustWorld;
beforeAll(async () => {
  world = await startTrustWorld();
  Object.assign(env, { tonapiUrl: world.tonapiUrl, trust: world.trust });
}, 120_000);
afterAll(() => world?.close());
afterEach(() => {
  closeErrorModal();
  vi.restoreAllMocks();
});

/** The wallet, outside the app: records what it is asked to sign. */
function walletContext() {
  const sendTransaction = vi.fn(async () => ({ boc: 'te6cc' }));
  const queryClient = new QueryClient();
  const address = world.user.toRawString();
  queryClient.setQueryData(getAccountQueryOptions(env.apiUrl, address).queryKey, 1000n * E9);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return {
    ctx: { t, tonConnectUI: { sendTransaction } as unknown as TonConnectUI, queryClient, address },
    sendTransaction,
  };
}

/** `POST /pools/search` as the API answers it: one TON/aUSD group holding one pool at `address`. */
const searchAnswer = (address: Address) => [
  testGroup([
    testPool(
      address.toString(),
      {
        address: TON_RAW,
        symbol: 'TON',
        icon_url: null,
        decimals: 9,
        verified: true,
        verification: 'whitelist',
        is_scam: false,
      },
      {
        address: world.aUsd.toString(),
        symbol: 'aUSD',
        icon_url: null,
        decimals: 9,
        verified: true,
        verification: 'whitelist',
        is_scam: false,
      },
      {
        fee_bps: FEE_BPS,
        reserve_x: (100_000n * E9).toString(),
        reserve_y: (300_000n * E9).toString(),
        status: 'ready',
      },
    ),
  ]),
];

const token = (address: string, symbol: string): TokenListEntry => ({
  address,
  name: symbol,
  symbol,
  icon_url: null,
  decimals: 9,
  price: '0',
  verified: true,
  custom: false,
  notApproved: false,
  loaded: true,
  is_meme: false,
  verification: 'whitelist',
  is_scam: false,
});

async function swapThrough(pool: Address) {
  const route = findBestRoute({
    pools: poolsFromSearch(searchAnswer(pool)),
    tokenIn: TON_RAW,
    tokenOut: world.aUsd.toRawString(),
    amount: 100n * E9,
    mode: 'exact-in',
  })!;
  const { ctx, sendTransaction } = walletContext();
  await sendSwap(ctx, {
    route,
    limits: swapLimits(route, 100),
    tokenIn: token(TON_RAW, 'TON'),
    tokenOut: token(world.aUsd.toRawString(), 'aUSD'),
  });
  return sendTransaction;
}

const destinations = (sendTransaction: ReturnType<typeof walletContext>['sendTransaction']) =>
  (sendTransaction.mock.calls[0] as unknown as [{ messages: { address: string }[] }])[0].messages.map((m) =>
    Address.parse(m.address),
  );

describe('swap', () => {
  it('sends to the pool the pinned factory derives (the control case)', async () => {
    const sendTransaction = await swapThrough(world.genuinePool);
    expect(errorModalStore.get()).toBeNull();
    expect(sendTransaction).toHaveBeenCalledTimes(1);
    expect(destinations(sendTransaction).some((to) => to.equals(world.genuinePool))).toBe(true);
  });

  it('refuses an API answer carrying a pool address the SDK does not derive, before the wallet opens', async () => {
    const stranger = Address.parse(`0:${'5a'.repeat(32)}`);
    const sendTransaction = await swapThrough(stranger);
    expect(sendTransaction).not.toHaveBeenCalled();
    expect(errorModalStore.get()).toEqual(REFUSED);
  });

  it('refuses a forged pool that names a forged factory with copied code', async () => {
    const sendTransaction = await swapThrough(world.forgedPool);
    expect(sendTransaction).not.toHaveBeenCalled();
    expect(errorModalStore.get()).toEqual(REFUSED);
  });
});

describe('liquidity', () => {
  const send = (build: () => ReturnType<typeof buildAddLiquidityMessages>) => {
    const { ctx, sendTransaction } = walletContext();
    const tl = createI18n({ language: 'en', strict: false }).t as never;
    return sendLiquidity({ ...ctx, tl }, { type: 'add-liquidity', build, record: liquidityRecord() }).then(
      () => sendTransaction,
    );
  };
  // what the form shows the status modal and the preview: the pair's two tokens
  const liquidityRecord = () => ({
    token0: { address: TON_RAW, symbol: 'TON', decimals: 9, icon_url: null },
    token1: { address: world.aUsd.toRawString(), symbol: 'aUSD', decimals: 9, icon_url: null },
    token0Amount: '1000000000',
    token1Amount: '3000000000',
  });
  const common = () => ({
    user: world.user.toRawString(),
    deadline: 0,
    tonapiUrl: world.tonapiUrl,
    trust: world.trust,
  });
  const addTo = (pool: Address) => () =>
    buildAddLiquidityMessages({
      ...common(),
      pool: pool.toString(),
      feeBps: FEE_BPS,
      sideX: { token: TON_RAW, amount: E9 },
      sideY: { token: world.aUsd.toRawString(), amount: 3n * E9 },
      minLpOut: 1n,
    });
  const removeFrom = (pool: Address) => () =>
    buildRemoveLiquidityMessages({
      ...common(),
      pool: pool.toString(),
      tokenX: TON_RAW,
      tokenY: world.aUsd.toRawString(),
      feeBps: FEE_BPS,
      lpAmount: E9,
      minX: 1n,
      minY: 1n,
    });

  it('adds to the genuine pool (the control case)', async () => {
    const sendTransaction = await send(addTo(world.genuinePool));
    expect(errorModalStore.get()).toBeNull();
    expect(destinations(sendTransaction).some((to) => to.equals(world.genuinePool))).toBe(true);
  });

  it.each([
    ['add to', addTo],
    ['remove from', removeFrom],
  ])('refuses to %s the forged pool of a forged factory with copied code', async (_what, build) => {
    const sendTransaction = await send(build(world.forgedPool));
    expect(sendTransaction).not.toHaveBeenCalled();
    expect(errorModalStore.get()).toEqual(REFUSED);
  });

  it('refuses a deposit whose fee tier does not match the pool it names', async () => {
    const wrongTier = () =>
      buildAddLiquidityMessages({
        ...common(),
        pool: world.genuinePool.toString(),
        feeBps: 5,
        sideX: { token: TON_RAW, amount: E9 },
        sideY: { token: world.aUsd.toRawString(), amount: 3n * E9 },
        minLpOut: 1n,
      });
    const sendTransaction = await send(wrongTier);
    expect(sendTransaction).not.toHaveBeenCalled();
    expect(errorModalStore.get()).toEqual(REFUSED);
  });

  it('creates a pool through the pinned factory, at the address it derives, never through a forged one', async () => {
    const built = await buildCreatePoolMessages({
      ...common(),
      sideA: { token: world.aUsd.toRawString(), amount: 3n * E9 },
      sideB: { token: TON_RAW, amount: E9 },
      feeBps: 100,
    });
    const { world: genesis } = world.devnet;
    const pool = poolAddress(genesis.factory, TON, jetton(world.aUsd), 100, genesis.codes);
    const aliceUsd = jettonWalletAddress(world.user, world.aUsd, genesis.jettonWalletCode);
    const to = built.messages.map((m) => Address.parse(m.address));
    expect(Address.parse(built.pool).equals(pool)).toBe(true);
    // the TON leg deploys the pool, then the factory is asked, then the aUSD leg leaves alice's wallet
    expect(to.map((a) => [pool, genesis.factory, aliceUsd].findIndex((b) => b.equals(a)))).toEqual([0, 1, 2]);
    expect(to.some((a) => a.equals(world.forgedFactory))).toBe(false);
  });
});
