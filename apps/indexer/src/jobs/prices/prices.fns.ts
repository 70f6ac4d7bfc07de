import { NATIVE_TON_ADDRESS } from '@atoll/chain';
// Token prices from pool reserves. TON/USD comes from the deepest TON/stablecoin pool (or an outside
// rate); every other token is priced in TON through its deepest path: the path from TON whose thinnest
// pool is the thickest (a widest-path search), so a shallow pool can never set a price that a deep one
// contradicts. Prices are JS numbers here: they are ratios for display and USD values, never amounts.

export interface PricingPool {
  asset0: string;
  asset1: string;
  reserve0: bigint;
  reserve1: bigint;
}

export interface TokenPrice {
  priceTon: number;
  priceUsd: number;
  /** TON depth of the thinnest pool on the path (TON itself: Infinity). */
  depthTon: number;
}

/** A nano amount in whole units, as a float (fine for ratios). */
export const units = (amount: bigint, decimals: number): number => Number(amount) / 10 ** decimals;

/** TON per whole `stable` from the TON/stable pool with the most TON in it; null without one. */
export function tonUsdFromPools(
  pools: PricingPool[],
  stable: string,
  decimals: (t: string) => number,
): number | null {
  let best: { ton: bigint; usd: number } | null = null;
  for (const p of pools) {
    const [ton, other] =
      p.asset0 === NATIVE_TON_ADDRESS
        ? [p.reserve0, p.reserve1]
        : p.asset1 === NATIVE_TON_ADDRESS
          ? [p.reserve1, p.reserve0]
          : [0n, 0n];
    if (ton === 0n || other === 0n || (p.asset0 !== stable && p.asset1 !== stable)) continue;
    if (!best || ton > best.ton) best = { ton, usd: units(other, decimals(stable)) / units(ton, 9) };
  }
  return best?.usd ?? null;
}

/**
 * Prices of every token reachable from TON. `tonUsd` is the USD price of one TON (0 when unknown:
 * then only TON prices are meaningful).
 */
export function computePrices(
  pools: PricingPool[],
  decimals: (t: string) => number,
  tonUsd: number,
): Map<string, TokenPrice> {
  const prices = new Map<string, TokenPrice>([
    [NATIVE_TON_ADDRESS, { priceTon: 1, priceUsd: tonUsd, depthTon: Infinity }],
  ]);
  const settled = new Set<string>();
  const byToken = new Map<string, PricingPool[]>();
  for (const p of pools) {
    if (p.reserve0 === 0n || p.reserve1 === 0n) continue;
    for (const t of [p.asset0, p.asset1]) byToken.set(t, [...(byToken.get(t) ?? []), p]);
  }
  // widest-path Dijkstra: always settle the unsettled token with the deepest path so far
  for (;;) {
    let next: string | null = null;
    for (const [t, price] of prices) {
      if (!settled.has(t) && (next === null || price.depthTon > prices.get(next)!.depthTon)) next = t;
    }
    if (next === null) break;
    settled.add(next);
    const from = prices.get(next)!;
    for (const p of byToken.get(next) ?? []) {
      const zeroIsFrom = p.asset0 === next;
      const other = zeroIsFrom ? p.asset1 : p.asset0;
      if (settled.has(other)) continue;
      const fromUnits = units(zeroIsFrom ? p.reserve0 : p.reserve1, decimals(next));
      const otherUnits = units(zeroIsFrom ? p.reserve1 : p.reserve0, decimals(other));
      const depthTon = Math.min(from.depthTon, fromUnits * from.priceTon);
      const current = prices.get(other);
      if (current && current.depthTon >= depthTon) continue;
      const priceTon = (from.priceTon * fromUnits) / otherUnits;
      prices.set(other, { priceTon, priceUsd: priceTon * tonUsd, depthTon });
    }
  }
  return prices;
}
