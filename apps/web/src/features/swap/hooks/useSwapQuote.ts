import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { env } from '../../../app/env';
import { parseAmount } from '../../../lib/amounts';
import type { TokenListEntry } from '../../tokens/token-list';
import {
  maximumSold,
  priceImpactBps,
  priceImpactLevel,
  swapLimits,
  withinImpactLimit,
} from '../price-impact';
import { getPoolsQueryOptions } from '../queries';
import { findBestRoute, routablePools, type SwapMode } from '../routing';

interface QuoteInput {
  tokenIn: TokenListEntry | null;
  tokenOut: TokenListEntry | null;
  mode: SwapMode;
  /** The typed amount: of tokenIn for exact-in, of tokenOut for exact-out. */
  text: string;
  slippageBps: number;
  customTokens: readonly string[];
}

/** Pools from the API, the best route for the typed amount, its price impact and its limits. */
export function useSwapQuote({ tokenIn, tokenOut, mode, text, slippageBps, customTokens }: QuoteInput) {
  const pools = useQuery(getPoolsQueryOptions(env.apiUrl, customTokens));
  const typedToken = mode === 'exact-in' ? tokenIn : tokenOut;
  const amount = typedToken ? parseAmount(text, typedToken.decimals) : null;

  return useMemo(() => {
    const route =
      pools.data && tokenIn && tokenOut && amount !== null && amount > 0n
        ? findBestRoute({
            pools: routablePools(pools.data, [tokenIn.address, tokenOut.address], customTokens),
            tokenIn: tokenIn.address,
            tokenOut: tokenOut.address,
            amount,
            mode,
            // a route the form would refuse for its price impact never hides one it would send
            accept: withinImpactLimit,
          })
        : null;
    const impactBps = route ? priceImpactBps(route) : 0;
    const limits = route ? swapLimits(route, slippageBps) : null;
    return {
      amount,
      route,
      impactBps,
      impactLevel: priceImpactLevel(impactBps),
      limits,
      /** What the input balance must cover: the typed amount for exact-in (known before any route), the maximum for exact-out. */
      requiredIn:
        mode === 'exact-in'
          ? amount
          : route && limits?.exactAmountOut !== undefined
            ? maximumSold(route.amountIn, slippageBps)
            : (route?.amountIn ?? null),
      poolsLoaded: pools.data !== undefined,
      poolsError: pools.error,
    };
  }, [pools.data, pools.error, tokenIn, tokenOut, amount, mode, slippageBps, customTokens]);
}
