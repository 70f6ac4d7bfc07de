import { describe, expect, it } from 'vitest';
import { computePrices, type PricingPool, tonUsdFromPools } from './prices.fns';

const dec: Record<string, number> = { ton: 9, usd: 6, btc: 8, atl: 9, coral: 9, lonely: 9 };
const decimals = (t: string) => dec[t] ?? 9;
const pool = (asset0: string, asset1: string, r0: number, r1: number): PricingPool => ({
  asset0,
  asset1,
  reserve0: BigInt(Math.round(r0 * 10 ** decimals(asset0))),
  reserve1: BigInt(Math.round(r1 * 10 ** decimals(asset1))),
});

describe('tonUsdFromPools', () => {
  it.each([
    { name: 'one pool', pools: [pool('ton', 'usd', 1000, 3200)], usd: 3.2 },
    {
      name: 'the deepest wins',
      pools: [pool('ton', 'usd', 10, 40), pool('ton', 'usd', 1000, 3200)],
      usd: 3.2,
    },
    { name: 'no stable pool', pools: [pool('ton', 'atl', 1000, 3000)], usd: null },
    { name: 'empty pool ignored', pools: [pool('ton', 'usd', 0, 0)], usd: null },
  ])('$name', ({ pools, usd }) => {
    const got = tonUsdFromPools(pools, 'usd', decimals);
    if (usd === null) expect(got).toBeNull();
    else expect(got).toBeCloseTo(usd, 9);
  });
});

describe('computePrices', () => {
  const pools = [
    pool('ton', 'usd', 1000, 3200), // TON = $3.2
    pool('usd', 'btc', 640_000, 10), // BTC = $64,000
    pool('ton', 'atl', 100, 376.47), // ATL ≈ $0.85 via TON (deep)
    pool('usd', 'atl', 1, 100), // a shallow pool with a wrong price: ATL = $0.01
    pool('atl', 'coral', 1000, 20_238), // CORAL through ATL
  ];
  const prices = computePrices(pools, decimals, 3.2);

  it.each([
    { token: 'ton', usd: 3.2 },
    { token: 'usd', usd: 1 },
    { token: 'btc', usd: 64_000 },
    { token: 'atl', usd: 0.85 },
    { token: 'coral', usd: 0.042 },
  ])('$token ≈ $usd USD', ({ token, usd }) => {
    expect(prices.get(token)!.priceUsd).toBeCloseTo(usd, 3);
  });

  it('leaves unreachable tokens out', () => {
    expect(computePrices([pool('lonely', 'coral', 1, 1)], decimals, 3.2).has('lonely')).toBe(false);
  });

  it('prices in TON when TON/USD is unknown', () => {
    const p = computePrices([pool('ton', 'atl', 100, 400)], decimals, 0);
    expect(p.get('atl')).toMatchObject({ priceTon: 0.25, priceUsd: 0 });
  });
});
