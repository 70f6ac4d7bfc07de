import { createTokenStore } from '../../auth/token-storage';
import type { ActivityEvent, PoolEventsResponse, Token, TraceResponse } from '@atoll/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { signedInWalletStore } from '../../auth/signed-in.store';
import { txModalStore } from '../tx-modal.store';
import type { TxRequest } from '../tx-status';
import { getUserOrdersQueryOptions } from '../../limit/queries';
import { TxStatusModal } from './TxStatusModal';

const TON = `0:${'0'.repeat(64)}`;
const USDT = `0:${'a1'.repeat(32)}`;
const POOL = `0:${'c1'.repeat(32)}`;
const USER = `0:${'ee'.repeat(32)}`;

const tonToken: Token = {
  address: TON,
  name: 'Toncoin',
  symbol: 'TON',
  icon_url: null,
  decimals: 9,
  price: '0',
  verified: true,
  is_meme: false,
  verification: 'whitelist',
  is_scam: false,
};

function stubApi(trace: TraceResponse, events: ActivityEvent[]) {
  vi.stubGlobal('fetch', async (url: string) => {
    const { pathname } = new URL(url);
    const body: TraceResponse | PoolEventsResponse =
      pathname === '/trace'
        ? trace
        : { result: { events, tokens: [tonToken] }, page: { current: 1, size: 50, total: events.length } };
    return new Response(JSON.stringify(body), { status: 200 });
  });
}

const swapTx: TxRequest = {
  type: 'swap',
  queryId: '42',
  account: USER,
  swap: {
    tokenFrom: { address: TON, symbol: 'TON', decimals: 9 },
    tokenTo: { address: USDT, symbol: 'USDT', decimals: 6 },
    tokenFromInAmount: '1500000000',
    tokenFromOutAmount: '0',
    tokenToOutAmount: '7400000',
    pools: [POOL],
  },
};

function openSwap() {
  renderWithI18n(
    <MemoryRouter>
      <TxStatusModal />
    </MemoryRouter>,
  );
  act(() => txModalStore.set(swapTx));
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => txModalStore.set(null));
});

describe('TxStatusModal, swap by query id', () => {
  it('says where the funds went when the swap was refunded', async () => {
    stubApi({ Full: { count: 1, events: [{ tx_hash: 'ab'.repeat(32), success: false, timestamp: 1 }] } }, [
      {
        type: 'swap',
        timestamp: 1,
        tx_hash: 'cd'.repeat(32),
        pool: POOL,
        query_id: '42',
        success: false,
        token_x: TON,
        token_y: USDT,
        amount_in: '1500000000',
        amount_out: '0',
        is_x: true,
        receiver: USER,
        refund: { reason: 'slippage', amount_x: '1500000000', amount_y: '0', lp_tokens: '0' },
      },
    ]);
    openSwap();
    expect((await screen.findByTestId('swap-tx-details', {}, { timeout: 8000 })).textContent).toContain(
      '1.5 TON → 7.4 USDT',
    );
    expect((await screen.findByTestId('swap-refund')).textContent).toBe(
      'Refunded to your wallet: 1.5 TON — reason: the price moved beyond your slippage tolerance',
    );
    expect(screen.getByTestId('tx-modal').querySelector('[data-status]')?.getAttribute('data-status')).toBe(
      'failed',
    );
  });

  it("stops polling without a wallet: 'Wallet is not connected', and the modal can be closed", async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(new URL(url).pathname);
      return new Response('{}', { status: 500 });
    });
    act(() => signedInWalletStore.set(null));
    try {
      openSwap();
      expect((await screen.findByRole('alert')).textContent).toBe('Wallet is not connected');
      expect(asked).not.toContain('/trace');
      expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    } finally {
      act(() => signedInWalletStore.set(undefined));
    }
  });

  it('is confirmed when every event of the Full trace succeeded', async () => {
    stubApi({ Full: { count: 1, events: [{ tx_hash: 'ab'.repeat(32), success: true, timestamp: 1 }] } }, []);
    openSwap();
    expect(await screen.findByText('Swap completed')).toBeTruthy();
    expect(screen.queryByTestId('swap-refund')).toBeNull();
    // the readable transaction page of a transaction of the trace
    const view = screen.getByTestId('tx-modal-view');
    expect(view.textContent).toBe('View transaction');
    expect(view.getAttribute('href')).toBe(`/app/tx/${'ab'.repeat(32)}`);
  });

  it('links no transaction page while the trace is pending', async () => {
    stubApi('Pending', []);
    openSwap();
    expect(await screen.findByText('Swapping')).toBeTruthy();
    expect(screen.queryByTestId('tx-modal-view')).toBeNull();
  });
});

describe('TxStatusModal, limit orders', () => {
  const ORDER = `0:${'0d'.repeat(32)}`;
  const order = {
    address: ORDER,
    sell: { address: TON, symbol: 'TON', decimals: 9 },
    buy: { address: USDT, symbol: 'USDT', decimals: 6 },
    sellAmount: '2000000000',
    minBuyAmount: '11000000',
  };
  /** `GET /users/orders` naming the order with `status` (no trace is asked: orders are followed by address). */
  /** The `GET /users/orders` URLs asked, in order. */
  let asked: string[] = [];
  function stubOrders(status: string) {
    createTokenStore().set('token');
    asked = [];
    vi.stubGlobal('fetch', async (url: string) => {
      const { pathname } = new URL(url);
      if (pathname !== '/users/orders') return new Response('{}', { status: 404 });
      asked.push(url);
      const row = { ...openOrderRow, address: ORDER, status };
      return new Response(
        JSON.stringify({ result: { orders: [row], tokens: [] }, page: { current: 1, size: 100, total: 1 } }),
      );
    });
  }
  const openOrderRow = {
    maker: USER,
    sell_token: TON,
    buy_token: USDT,
    sell_amount: '2000000000',
    min_buy_amount: '11000000',
    expires_at: 1_900_000_000,
    reward: '70000000',
    partial: false,
    min_fill: '0',
    nonce: '1',
    remaining: '2000000000',
    received: '0',
    reward_paid: '0',
    created_at: 1,
    updated_at: 1,
  };

  it.each([
    ['place-order', 'open', 'Order placed', 'Sell 2 TON for at least 11 USDT'],
    [
      'cancel-order',
      'cancelled',
      'Order cancelled',
      'The unfilled TON and the unspent reward come back to your wallet.',
    ],
    ['cancel-order', 'filled', 'Failed to cancel the order', 'Sell 2 TON'],
  ] as const)('%s, the order %s: %s', async (type, status, title, text) => {
    stubOrders(status);
    renderWithI18n(
      <MemoryRouter>
        <TxStatusModal />
      </MemoryRouter>,
    );
    act(() => txModalStore.set({ type, queryId: '7', account: USER, order }));
    expect(await screen.findByText(title)).toBeTruthy();
    expect((await screen.findByTestId('order-tx-details')).textContent).toContain(text);
  });

  /** The open-orders list of the limit page, beside the modal. */
  function OpenOrders() {
    const { data } = useQuery(getUserOrdersQueryOptions('http://api.test', USER, 'active'));
    return <p data-testid="open-orders">{data?.orders.map((o) => o.status).join(',') ?? 'loading'}</p>;
  }
  const listAsks = () => asked.filter((url) => url.includes('status=active')).length;
  /** The open orders and the status modal on one page, once the list has been asked for the first time. */
  async function openOrdersBesideModal() {
    renderWithI18n(
      <MemoryRouter>
        <OpenOrders />
        <TxStatusModal />
      </MemoryRouter>,
    );
    await waitFor(() => expect(listAsks()).toBe(1));
  }

  it('reloads the open orders as soon as the order is placed, well before their 10 s poll', async () => {
    stubOrders('open');
    await openOrdersBesideModal();
    act(() => txModalStore.set({ type: 'place-order', queryId: '7', account: USER, order }));
    expect(await screen.findByText('Order placed')).toBeTruthy();
    await waitFor(() => expect(listAsks()).toBe(2), { timeout: 3000 });
    expect(screen.getByTestId('open-orders').textContent).toBe('open');
  });

  it("a swap's end leaves the order lists to their poll", async () => {
    stubOrders('open');
    const orders = globalThis.fetch;
    const trace: TraceResponse = {
      Full: { count: 1, events: [{ tx_hash: 'ab'.repeat(32), success: true, timestamp: 1 }] },
    };
    vi.stubGlobal('fetch', async (url: string) =>
      new URL(url).pathname === '/trace' ? new Response(JSON.stringify(trace)) : orders(url),
    );
    await openOrdersBesideModal();
    act(() => txModalStore.set(swapTx));
    expect(await screen.findByText('Swap completed')).toBeTruthy();
    // what an invalidation would have asked by now (the order case above asks within a few ms)
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(listAsks()).toBe(1);
  });
});
