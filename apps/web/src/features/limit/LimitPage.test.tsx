import {
  DEFAULT_ORDER_REWARD,
  jetton,
  ORDER_CANCEL_GAS,
  orderPlaceGas,
  TON as TON_ASSET,
} from '@atoll/contracts';
import type { Order } from '@atoll/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Address } from '@ton/core';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realFactory } from '../../test/real-factory';
import { listedToken, stubFetch } from '../../test/page-api';
import { renderWithI18n } from '../../test/render';
import { createTokenStore } from '../auth/token-storage';
import { errorModalStore } from '../error-modal/error-modal.store';
import { testGroup, testPool, verifiedToken } from '../pools/test-fixtures';
import { txModalStore } from '../tx-modal/tx-modal.store';
import LimitPage from './LimitPage';

const TON = `0:${'0'.repeat(64)}`;
const USDT = `0:${'a1'.repeat(32)}`;
const USER = `0:${'ee'.repeat(32)}`;
const E9 = 1_000_000_000n;
const FACTORY = realFactory();
// The build's pinned roots, the order code hash among them; `pinnedOrderHash` plays a build pinning another.
let pinnedOrderHash = FACTORY.trust.orderCodeHash;
vi.mock('../../app/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../app/env')>();
  const trust = { ...(await import('../../test/real-factory')).realFactory().trust };
  return {
    env: {
      ...actual.env,
      get trust() {
        return { ...trust, orderCodeHash: pinnedOrderHash };
      },
    },
  };
});

// The chart as the page asks for it: its price lines, by title (lightweight-charts needs a real browser).
vi.mock('../../components/charts', () => ({
  CandleChart: ({ priceLines }: { priceLines?: { title: string; price: number }[] }) => (
    <ul data-testid="chart-lines">
      {priceLines?.map((line) => (
        <li key={line.title}>{`${line.title} @ ${line.price.toFixed(4)}`}</li>
      ))}
    </ul>
  ),
}));

// TON Connect records what the wallet is asked to sign; the user is signed in.
const { sendTransaction } = vi.hoisted(() => ({ sendTransaction: vi.fn() }));
vi.mock('../wallet/tonconnect', () => ({
  loadTonConnect: async () => ({ ui: { sendTransaction }, includeWallets: [] }),
  useTonConnect: () => null,
  hasStoredSession: () => false,
}));
vi.mock('../auth/WalletLoginProvider', async () =>
  (await import('../../test/page-api')).signedInAs(`0:${'ee'.repeat(32)}`),
);

/** An open order of the user selling 10 TON for at least 60 USDT, at the address its terms derive. */
function openOrder(overrides: Partial<Order> = {}): Order {
  const terms = {
    maker: USER,
    sell_token: TON,
    buy_token: USDT,
    sell_amount: (10n * E9).toString(),
    min_buy_amount: '60000000',
    expires_at: 1_900_000_000,
    reward: DEFAULT_ORDER_REWARD.toString(),
    partial: true,
    min_fill: E9.toString(),
    nonce: '42',
  };
  const address = FACTORY.orderOf({
    maker: Address.parse(USER),
    sellAsset: TON_ASSET,
    buyAsset: jetton(USDT),
    sellAmount: 10n * E9,
    minBuyAmount: 60_000_000n,
    expiresAt: terms.expires_at,
    reward: DEFAULT_ORDER_REWARD,
    partial: true,
    minFill: E9,
    nonce: 42n,
  }).toRawString();
  return {
    ...terms,
    address,
    status: 'open',
    remaining: (4n * E9).toString(),
    received: '36000000',
    reward_paid: '0',
    created_at: 1_800_000_000,
    updated_at: 1_800_000_000,
    ...overrides,
  };
}

let tonBalance = 100n * E9;
let orders: Order[] = [];
const posted: unknown[] = [];
function api(url: string, init?: RequestInit): unknown {
  const path = decodeURIComponent(new URL(url).pathname);
  if (path === `/v2/blockchain/accounts/${FACTORY.trust.factory}`) return FACTORY.account;
  if (path === '/tokens') return { result: [listedToken(TON, 'TON', 9), listedToken(USDT, 'USDT', 6)] };
  if (path === '/prices') return { result: [] };
  if (path === '/pools/search') {
    // 1 TON = 5 USDT before the fee
    const pool = testPool(
      FACTORY.poolOf(TON, USDT, 30),
      verifiedToken(TON, 'TON', 9),
      verifiedToken(USDT, 'USDT', 6),
      { fee_bps: 30, reserve_x: (1000n * E9).toString(), reserve_y: (5000n * 10n ** 6n).toString() },
    );
    return { result: [testGroup([pool])], page: { current: 1, size: 1000, total: 1 } };
  }
  if (path.endsWith('/chart')) return { result: { points: [] } };
  if (path === `/accounts/${USER}`)
    return {
      result: {
        address: USER,
        balance: tonBalance.toString(),
        status: 'active',
        last_activity: 1,
        is_wallet: true,
      },
    };
  if (path === `/accounts/${USER}/jettons`) return { result: { balances: [] } };
  if (path === '/users/orders' && init?.method === 'POST') {
    posted.push(JSON.parse(String(init.body)));
    return { result: { address: openOrder().address, status: 'pending' } };
  }
  if (path === '/users/orders') {
    const active = new URL(url).searchParams.get('status') === 'active';
    const shown = orders.filter((o) => (o.status === 'open' || o.status === 'pending') === active);
    return { result: { orders: shown, tokens: [] }, page: { current: 1, size: 10, total: shown.length } };
  }
  return null;
}

beforeEach(() => {
  tonBalance = 100n * E9;
  orders = [];
  posted.length = 0;
  pinnedOrderHash = FACTORY.trust.orderCodeHash;
  sendTransaction.mockReset();
  errorModalStore.set(null);
  txModalStore.set(null);
  createTokenStore().set('token');
  stubFetch(api);
});
afterEach(() => vi.unstubAllGlobals());

async function renderLimit() {
  renderWithI18n(
    <MemoryRouter initialEntries={['/limit']}>
      <Suspense>
        <LimitPage />
      </Suspense>
    </MemoryRouter>,
  );
  fireEvent.click(await screen.findByTestId('swap-token-buy'));
  fireEvent.change(await screen.findByRole('searchbox'), { target: { value: 'usdt' } });
  fireEvent.click(await screen.findByTestId('token-option-USDT'));
  fireEvent.change(screen.getByLabelText('You sell'), { target: { value: '10' } });
  await screen.findByText(/^Market: 1 TON = /);
}

const button = () => screen.getByTestId('limit-button');
const price = () => screen.getByLabelText('Limit price') as HTMLInputElement;

describe('LimitPage', () => {
  it('sets the price from the market and its steps, and shows what the order receives', async () => {
    await renderLimit();
    // a swap of 10 TON pays 49.357901 USDT: 4.93579 USDT per TON
    fireEvent.click(screen.getByTestId('limit-price-step-10'));
    expect(price().value).toBe('5.42936');
    expect((screen.getByLabelText('You receive at least') as HTMLInputElement).value).toBe('54.2936');
    await waitFor(() => expect(button().textContent).toBe('Place order'));
    // shown the other way round: USDT's price in TON
    fireEvent.click(screen.getByTestId('limit-price-flip'));
    expect(price().value).toBe('0.184183');
    expect(screen.getByText('TON per USDT')).toBeTruthy();
  });

  it('refuses a price under the market, says why and offers a swap', async () => {
    await renderLimit();
    fireEvent.change(price(), { target: { value: '4.9' } });
    await waitFor(() => expect(button().textContent).toBe('Price below the market'));
    expect(screen.getByTestId('limit-error').textContent).toMatch(/would fill at once/);
    expect(within(screen.getByTestId('limit-error')).getByText('Swap instead')).toBeTruthy();
  });

  it('says the balance is short before anything else', async () => {
    tonBalance = 5n * E9;
    await renderLimit();
    fireEvent.change(price(), { target: { value: '4' } });
    await waitFor(() => expect(button().textContent).toBe('Insufficient TON balance'));
    expect(screen.getByTestId('limit-error').textContent).toBe('Insufficient TON balance: you have 5 TON.');
  });

  it('shows the TON attached before signing, places the order at its derived address and registers it', async () => {
    sendTransaction.mockResolvedValue({ boc: 'te6' });
    await renderLimit();
    fireEvent.change(price(), { target: { value: '6' } });
    await waitFor(() => expect(button().textContent).toBe('Place order'));
    const attached =
      10n * E9 + DEFAULT_ORDER_REWARD + orderPlaceGas({ sellIsJetton: false, buyIsJetton: true });
    expect(screen.getByTestId('limit-fees-attached').textContent).toBe(`${Number(attached) / 1e9} TON`);
    fireEvent.click(button());
    await waitFor(() => expect(txModalStore.get()?.type).toBe('place-order'));
    const [request] = sendTransaction.mock.calls[0]!;
    expect(request.messages).toHaveLength(1);
    expect(BigInt(request.messages[0].amount)).toBe(attached);
    await waitFor(() => expect(posted).toHaveLength(1));
    const terms = posted[0] as Record<string, string | number | boolean>;
    expect(terms).toMatchObject({
      maker: USER,
      sell_token: TON,
      buy_token: USDT,
      min_buy_amount: '60000000',
    });
    const derived = FACTORY.orderOf({
      maker: Address.parse(USER),
      sellAsset: TON_ASSET,
      buyAsset: jetton(USDT),
      sellAmount: BigInt(terms.sell_amount as string),
      minBuyAmount: BigInt(terms.min_buy_amount as string),
      expiresAt: terms.expires_at as number,
      reward: BigInt(terms.reward as string),
      partial: terms.partial as boolean,
      minFill: BigInt(terms.min_fill as string),
      nonce: BigInt(terms.nonce as string),
    });
    expect(Address.parse(request.messages[0].address).equals(derived)).toBe(true);
    // placed: the price starts empty again, so a second click cannot place the same order twice
    await waitFor(() => expect(price().value).toBe(''));
    expect(button().textContent).not.toBe('Place order');
  });

  it("refuses to place with an order code that does not hash to the pinned one: 'Order not verified'", async () => {
    pinnedOrderHash = 'ab'.repeat(32);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderLimit();
    fireEvent.change(price(), { target: { value: '6' } });
    await waitFor(() => expect(button().textContent).toBe('Place order'));
    fireEvent.click(button());
    await waitFor(() => expect(errorModalStore.get()?.title).toBe('Order not verified'));
    expect(sendTransaction).not.toHaveBeenCalled();
  });

  it('lists open orders with their fill progress and cancels one at the address its terms derive', async () => {
    orders = [openOrder()];
    sendTransaction.mockResolvedValue({ boc: 'te6' });
    await renderLimit();
    const row = await screen.findByTestId('limit-order');
    expect(within(row).getByTestId('limit-order-filled').textContent).toBe('Filled 6 of 10 TON');
    expect(within(row).getByText('Received 36 USDT')).toBeTruthy();
    // the current price and the order's limit (60 USDT for 10 TON) as lines on the chart
    const lines = [...screen.getByTestId('chart-lines').children].map((line) => line.textContent);
    expect(lines).toEqual([expect.stringMatching(/^Now @ 4\.93/), 'Sell 4 TON @ 6.0000']);
    fireEvent.click(within(row).getByTestId('limit-order-cancel'));
    await waitFor(() => expect(txModalStore.get()?.type).toBe('cancel-order'));
    const [request] = sendTransaction.mock.calls[0]!;
    expect(Address.parse(request.messages[0].address).equals(Address.parse(orders[0]!.address))).toBe(true);
    expect(BigInt(request.messages[0].amount)).toBe(ORDER_CANCEL_GAS);
  });

  it('refuses to cancel an order whose address its terms do not derive', async () => {
    orders = [openOrder({ address: `0:${'5a'.repeat(32)}` })];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderLimit();
    fireEvent.click(within(await screen.findByTestId('limit-order')).getByTestId('limit-order-cancel'));
    await waitFor(() => expect(errorModalStore.get()?.title).toBe('Order not verified'));
    expect(sendTransaction).not.toHaveBeenCalled();
  });

  it('edits an order as a cancel and a new order in one transaction, both fees shown', async () => {
    orders = [openOrder()];
    sendTransaction.mockResolvedValue({ boc: 'te6' });
    await renderLimit();
    fireEvent.click(within(await screen.findByTestId('limit-order')).getByText('Edit'));
    await screen.findByTestId('limit-editing');
    await waitFor(() => expect(price().value).toBe('6'));
    fireEvent.change(price(), { target: { value: '6.5' } });
    await waitFor(() => expect(button().textContent).toBe('Cancel the old order and place this one'));
    expect(screen.getByTestId('limit-fees-cancel').textContent).toBe(`${Number(ORDER_CANCEL_GAS) / 1e9} TON`);
    fireEvent.click(button());
    await waitFor(() => expect(sendTransaction).toHaveBeenCalled());
    const [request] = sendTransaction.mock.calls[0]!;
    expect(request.messages).toHaveLength(2);
    expect(Address.parse(request.messages[0].address).equals(Address.parse(orders[0]!.address))).toBe(true);
  });
});
