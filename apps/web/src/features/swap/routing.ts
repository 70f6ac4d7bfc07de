import type { PoolGroup, PoolStatus } from '@atoll/shared';
import { toRawAddress } from '@atoll/chain/address';
import type { PoolState } from '@atoll/contracts/route';

// The swap form's routes: the API's pool groups as the route finder's pool states. The finder itself
// (best route over every fee tier and 2-hop path) is the SDK's, shared with the keeper.

export {
  candidatePaths,
  findBestRoute,
  type Hop,
  type PoolState,
  type Route,
  type RouteRequest,
  routeTokens,
  type SwapMode,
} from '@atoll/contracts/route';

/**
 * Only a READY pool trades (issue 13): before discovery anyone can reach a pool, and a failed one only
 * refunds. An answer without a status (an API that does not send it yet) counts as ready only with
 * non-zero reserves, which every routed pool needs anyway.
 */
const isTradable = (status: PoolStatus | undefined) => status === undefined || status === 'ready';

const raw = (address: string) => toRawAddress(address) ?? address;

/** A pool to route through, with those of its tokens that are not verified (raw addresses). */
export interface RoutedPool extends PoolState {
  unverified: string[];
}

/** `POST /pools/search` groups → the READY pools with liquidity, each once. */
export function poolsFromSearch(groups: readonly PoolGroup[]): RoutedPool[] {
  const pools = new Map<string, RoutedPool>();
  for (const pool of groups.flatMap((group) => group.pools)) {
    const reserveX = BigInt(pool.reserve_x);
    const reserveY = BigInt(pool.reserve_y);
    if (!isTradable(pool.status) || reserveX === 0n || reserveY === 0n) continue;
    const address = raw(pool.address);
    pools.set(address, {
      address,
      feeBps: pool.fee_bps,
      tokenX: raw(pool.token_x.address),
      tokenY: raw(pool.token_y.address),
      reserveX,
      reserveY,
      unverified: [pool.token_x, pool.token_y].filter((t) => !t.verified).map((t) => raw(t.address)),
    });
  }
  return [...pools.values()];
}

/**
 * The pools a swap of tokenIn for tokenOut may pass through: an unverified token (issue 18) is only ever
 * one the user named, as an end of the swap or a custom token, never a hop the route finder picked.
 */
export function routablePools(
  pools: readonly RoutedPool[],
  ends: readonly string[],
  customs: readonly string[],
): RoutedPool[] {
  const named = new Set([...ends, ...customs].map(raw));
  return pools.filter((pool) => pool.unverified.every((token) => named.has(token)));
}
