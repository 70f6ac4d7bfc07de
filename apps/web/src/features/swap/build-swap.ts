// Loaded with import() when the user presses Swap: @ton/core, the SDK's message builders and the
// Buffer polyfill stay out of the page-load chunks (bundle budget).
import '../../lib/buffer-polyfill';
import { buildSwap, newQueryId, type NextHop } from '@atoll/contracts';
import { Address } from '@ton/core';
import type { TrustConfig } from '../../app/env.fns';
import { fetchJettonWallet } from '../trust/chain-reads';
import { assertGenuinePools, assetOf, loadTrustedDex } from '../trust/trusted-dex';
import type { SwapLimits } from './price-impact';
import type { Route } from './routing';

export interface BuildSwapInput {
  route: Route;
  limits: SwapLimits;
  /** The sender (raw or friendly). */
  user: string;
  deadline: number;
  tonapiUrl: string;
  /** The pinned roots every pool of the route is derived from (env.trust). */
  trust: TrustConfig | null;
}

/**
 * The swap's messages, once every pool of the route is the one the pinned factory derives for its
 * pair and fee tier: the first receives the funds, and each later hop is where they go next.
 * Throws PoolNotVerifiedError otherwise, before anything reaches the wallet.
 */
export async function buildSwapMessages(input: BuildSwapInput) {
  const { route, limits } = input;
  const dex = await loadTrustedDex(input.tonapiUrl, input.trust);
  const [firstPool] = assertGenuinePools(
    dex,
    route.hops.map((hop) => ({
      address: hop.pool.address,
      tokenA: hop.tokenIn,
      tokenB: hop.tokenOut,
      feeBps: hop.pool.feeBps,
    })),
  );
  const user = Address.parse(input.user);
  const first = route.hops[0]!;
  const assetIn = assetOf(first.tokenIn);
  const userJettonWallet =
    assetIn.kind === 'jetton' ? await fetchJettonWallet(input.tonapiUrl, assetIn.master, user) : undefined;
  // Hops after the first, innermost last: each names the asset its pool pays out and its fee tier.
  let next: NextHop | null = null;
  for (let i = route.hops.length - 1; i >= 1; i--) {
    const hop = route.hops[i]!;
    next = {
      assetOut: assetOf(hop.tokenOut),
      feeBps: hop.pool.feeBps,
      minOut: i === route.hops.length - 1 ? limits.minOut : 0n,
      next,
    };
  }
  const queryId = newQueryId();
  const built = buildSwap({
    pool: firstPool!,
    input: { asset: assetIn, userJettonWallet },
    assetOut: assetOf(route.hops.at(-1)!.tokenOut),
    amountIn: limits.amountIn,
    minOut: limits.firstMinOut,
    exactAmountOut: limits.exactAmountOut,
    next,
    user,
    deadline: input.deadline,
    queryId,
  });
  return { messages: built.messages, totalTon: built.totalTon, queryId: queryId.toString() };
}
