import { type Order, type OrderPage, UserOrdersResponseSchema } from '@atoll/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { toRawAddress } from '@atoll/chain/address';
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

/** How often the status modal asks for the order of a transaction it follows. */
const ORDER_STATUS_POLL_MS = 1000;

/**
 * The status of one of the wallet's orders (newest first, so a just placed or cancelled one is on the first
 * page), polled every second until the transaction is settled; null while the API has not seen it.
 */
export function getOrderStatusQueryOptions(
  apiUrl: string,
  address: string,
  order: string,
  type: 'place-order' | 'cancel-order',
) {
  const settled = (status: string | null | undefined) =>
    status !== undefined &&
    status !== null &&
    status !== 'pending' &&
    (type === 'place-order' || status !== 'open');
  return queryOptions({
    queryKey: [USER_ORDERS_KEY, apiUrl, address, 'status', order],
    queryFn: async ({ signal }): Promise<string | null> => {
      const url = `${apiUrl}/users/orders?page=1&size=${ACTIVE_PAGE_SIZE}`;
      const { result } = await authedGet(url, UserOrdersResponseSchema, signal);
      const key = toRawAddress(order);
      return result.orders.find((o) => toRawAddress(o.address) === key)?.status ?? null;
    },
    gcTime: 0,
    retry: true,
    retryDelay: ORDER_STATUS_POLL_MS,
    refetchInterval: (query) => (settled(query.state.data) ? false : ORDER_STATUS_POLL_MS),
  });
}
