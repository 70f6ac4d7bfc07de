import type { AddLiquidityEvent, Position, RemoveLiquidityEvent } from '@atoll/shared';
import { queryOptions } from '@tanstack/react-query';
import { isNano, isRecord, isString, requestJson } from '../../lib/http';
import { createTokenStore } from '../auth/token-storage';

// The signed-in wallet's positions and liquidity history (spec 7: authenticated, cached 1 minute).

export const USER_DATA_STALE_MS = 60_000;
/** Query-key roots: what a confirmed liquidity transaction invalidates. */
export const POSITIONS_KEY = 'user-positions';
export const LIQUIDITY_EVENTS_KEY = 'user-liquidity-events';
/** The API's largest page: the whole history in few requests. */
const EVENTS_PAGE_SIZE = 100;

async function authed(url: string): Promise<unknown> {
  const token = createTokenStore().get();
  if (!token) throw new Error('Not signed in');
  return requestJson(url, { headers: { authorization: `Bearer ${token}` } });
}

const isToken = (value: unknown) =>
  isRecord(value) && isString(value.address) && isString(value.symbol) && Number.isInteger(value.decimals);

/** A position whose numbers and pool parse; others are left out rather than shown wrong. */
export function isPosition(value: unknown): value is Position {
  if (!isRecord(value) || !isRecord(value.pool)) return false;
  const { pool } = value;
  return (
    ['lp_tokens_sum', 'token_x_fees', 'token_y_fees', 'token_x_liquidity', 'token_y_liquidity'].every((key) =>
      isNano(value[key]),
    ) &&
    isString(pool.address) &&
    isToken(pool.token_x) &&
    isToken(pool.token_y) &&
    isNano(pool.reserve_x) &&
    isNano(pool.reserve_y) &&
    isNano(pool.lp_supply)
  );
}

/** `GET /users/positions` → `result.pools`. */
export function getUserPositionsQueryOptions(apiUrl: string, address: string) {
  return queryOptions({
    queryKey: [POSITIONS_KEY, apiUrl, address],
    queryFn: async (): Promise<Position[]> => {
      const body = await authed(`${apiUrl}/users/positions`);
      const pools = isRecord(body) && isRecord(body.result) ? body.result.pools : null;
      return Array.isArray(pools) ? pools.filter(isPosition) : [];
    },
    staleTime: USER_DATA_STALE_MS,
  });
}

export type LiquidityEvent = AddLiquidityEvent | RemoveLiquidityEvent;

function isLiquidityEvent(value: unknown): value is LiquidityEvent {
  return (
    isRecord(value) &&
    (value.type === 'add_liquidity' || value.type === 'remove_liquidity') &&
    isString(value.pool) &&
    isString(value.token_x) &&
    isString(value.token_y) &&
    isNano(value.amount_x) &&
    isNano(value.amount_y) &&
    typeof value.success === 'boolean'
  );
}

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
        const body = await authed(`${apiUrl}/users/events?page=${page}&size=${EVENTS_PAGE_SIZE}`);
        const events = isRecord(body) && isRecord(body.result) ? body.result.events : null;
        const total = isRecord(body) && isRecord(body.page) ? Number(body.page.total) : 0;
        if (!Array.isArray(events)) break;
        found.push(...events.filter(isLiquidityEvent));
        if (events.length === 0 || page * EVENTS_PAGE_SIZE >= total) break;
      }
      return found;
    },
    staleTime: USER_DATA_STALE_MS,
  });
}
