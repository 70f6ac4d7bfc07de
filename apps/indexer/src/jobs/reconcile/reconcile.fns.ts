import { PoolStatus, type PoolData } from '@atoll/contracts';
import type { PoolStatusName } from '../account-sync/pool-events.fns';

// What the reconcile compares: a pool row against the pool's own get_pool_data.

/** get_pool_data's status (PoolStatus in dex-constants.ts) as the pools table writes it. */
export function statusName(status: number): PoolStatusName {
  switch (status) {
    case PoolStatus.ready:
      return 'ready';
    case PoolStatus.failed:
      return 'failed';
    default:
      // new (never initialised) and discovering: no trading yet either way
      return 'discovering';
  }
}

export interface PoolRowState {
  reserve0: bigint;
  reserve1: bigint;
  lpSupply: bigint;
  status: PoolStatusName;
}

/** The fields where the row and the chain disagree, with both values ("reserve0: 5 → 7"). */
export function poolDrift(
  row: PoolRowState,
  chain: Pick<PoolData, 'reserve0' | 'reserve1' | 'lpSupply' | 'status'>,
): string[] {
  const want: PoolRowState = {
    reserve0: chain.reserve0,
    reserve1: chain.reserve1,
    lpSupply: chain.lpSupply,
    status: statusName(chain.status),
  };
  return (Object.keys(want) as Array<keyof PoolRowState>)
    .filter((k) => row[k] !== want[k])
    .map((k) => `${k}: ${row[k]} → ${want[k]}`);
}
