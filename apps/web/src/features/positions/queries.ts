import {
  type AddLiquidityEvent,
  type Position,
  type RemoveLiquidityEvent,
  UserEventsResponseSchema,
  UserPositionsResponseSchema,
} from '@atoll/shared';
import { queryOptions } from '@tanstack/react-query';
import { authedGet } from '../auth/authed-http';

// The signed-in wallet's positions and liquidity history (docs/product-spec.md §7: authenticated, cached 1
// minute).

export const USER_DATA_STALE_MS = 60_000;
/** Query-key roots: what a confirmed liquidity transaction invalidates. */
export const POSITIONS_KEY = 'user-positions';
export const LIQUIDITY_EVENTS_KEY = 'user-liquidity-events';
/** The API's largest page: the whole history in few requests. */
const EVENTS_PAGE_SIZE = 100;

/** `GET /users/positions` → `result.pools`. */
export function getUserPositionsQueryOptions(apiUrl: string, address: string) {
  return queryOptions({
    queryKey: [POSITIONS_KEY, apiUrl, address],
    queryFn: async (): Promise<Position[]> =>
      (await authedGet(`${apiUrl}/users/positions`, UserPositionsResponseSchema)).result.pools,
    staleTime: USER_DATA_STALE_MS,
  });
}

export type LiquidityEvent = AddLiquidityEvent | RemoveLiquidityEvent;

/**
 * Every add and remove of the wallet (`GET /users/events`, all pages): what it put in and took out,
 * the baseline a position is compared with.
 */
export function getUserLiquidityEventsQueryOptions(apiUrl: string, address: string) {
  return queryOptions({
    queryKey: [LIQUIDITY_EVENTS_KEY, apiUrl, address],
    queryFn: async (): Promise<LiquidityEvent[]> => {
      const found: LiquidityEvent[] = [];
      for (let page = 1; ; page++) {
        const url = `${apiUrl}/users/events?page=${page}&size=${EVENTS_PAGE_SIZE}`;
        const { result, page: info } = await authedGet(url, UserEventsResponseSchema);
        for (const event of result.events)
          if (event.type === 'add_liquidity' || event.type === 'remove_liquidity') found.push(event);
        if (result.events.length === 0 || page * EVENTS_PAGE_SIZE >= info.total) break;
      }
      return found;
    },
    staleTime: USER_DATA_STALE_MS,
  });
}
