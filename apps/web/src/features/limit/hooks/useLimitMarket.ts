import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { env } from '../../../app/env';
import { getPoolsQueryOptions } from '../../swap/queries';
import { findBestRoute, type PoolState } from '../../swap/routing';
import type { TokenListEntry } from '../../tokens/token-list';
import { priceOfTrade } from '../limit-price';

/**
 * The market for the pair: what the best swap route pays now for the amount (one whole token while none is
 * typed), as a price (buy per sell, scaled); and the pair's deepest direct pool, whose candles the chart draws.
 */
export function useLimitMarket(
  sell: TokenListEntry | null,
  buy: TokenListEntry | null,
  amount: bigint | null,
  customTokens: readonly string[],
) {
  const pools = useQuery(getPoolsQueryOptions(env.apiUrl, customTokens));
  return useMemo(() => {
    if (!pools.data || !sell || !buy)
      return { marketPrice: null, pool: null, loaded: pools.data !== undefined };
    const size = amount !== null && amount > 0n ? amount : 10n ** BigInt(sell.decimals);
    const route = findBestRoute({
      pools: pools.data,
      tokenIn: sell.address,
      tokenOut: buy.address,
      amount: size,
      mode: 'exact-in',
    });
    const marketPrice =
      route && route.amountOut > 0n
        ? priceOfTrade(route.amountIn, route.amountOut, { sell: sell.decimals, buy: buy.decimals })
        : null;
    return { marketPrice, pool: deepestPool(pools.data, sell.address, buy.address), loaded: true };
  }, [pools.data, sell, buy, amount]);
}

function deepestPool(pools: readonly PoolState[], a: string, b: string): PoolState | null {
  let best: PoolState | null = null;
  for (const pool of pools) {
    const pair = (pool.tokenX === a && pool.tokenY === b) || (pool.tokenX === b && pool.tokenY === a);
    if (pair && (!best || pool.reserveX * pool.reserveY > best.reserveX * best.reserveY)) best = pool;
  }
  return best;
}
