import { type Order, type OrderPage, UserOrdersResponseSchema } from '@atoll/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { authedGet } from '../auth/authed-http';

// The signed-in wallet's limit orders (`GET /users/orders`, authenticated, validated against
// @atoll/shared). Orders move when a keeper fills them, so the lists refresh like pools do.

/** Query-key root: a placed or cancelled order invalidates every key under it. */
export const USER_ORDERS_KEY = 'user-orders';
export const ORDERS_POLL_INTERVAL_MS = 10_000;
export const HISTORY_PAGE_SIZE = 10;
/** The API's largest page: every open order of the wallet at once (the list and the chart's lines). */
const ACTIVE_PAGE_SIZE = 100;

export type OrdersTab = 'active' | 'history';

export interface OrdersPage {
  orders: Order[];
  tokens: OrderPage['tokens'];
  total: number;
}

export function getUserOrdersQueryOptions(apiUrl: string, address: string, tab: OrdersTab, page = 1) {
  const size = tab === 'active' ? ACTIVE_PAGE_SIZE : HISTORY_PAGE_SIZE;
  return queryOptions({
    queryKey: [USER_ORDERS_KEY, apiUrl, address, tab, page],
    queryFn: async ({ signal }): Promise<OrdersPage> => {
      const url = `${apiUrl}/users/orders?status=${tab}&page=${page}&size=${size}`;
      const { result, page: info } = await authedGet(url, UserOrdersResponseSchema, signal);
      return { orders: result.orders, tokens: result.tokens, total: info.total };
    },
    refetchInterval: ORDERS_POLL_INTERVAL_MS,
    staleTime: ORDERS_POLL_INTERVAL_MS / 2,
    placeholderData: keepPreviousData,
  });
}
