import { PoolStatus, type PoolStatusName } from '../wrappers/protocol-lists';

// Which pools a route may use. Only a READY pool trades: a swap sent to any other is refunded (a
// jetton hop's probe is refused, a TON hop bounces, a first hop is returned), so a route through
// one only costs the user gas and time. Every route built from a list of pools filters it first.

/** A pool's status as get_pool_data (PoolStatus) or the shared API schema ('ready', …) gives it. */
export type PoolStatusValue = number | PoolStatusName;

/**
 * Whether a route may go through a pool with this status. No status at all (a source that does not
 * report it yet) is let through as the web router does: the pools themselves refund a hop to a pool
 * that does not trade.
 */
export function isRoutablePool(status: PoolStatusValue | null | undefined): boolean {
  return status === undefined || status === null || status === PoolStatus.ready || status === 'ready';
}

/** The pools a route may use, in their order. */
export function routablePools<T extends { status?: PoolStatusValue | null }>(pools: readonly T[]): T[] {
  return pools.filter((pool) => isRoutablePool(pool.status));
}
