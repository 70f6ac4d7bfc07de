import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Address } from '@ton/core';
import { UserRejectsError } from '@tonconnect/ui-react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { errorModalStore } from '../error-modal/error-modal.store';
import { toastsStore } from '../toasts/toasts.store';
import { txModalStore } from '../tx-modal/tx-modal.store';
import SwapPage from './SwapPage';

const TON = `0:${'0'.repeat(64)}`;
const USDT = `0:${'a1'.repeat(32)}`;
const USER = `0:${'ee'.repeat(32)}`;
const USDT_WALLET = `0:${'ef'.repeat(32)}`;
const E9 = 1_000_000_000n;

const sendTransaction = vi.fn();
vi.mock('../auth/WalletLoginProvider', () => ({
  useWalletLogin: () => ({
    address: USER,
    connect: vi.fn(),
    restoring: false,
    connecting: false,
    lastFailure: null,
  }),
}));
vi.mock('@tonconnect/ui-react', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTonConnectUI: () => [{ sendTransaction }, vi.fn()],
}));

const token = (address: string, symbol: string, decimals: number, price: string) => ({
  address,
  name: symbol,
  symbol,
  icon_url: null,
  decimals,
  price,
  verified: true,
  is_meme: false,
});
const pool = (byte: string, feeBps: number, reserveTon: bigint, reserveUsdt: bigint) => ({
  address: `0:${byte.repeat(32)}`,
  fee_bps: feeBps,
  token_x: { address: TON },
  token_y: { address: USDT },
  reserve_x: reserveTon.toString(),
  reserve_y: reserveUsdt.toString(),
});

let tonBalance = 100n * E9;
let usdtBalance = 0n;
function api(url: string): unknown {
  const path = decodeURIComponent(new URL(url).pathname);
  if (path === '/tokens') return { result: [token(TON, 'TON', 9, '5'), token(USDT, 'USDT', 6, '1')] };
  if (path === '/prices') return { result: [] };
  if (path === '/pools/search')
    return {
      result: [
        {
          pools: [pool('c1', 30, 1000n * E9, 5000n * 10n ** 6n), pool('c2', 100, 10n * E9, 50n * 10n ** 6n)],
        },
      ],
    };
  if (path === `/accounts/${USER}`)
    return { result: { address: USER, balance: tonBalance.toString(), status: 'active' } };
  if (path === `/accounts/${USER}/jettons`)
    return {
      result: {
        balances: [
          {
            jetton: { address: USDT, decimals: 6, name: 'USDT', symbol: 'USDT', image: null, verified: true },
            wallet_address: USDT_WALLET,
            balance: usdtBalance.toString(),
            price: '1',
            balance_usd: '0',
          },
        ],
      },
    };
  return null;
}

beforeEach(() => {
  tonBalance = 100n * E9;
  usdtBalance = 0n;
  sendTransaction.mockReset();
  errorModalStore.set(null);
  toastsStore.set([]);
  txModalStore.set(null);
  vi.stubGlobal('fetch', async (url: string) => {
    const body = api(url);
    return new Response(JSON.stringify(body ?? { error: { message: 'not found' } }), {
      status: body ? 200 : 404,
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

async function quoteTenTon() {
  renderWithI18n(
    <MemoryRouter initialEntries={['/app/swap/']}>
      <Routes>
        <Route path="/app/swap" element={<SwapPage />} />
      </Routes>
    </MemoryRouter>,
  );
  fireEvent.click(await screen.findByTestId('swap-token-to'));
  fireEvent.change(await screen.findByRole('searchbox'), { target: { value: 'usdt' } });
  fireEvent.click(await screen.findByTestId('token-option-USDT'));
  fireEvent.change(screen.getByLabelText('You pay'), { target: { value: '10' } });
  return screen.findByTestId('swap-route');
}

describe('SwapPage', () => {
  it('quotes through the best pool with the contracts math and shows the limits', async () => {
    const route = await quoteTenTon();
    expect(route.textContent).toBe('TON → USDT (0.3%)');
    // getAmountOut(10 TON, 1000 TON, 5000 USDT, 30 bps) = 49.357901 USDT; 1% less = 48.864321
    expect((screen.getByLabelText('You receive') as HTMLInputElement).value).toBe('49.357901');
    expect(screen.getByTestId('swap-limit').textContent).toBe('48.864321 USDT');
    expect(screen.getByTestId('swap-price-impact').textContent).toBe('0.99%');
    expect(screen.getByTestId('swap-button').textContent).toBe('Swap');
  });

  it('sends the SDK messages and tracks the query id', async () => {
    sendTransaction.mockResolvedValue({ boc: 'te6' });
    await quoteTenTon();
    fireEvent.click(screen.getByTestId('swap-button'));
    await waitFor(() => expect(txModalStore.get()).not.toBeNull());
    expect(toastsStore.get().map((toast) => toast.message)).toEqual([
      'Transaction sent — Waiting for the network to confirm it.',
    ]);
    const [request] = sendTransaction.mock.calls[0]!;
    expect(request.messages).toHaveLength(1);
    expect(BigInt(request.messages[0].amount) > 10n * E9).toBe(true);
    expect(txModalStore.get()).toMatchObject({
      type: 'swap',
      account: USER,
      queryId: expect.stringMatching(/^\d+$/),
      swap: {
        tokenFromInAmount: (10n * E9).toString(),
        tokenToOutAmount: '49357901',
        tokenFromOutAmount: '0',
      },
    });
  });

  it("opens 'Not enough coins' when the messages carry more TON than the wallet has", async () => {
    tonBalance = 10n * E9; // covers the amount, not the gas on top
    await quoteTenTon();
    fireEvent.click(screen.getByTestId('swap-button'));
    await waitFor(() => expect(errorModalStore.get()).not.toBeNull());
    expect(errorModalStore.get()?.title).toBe('Not enough coins');
    expect(errorModalStore.get()?.message).toMatch(/^This swap needs 10\.\d+ TON/);
    expect(sendTransaction).not.toHaveBeenCalled();
  });

  it("shows 'Transaction canceled' when the wallet rejects", async () => {
    sendTransaction.mockRejectedValue(new UserRejectsError());
    await quoteTenTon();
    fireEvent.click(screen.getByTestId('swap-button'));
    // The 'confirm' toast is replaced by the 'canceled' one.
    await waitFor(() =>
      expect(toastsStore.get().map((toast) => toast.message)).toEqual([
        'Transaction canceled — There will be no changes to your account.',
      ]),
    );
    expect(txModalStore.get()).toBeNull();
  });

  it("sells a jetton from the user's jetton wallet the API reports", async () => {
    usdtBalance = 100n * 10n ** 6n;
    sendTransaction.mockResolvedValue({ boc: 'te6' });
    renderWithI18n(
      <MemoryRouter initialEntries={[`/app/swap/${Address.parse(USDT).toString()}/null`]}>
        <Routes>
          <Route path="/app/swap/:tokenAddress/null" element={<SwapPage />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByTestId('swap-token-to'));
    fireEvent.click(await screen.findByTestId('token-option-TON'));
    fireEvent.change(screen.getByLabelText('You pay'), { target: { value: '10' } });
    expect((await screen.findByTestId('swap-route')).textContent).toBe('USDT → TON (0.3%)');
    await waitFor(() => expect(screen.getByTestId('swap-button').textContent).toBe('Swap'));
    fireEvent.click(screen.getByTestId('swap-button'));
    await waitFor(() => expect(sendTransaction).toHaveBeenCalled());
    const [request] = sendTransaction.mock.calls[0]!;
    expect(Address.parse(request.messages[0].address).equals(Address.parse(USDT_WALLET))).toBe(true);
  });

  it('refuses more than the balance of the input token', async () => {
    tonBalance = 5n * E9;
    await quoteTenTon();
    await waitFor(() =>
      expect(screen.getByTestId('swap-button').textContent).toBe('Insufficient TON balance'),
    );
    expect((screen.getByTestId('swap-button') as HTMLButtonElement).disabled).toBe(true);
  });
});
