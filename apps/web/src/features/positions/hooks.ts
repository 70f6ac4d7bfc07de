import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { env } from '../../app/env';
import { sameAddress } from '@atoll/chain/address';
import { useWalletLogin } from '../auth/WalletLoginProvider';
import { heldBaseline, positionResult, type PositionResult } from './position-pnl';
import { getUserLiquidityEventsQueryOptions, getUserPositionsQueryOptions } from './queries';
import type { Position } from '@atoll/shared';

export interface PositionView {
  position: Position;
  /** Against holding the deposited tokens; null without a deposit in the wallet's history. */
  result: PositionResult | null;
}

/** The signed-in wallet's positions, each with its result against holding. */
export function useUserPositions() {
  const { address } = useWalletLogin();
  const positions = useQuery({
    ...getUserPositionsQueryOptions(env.apiUrl, address ?? ''),
    enabled: address !== null,
  });
  const events = useQuery({
    ...getUserLiquidityEventsQueryOptions(env.apiUrl, address ?? ''),
    enabled: address !== null,
  });
  const views = useMemo(
    () =>
      (positions.data ?? []).map((position): PositionView => {
        const baseline = heldBaseline(events.data ?? [], {
          address: position.pool.address,
          tokenX: position.pool.token_x.address,
          tokenY: position.pool.token_y.address,
        });
        return { position, result: events.data ? positionResult(position, baseline) : null };
      }),
    [positions.data, events.data],
  );
  return {
    address,
    views,
    isLoading: address !== null && positions.isLoading,
    error: positions.error,
  };
}

/** The wallet's position in one pool: undefined while loading, null when it has none. */
export function usePoolPosition(poolAddress: string) {
  const { address, views, isLoading, error } = useUserPositions();
  const view = isLoading
    ? undefined
    : (views.find((candidate) => sameAddress(candidate.position.pool.address, poolAddress)) ?? null);
  return { address, view, error };
}
