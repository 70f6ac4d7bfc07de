import { getAmountIn, getAmountOut } from '@atoll/contracts';
import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import type { Pool, PoolStatus, PoolToken } from '@atoll/shared';
import { testGroup, testPool } from '../pools/test-fixtures';
import { withinImpactLimit } from './price-impact';
import {
  candidatePaths,
  findBestRoute,
  poolsFromSearch,
  routablePools,
  routeTokens,
  type PoolState,
} from './routing';

const addr = (byte: string) => `0:${byte.repeat(32)}`;
const TON = addr('00');
const USDT = addr('a1');
const DOGS = addr('b2');
const NOT = addr('c3');
const E9 = 1_000_000_000n;

let nextPool = 1;
const pool = (x: string, y: string, reserveX: bigint, reserveY: bigint, feeBps = 30): PoolState => ({
  address: addr(
    (nextPool++)
      .toString(16)
      .padStart(2, '0')
      .slice(-2)
      .replace(/^0(?=0)/, 'f'),
  ),
  feeBps,
  tokenX: x,
  tokenY: y,
  reserveX,
  reserveY,
});

// TON/USDT in three fee tiers: the 100 bps pool is the deepest, the 1 bps one the shallowest.
const tonUsdt30 = pool(TON, USDT, 1000n * E9, 5000n * E9, 30);
const tonUsdt100 = pool(TON, USDT, 100_000n * E9, 500_000n * E9, 100);
const tonUsdt1 = pool(TON, USDT, 10n * E9, 50n * E9, 1);
// DOGS only trades against TON and NOT only against USDT.
const tonDogs = pool(TON, DOGS, 1000n * E9, 1_000_000n * E9, 30);
const usdtNot = pool(USDT, NOT, 10_000n * E9, 20_000n * E9, 5);
const POOLS = [tonUsdt30, tonUsdt100, tonUsdt1, tonDogs, usdtNot];
const POOLS_REQUEST = {
  pools: POOLS,
  tokenIn: TON,
  tokenOut: NOT,
  amount: 10n * E9,
  mode: 'exact-in' as const,
};

describe('findBestRoute exact-in', () => {
  it.each<[string, string, string, bigint, PoolState[]]>([
    ['a small trade takes the cheapest fee tier with depth', TON, USDT, E9 / 100n, [tonUsdt1]],
    ['a large trade takes the deepest pool despite its fee', TON, USDT, 100n * E9, [tonUsdt100]],
    ['the reverse direction', USDT, TON, 10n * E9, [tonUsdt30]],
    ['a 2-hop route through TON', DOGS, USDT, 1000n * E9, [tonDogs, tonUsdt30]],
    ['a 2-hop route through USDT', TON, NOT, 10n * E9, [tonUsdt100, usdtNot]],
  ])('%s', (_name, tokenIn, tokenOut, amount, expected) => {
    const route = findBestRoute({ pools: POOLS, tokenIn, tokenOut, amount, mode: 'exact-in' })!;
    expect(route.hops.map((hop) => hop.pool)).toEqual(expected);
    // the same numbers as the contracts' math, hop by hop
    let value = amount;
    for (const hop of route.hops) {
      value = getAmountOut(value, hop.reserveIn, hop.reserveOut, hop.pool.feeBps);
      expect(hop.amountOut).toBe(value);
    }
    expect(route.amountOut).toBe(value);
    expect(route.amountIn).toBe(amount);
  });

  it('picks the best output over all candidates', () => {
    const amount = 3n * E9;
    const route = findBestRoute({ pools: POOLS, tokenIn: TON, tokenOut: USDT, amount, mode: 'exact-in' })!;
    for (const candidate of [tonUsdt30, tonUsdt100, tonUsdt1]) {
      const out = getAmountOut(amount, candidate.reserveX, candidate.reserveY, candidate.feeBps);
      expect(route.amountOut >= out).toBe(true);
    }
  });

  it('prefers a 2-hop route when it pays more than the direct pool', () => {
    const thin = pool(DOGS, USDT, E9, E9, 30);
    const route = findBestRoute({
      pools: [...POOLS, thin],
      tokenIn: DOGS,
      tokenOut: USDT,
      amount: 1000n * E9,
      mode: 'exact-in',
    })!;
    expect(route.hops).toHaveLength(2);
    expect(routeTokens(route)).toEqual([DOGS, TON, USDT]);
  });

  // The browser run's world (e2e: swap.e2e.ts sold 3,000 TON into TON/REEF, liquidity.e2e.ts created a
  // REEF/ATL pool of 100 REEF + 200 ATL): 10 TON pays a little more through the shallow pool, at a price
  // impact the form refuses, while the deep direct pool is fine. The form must quote the direct pool.
  describe('a route the caller would refuse', () => {
    const REEF = addr('d4');
    const ATL = addr('e5');
    const tonReef = pool(TON, REEF, 31_125n * E9, 47_838n * E9, 30);
    const tonAtl = pool(TON, ATL, 78_125n * E9, 294_117n * E9, 30);
    const reefAtl = pool(REEF, ATL, 100n * E9, 200n * E9, 30);
    const request = {
      pools: [tonReef, tonAtl, reefAtl],
      tokenIn: TON,
      tokenOut: REEF,
      amount: 10n * E9,
      mode: 'exact-in' as const,
    };

    it('loses to one it would send, even one that pays less', () => {
      const best = findBestRoute(request)!;
      expect(best.hops.map((hop) => hop.pool)).toEqual([tonAtl, reefAtl]);
      expect(withinImpactLimit(best)).toBe(false);

      const sent = findBestRoute({ ...request, accept: withinImpactLimit })!;
      expect(sent.hops.map((hop) => hop.pool)).toEqual([tonReef]);
      expect(withinImpactLimit(sent)).toBe(true);
      expect(sent.amountOut).toBeLessThan(best.amountOut);
    });

    it('still comes back when it would refuse them all: the form says why', () => {
      const route = findBestRoute({ ...request, accept: () => false });
      expect(route).toEqual(findBestRoute(request));
    });

    it('among the routes it would send, the best still wins', () => {
      const route = findBestRoute({ ...POOLS_REQUEST, accept: withinImpactLimit })!;
      expect(route).toEqual(findBestRoute(POOLS_REQUEST));
    });
  });

  it('accepts friendly addresses', () => {
    const route = findBestRoute({
      pools: POOLS,
      tokenIn: Address.parse(TON).toString(),
      tokenOut: Address.parse(USDT).toString({ bounceable: false }),
      amount: E9,
      mode: 'exact-in',
    });
    expect(route?.hops).toHaveLength(1);
  });

  it.each<[string, string, string, bigint]>([
    ['same token', TON, TON, E9],
    ['zero amount', TON, USDT, 0n],
    ['no path', DOGS, addr('dd'), E9],
    ['bad address', 'x', USDT, E9],
  ])('null for %s', (_name, tokenIn, tokenOut, amount) => {
    expect(findBestRoute({ pools: POOLS, tokenIn, tokenOut, amount, mode: 'exact-in' })).toBeNull();
  });
});

describe('findBestRoute exact-out', () => {
  it.each<[string, string, string, bigint, number]>([
    ['direct: the least input among the fee tiers', TON, USDT, 5n * E9, 1],
    ['2-hop', DOGS, USDT, 100n * E9, 2],
  ])('%s', (_name, tokenIn, tokenOut, amount, hops) => {
    const route = findBestRoute({ pools: POOLS, tokenIn, tokenOut, amount, mode: 'exact-out' })!;
    expect(route.hops).toHaveLength(hops);
    expect(route.amountOut).toBe(amount);
    let needed = amount;
    for (const hop of [...route.hops].reverse()) {
      needed = getAmountIn(needed, hop.reserveIn, hop.reserveOut, hop.pool.feeBps)!;
      expect(hop.amountIn).toBe(needed);
    }
    expect(route.amountIn).toBe(needed);
    // selling what the quote asks yields at least the amount wanted
    let out = route.amountIn;
    for (const hop of route.hops) out = getAmountOut(out, hop.reserveIn, hop.reserveOut, hop.pool.feeBps);
    expect(out >= amount).toBe(true);
  });

  it('skips pools that cannot pay the amount', () => {
    const route = findBestRoute({
      pools: POOLS,
      tokenIn: TON,
      tokenOut: USDT,
      amount: 100n * E9,
      mode: 'exact-out',
    })!;
    expect(route.hops[0]!.pool).not.toBe(tonUsdt1);
    expect(
      findBestRoute({ pools: [tonUsdt1], tokenIn: TON, tokenOut: USDT, amount: 50n * E9, mode: 'exact-out' }),
    ).toBeNull();
  });
});

describe('candidatePaths', () => {
  it('lists every fee tier and every 2-hop path, without reusing a pool', () => {
    const paths = candidatePaths(POOLS, TON, NOT);
    expect(paths).toHaveLength(3);
    expect(paths.every((path) => path.length === 2 && path[1] === usdtNot)).toBe(true);
  });
});

const token = (address: string, verified = true): PoolToken => ({
  address,
  symbol: 'T',
  icon_url: null,
  decimals: 9,
  verified,
  verification: verified ? 'whitelist' : 'none',
  is_scam: false,
});

describe('poolsFromSearch', () => {
  const apiPool = testPool(
    Address.parse(addr('ee')).toString(),
    token(TON),
    token(Address.parse(USDT).toString()),
    {
      reserve_x: '100',
      reserve_y: '200',
    },
  );
  const groups = (...pools: Pool[]) => [testGroup(pools)];
  it.each<[string, ReturnType<typeof groups>, number]>([
    ['a group of pools', groups(apiPool), 1],
    ['the same pool twice', [...groups(apiPool), ...groups(apiPool)], 1],
    ['an empty reserve', groups({ ...apiPool, reserve_x: '0' }), 0],
    ['a ready pool', groups({ ...apiPool, status: 'ready' }), 1],
    ['a pool still discovering', groups({ ...apiPool, status: 'discovering' }), 0],
    ['a failed pool', groups({ ...apiPool, status: 'failed' }), 0],
    ['no status and an empty reserve', groups({ ...apiPool, reserve_y: '0' }), 0],
    ['no groups', [], 0],
  ])('%s', (_name, result, count) => {
    const pools = poolsFromSearch(result);
    expect(pools).toHaveLength(count);
    if (count) {
      expect(pools[0]).toMatchObject({
        address: addr('ee'),
        tokenX: TON,
        tokenY: USDT,
        reserveX: 100n,
        reserveY: 200n,
      });
    }
  });
});

describe('the router and pool status', () => {
  // The deepest TON/USDT pool is not READY (discovering, or failed): its reserves are whatever
  // its logs claimed. The router must take the shallower ready pool, or no route at all.
  const apiPool = (address: string, status: PoolStatus | undefined, reserveX: bigint, reserveY: bigint) =>
    testPool(address, token(TON), token(USDT), {
      reserve_x: reserveX.toString(),
      reserve_y: reserveY.toString(),
      ...(status === undefined ? {} : { status }),
    });
  const deep = (status: PoolStatus) => apiPool(addr('d1'), status, 1_000_000n * E9, 5_000_000n * E9);
  const ready = apiPool(addr('d2'), 'ready', 10n * E9, 50n * E9);

  it.each(['discovering', 'failed'] as const)('never routes through a %s pool, however deep', (status) => {
    const pools = poolsFromSearch([testGroup([deep(status), ready])]);
    for (const mode of ['exact-in', 'exact-out'] as const) {
      const route = findBestRoute({ pools, tokenIn: TON, tokenOut: USDT, amount: E9, mode })!;
      expect(
        route.hops.map((hop) => Address.parse(hop.pool.address).equals(Address.parse(addr('d2')))),
      ).toEqual([true]);
    }
    expect(
      findBestRoute({
        pools: poolsFromSearch([testGroup([deep(status)])]),
        tokenIn: TON,
        tokenOut: USDT,
        amount: E9,
        mode: 'exact-in',
      }),
    ).toBeNull();
  });

  it('nor as a hop of a 2-hop route', () => {
    const usdtNotDiscovering = {
      ...apiPool(addr('d3'), 'discovering', 10_000n * E9, 20_000n * E9),
      token_x: token(USDT),
      token_y: token(NOT),
    };
    const pools = poolsFromSearch([testGroup([ready, usdtNotDiscovering])]);
    expect(findBestRoute({ pools, tokenIn: TON, tokenOut: NOT, amount: E9, mode: 'exact-in' })).toBeNull();
  });
});

describe('routablePools: an unverified token is never a hop the route finder picked', () => {
  const apiPool = (address: string, x: PoolToken, y: PoolToken) =>
    testPool(address, x, y, { reserve_x: (1000n * E9).toString(), reserve_y: (1000n * E9).toString() });
  // TON → DOGS (unverified) → NOT, and no direct TON/NOT pool
  const pools = poolsFromSearch([
    testGroup([apiPool(addr('e1'), token(TON), token(DOGS, false))]),
    testGroup([apiPool(addr('e2'), token(DOGS, false), token(NOT))]),
  ]);
  const route = (ends: [string, string], customs: string[] = []) =>
    findBestRoute({
      pools: routablePools(pools, ends, customs),
      tokenIn: ends[0],
      tokenOut: ends[1],
      amount: E9,
      mode: 'exact-in',
    });

  it.each<[string, [string, string], string[], number | null]>([
    ['through it to a verified token: no route', [TON, NOT], [], null],
    ['buying it, named by the user: its pool', [TON, DOGS], [], 1],
    ['through it when the user added it as a custom token', [TON, NOT], [DOGS], 2],
  ])('%s', (_name, ends, customs, hops) => {
    expect(route(ends, customs)?.hops.length ?? null).toBe(hops);
  });
});
