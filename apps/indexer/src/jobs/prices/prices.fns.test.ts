import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import { wholeTokenPools } from '@atoll/chain/testing';
import { describe, expect, it } from 'vitest';
import { computePrices, tonUsdFromPools } from './prices.fns';

const dec: Record<string, number> = { ton: 9, usd: 6, btc: 8, atl: 9, coral: 9, lonely: 9 };
const decimals = (t: string) => dec[t] ?? 9;
const pool = wholeTokenPools(decimals);

describe('tonUsdFromPools', () => {
  it.each([
    { name: 'one pool', pools: [pool(NATIVE_TON_ADDRESS, 1000, 'usd', 3200)], usd: 3.2 },
    {
      name: 'the deepest wins',
      pools: [pool(NATIVE_TON_ADDRESS, 10, 'usd', 40), pool(NATIVE_TON_ADDRESS, 1000, 'usd', 3200)],
      usd: 3.2,
    },
    { name: 'no stable pool', pools: [pool(NATIVE_TON_ADDRESS, 1000, 'atl', 3000)], usd: null },
    { name: 'empty pool ignored', pools: [pool(NATIVE_TON_ADDRESS, 0, 'usd', 0)], usd: null },
  ])('$name', ({ pools, usd }) => {
    const got = tonUsdFromPools(pools, 'usd', decimals);
    if (usd === null) expect(got).toBeNull();
    else expect(got).toBeCloseTo(usd, 9);
  });
});

describe('computePrices', () => {
  const pools = [
    pool(NATIVE_TON_ADDRESS, 1000, 'usd', 3200), // TON = $3.2
    pool('usd', 640_000, 'btc', 10), // BTC = $64,000
    pool(NATIVE_TON_ADDRESS, 100, 'atl', 376.47), // ATL ≈ $0.85 via TON (deep)
    pool('usd', 1, 'atl', 100), // a shallow pool with a wrong price: ATL = $0.01
    pool('atl', 1000, 'coral', 20_238), // CORAL through ATL
  ];
  const prices = computePrices(pools, decimals, 3.2);

  it.each([
    { token: NATIVE_TON_ADDRESS, usd: 3.2 },
    { token: 'usd', usd: 1 },
    { token: 'btc', usd: 64_000 },
    { token: 'atl', usd: 0.85 },
    { token: 'coral', usd: 0.042 },
  ])('$token ≈ $usd USD', ({ token, usd }) => {
    expect(prices.get(token)!.priceUsd).toBeCloseTo(usd, 3);
  });

  it('leaves unreachable tokens out', () => {
    expect(computePrices([pool('lonely', 1, 'coral', 1)], decimals, 3.2).has('lonely')).toBe(false);
  });

  it('prices in TON when TON/USD is unknown', () => {
    const p = computePrices([pool(NATIVE_TON_ADDRESS, 100, 'atl', 400)], decimals, 0);
    expect(p.get('atl')).toMatchObject({ priceTon: 0.25, priceUsd: 0 });
  });
});
