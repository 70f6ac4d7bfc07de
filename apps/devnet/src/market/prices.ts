import { TON_USD_PRICE, TOKEN_SPECS } from '../genesis/catalog';
import { clamp, gaussian, type Random } from './random';

interface Drift {
  /** log of the fair price over the catalog price */
  log: number;
  /** step size per tick (stdev of the log) */
  sigma: number;
  /** how far from the catalog the fair price may wander (log) */
  bound: number;
}

/**
 * The prices the bots believe in: the catalog's, each wandering a little (a bounded, mean-reverting
 * random walk) so that charts move, and never far, so that the demo's prices stay the documented ones.
 * The stablecoin does not wander.
 */
export class FairPrices {
  private readonly drift = new Map<string, Drift>();
  private readonly catalog = new Map<string, number>();

  constructor() {
    this.catalog.set('TON', TON_USD_PRICE);
    this.drift.set('TON', { log: 0, sigma: 0.004, bound: 0.08 });
    for (const token of TOKEN_SPECS) {
      this.catalog.set(token.symbol, token.usdPrice);
      if (token.usdPrice === 1 && token.decimals === 6) continue; // the stablecoin
      this.drift.set(token.symbol, {
        log: 0,
        sigma: token.isMeme ? 0.012 : 0.005,
        bound: token.isMeme ? 0.25 : 0.1,
      });
    }
  }

  /** The catalog price in USD. */
  catalogUsd(symbol: string): number {
    const price = this.catalog.get(symbol);
    if (price === undefined) throw new Error(`no price for ${symbol}`);
    return price;
  }

  /** What the bots think the asset is worth now, in USD. */
  usd(symbol: string): number {
    return this.catalogUsd(symbol) * Math.exp(this.drift.get(symbol)?.log ?? 0);
  }

  /** One step of every walk: a pull back toward the catalog plus noise, within bounds. */
  step(random: Random): void {
    for (const d of this.drift.values())
      d.log = clamp(d.log * 0.97 + d.sigma * gaussian(random), -d.bound, d.bound);
  }
}
