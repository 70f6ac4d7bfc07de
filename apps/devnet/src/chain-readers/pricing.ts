import { NATIVE_TON_ADDRESS } from '@atoll/chain';
// Prices from pool reserves: pure functions, no chain access (the tests feed them tables).
//
// Assets are named by key: a jetton master's raw address, TON the zero address (as `assetKey` makes them).
// TON/USD is the mid price of the deepest TON/<usd token> pool; every other asset is priced
// through its shortest chain of pools to an already priced asset, taking at each step the pool
// whose priced side holds the most value.

export interface PoolReserves {
  asset0: string;
  asset1: string;
  reserve0: bigint;
  reserve1: bigint;
}

export interface PricingInput {
  pools: readonly PoolReserves[];
  /** Decimals of every asset that appears in `pools` (TON's is 9). */
  decimals: (asset: string) => number;
  /** Key of the token that stands for one US dollar. */
  usdAsset: string;
}

export interface AssetPrice {
  usd: number;
  /** Price in TON; 0 when TON itself has no price. */
  ton: number;
}

/** An asset's price now and 24 hours, 7 days and 30 days ago. */
export interface PriceMoments {
  now: AssetPrice | undefined;
  day: AssetPrice | undefined;
  week: AssetPrice | undefined;
  month: AssetPrice | undefined;
}

function units(raw: bigint, decimals: number): number {
  return Number(raw) / 10 ** decimals;
}

export function priceAssets(input: PricingInput): Map<string, AssetPrice> {
  const pools = input.pools.filter((p) => p.reserve0 > 0n && p.reserve1 > 0n);
  const usd = new Map<string, number>([[input.usdAsset, 1]]);
  const side = (p: PoolReserves, which: 0 | 1) =>
    which === 0
      ? { asset: p.asset0, amount: units(p.reserve0, input.decimals(p.asset0)) }
      : { asset: p.asset1, amount: units(p.reserve1, input.decimals(p.asset1)) };

  // TON first, from the deepest TON/USD pool
  let deepest: { ton: number; dollars: number } | null = null;
  for (const p of pools) {
    const [a, b] = [side(p, 0), side(p, 1)];
    const pair =
      a.asset === NATIVE_TON_ADDRESS && b.asset === input.usdAsset
        ? { ton: a.amount, dollars: b.amount }
        : b.asset === NATIVE_TON_ADDRESS && a.asset === input.usdAsset
          ? { ton: b.amount, dollars: a.amount }
          : null;
    if (pair && (!deepest || pair.dollars > deepest.dollars)) deepest = pair;
  }
  if (deepest) usd.set(NATIVE_TON_ADDRESS, deepest.dollars / deepest.ton);

  // then outwards, one hop per round, so shorter paths always win over longer ones
  for (;;) {
    const found = new Map<string, { price: number; depth: number }>();
    for (const p of pools) {
      for (const [known, other] of [
        [side(p, 0), side(p, 1)],
        [side(p, 1), side(p, 0)],
      ] as const) {
        const knownPrice = usd.get(known.asset);
        if (knownPrice === undefined || usd.has(other.asset)) continue;
        const depth = known.amount * knownPrice;
        const best = found.get(other.asset);
        if (!best || depth > best.depth) found.set(other.asset, { price: depth / other.amount, depth });
      }
    }
    if (found.size === 0) break;
    for (const [asset, { price }] of found) usd.set(asset, price);
  }

  const tonUsd = usd.get(NATIVE_TON_ADDRESS) ?? 0;
  const out = new Map<string, AssetPrice>();
  for (const [asset, price] of usd) out.set(asset, { usd: price, ton: tonUsd > 0 ? price / tonUsd : 0 });
  return out;
}

/** USD value of one whole LP token (9 decimals): the pool's holdings over its share supply. */
export function lpPrice(
  pool: PoolReserves & { lpSupply: bigint },
  prices: Map<string, AssetPrice>,
  decimals: (asset: string) => number,
): AssetPrice | undefined {
  const p0 = prices.get(pool.asset0);
  const p1 = prices.get(pool.asset1);
  if (!p0 || !p1 || pool.lpSupply === 0n) return undefined;
  const value = (price: number, raw: bigint, asset: string) => price * units(raw, decimals(asset));
  const supply = units(pool.lpSupply, 9);
  return {
    usd: (value(p0.usd, pool.reserve0, pool.asset0) + value(p1.usd, pool.reserve1, pool.asset1)) / supply,
    ton: (value(p0.ton, pool.reserve0, pool.asset0) + value(p1.ton, pool.reserve1, pool.asset1)) / supply,
  };
}

/** TonAPI's way of writing a change: "+1.23%", "−0.81%" (U+2212), "0.00%". */
export function formatDiff(now: number, then: number | undefined): string {
  if (!then || !Number.isFinite(then) || !Number.isFinite(now)) return '0.00%';
  const pct = (now / then - 1) * 100;
  const text = Math.abs(pct).toFixed(2);
  if (text === '0.00') return '0.00%';
  return pct > 0 ? `+${text}%` : `\u2212${text}%`;
}
