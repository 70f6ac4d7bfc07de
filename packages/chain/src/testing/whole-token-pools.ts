// For table tests of pricing from pool reserves (the devnet's TonAPI rates, the indexer's prices):
// pools written in whole tokens, as a reader says them ("1000 TON / 3200 USD").

/** A pool's two assets by key and its reserves in their smallest units. */
export interface WholeTokenPool {
  asset0: string;
  asset1: string;
  reserve0: bigint;
  reserve1: bigint;
}

/** A pool builder: whole-token reserves stored in each asset's smallest units by `decimals`. */
export const wholeTokenPools =
  (decimals: (asset: string) => number) =>
  (asset0: string, whole0: number, asset1: string, whole1: number): WholeTokenPool => ({
    asset0,
    asset1,
    reserve0: BigInt(Math.round(whole0 * 10 ** decimals(asset0))),
    reserve1: BigInt(Math.round(whole1 * 10 ** decimals(asset1))),
  });
