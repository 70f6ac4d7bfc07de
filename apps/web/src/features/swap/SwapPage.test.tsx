import type { PoolSearchResponse } from '@atoll/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Address, beginCell } from '@ton/core';
import { UserRejectsError } from '@tonconnect/ui-react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realFactory } from '../../test/real-factory';
import { listedToken, stubFetch } from '../../test/page-api';
import { renderWithI18n } from '../../test/render';
import { errorModalStore } from '../error-modal/error-modal.store';
import { testGroup, testPool, verifiedToken } from '../pools/test-fixtures';
import { toastsStore } from '../toasts/toasts.store';
import { txModalStore } from '../tx-modal/tx-modal.store';
import SwapPage from './SwapPage';

const TON = `0:${'0'.repeat(64)}`;
const USDT = `0:${'a1'.repeat(32)}`;
const USER = `0:${'ee'.repeat(32)}`;
/** The wallet the API's balances answer names, and the one USDT's master answers (the one used). */
const USDT_WALLET = `0:${'ef'.repeat(32)}`;
const USDT_WALLET_FROM_MASTER = `0:${'e1'.repeat(32)}`;
const E9 = 1_000_000_000n;
// The pinned factory (the build's VITE_FACTORY_ADDRESS and VITE_POOL_CODE_HASH) and its real state.
const FACTORY = realFactory();
vi.mock('../../app/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../app/env')>();
  const { realFactory: factory } = await import('../../test/real-factory');
  return { env: { ...actual.env, trust: factory().trust } };
});

const sendTransaction = vi.fn();
vi.mock('../auth/WalletLoginProvider', async () =>
  (await import('../../test/page-api')).signedInAs(`0:${'ee'.repeat(32)}`),
);
vi.mock('../wallet/tonconnect', async () =>
  (await import('../../test/page-api')).tonConnectLoaded(() => ({ sendTransaction })),
);

const token = listedToken;
/** A TON/USDT pool at the address the pinned factory derives for its fee tier, or at `address`. */
const pool = (
  feeBps: number,
  reserveTon: bigint,
  reserveUsdt: bigint,
  address = FACTORY.poolOf(TON, USDT, feeBps),
) =>
  testPool(address, verifiedToken(TON, 'TON', 9), verifiedToken(USDT, 'USDT', 6), {
    fee_bps: feeBps,
    reserve_x: reserveTon.toString(),
    reserve_y: reserveUsdt.toString(),
  });

let tonBalance = 100n * E9;
let usdtBalance = 0n;
let forgedPool: ReturnType<typeof pool> | null = null;
function api(url: string): unknown {
  const path = decodeURIComponent(new URL(url).pathname);
  // TonAPI: the factory's state, and USDT's master answering get_wallet_address with a cell
  if (path === `/v2/blockchain/accounts/${FACTORY.trust.factory}`) return FACTORY.account;
  if (path === `/v2/blockchain/accounts/${USDT}/methods/get_wallet_address`) {
    const cell = beginCell().storeAddress(Address.parse(USDT_WALLET_FROM_MASTER)).endCell();
    return { success: true, exit_code: 0, stack: [{ type: 'cell', cell: cell.toBoc().toString('hex') }] };
  }
  if (path === '/tokens') return { result: [token(TON, 'TON', 9, '5'), token(USDT, 'USDT', 6, '1')] };
  if (path === '/prices') return { result: [] };
  if (path === '/pools/search')
    return {
      result: [
        testGroup([
          pool(30, 1000n * E9, 5000n * 10n ** 6n),
          pool(100, 10n * E9, 50n * 10n ** 6n),
          ...(forgedPool ? [forgedPool] : []),
        ]),
      ],
      page: { current: 1, size: 1000, total: 1 },
    } satisfies PoolSearchResponse;
  if (path === `/accounts/${USER}`)
    return {
      result: {
        address: USER,
        balance: tonBalance.toString(),
        status: 'active',
        last_activity: 1_767_225_600,
        is_wallet: true,
      },
    };
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
  forgedPool = null;
  sendTransaction.mockReset();
  errorModalStore.set(null);
  toastsStore.set([]);
  txModalStore.set(null);
  stubFetch(api);
});
afterEach(() => vi.unstubAllGlobals());

async function enterTenTon() {
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
}

async function quoteTenTon() {
  await enterTenTon();
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

  it("sells a jetton from the wallet its master's get_wallet_address names, not the one the API reports", async () => {
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
    const to = Address.parse(request.messages[0].address);
    expect(to.equals(Address.parse(USDT_WALLET_FROM_MASTER))).toBe(true);
    expect(to.equals(Address.parse(USDT_WALLET))).toBe(false);
  });

  it("refuses a pool the pinned factory does not derive: 'Pool not verified', and the wallet never opens", async () => {
    // the deepest TON/USDT pool of the answer, so the router picks it; its address is no derivation
    forgedPool = pool(30, 100_000n * E9, 500_000n * 10n ** 6n, `0:${'c3'.repeat(32)}`);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await quoteTenTon();
    fireEvent.click(screen.getByTestId('swap-button'));
    await waitFor(() => expect(errorModalStore.get()).not.toBeNull());
    expect(errorModalStore.get()).toEqual({
      title: 'Pool not verified',
      message:
        'The pool could not be verified against the Atoll factory, so nothing was sent. Your funds are still in your wallet.',
    });
    expect(sendTransaction).not.toHaveBeenCalled();
    expect(txModalStore.get()).toBeNull();
  });

  it('refuses more than the balance of the input token', async () => {
    tonBalance = 5n * E9;
    await enterTenTon();
    await waitFor(() =>
      expect(screen.getByTestId('swap-button').textContent).toBe('Insufficient TON balance'),
    );
    expect((screen.getByTestId('swap-button') as HTMLButtonElement).disabled).toBe(true);
    // a swap that cannot be paid shows no rate or route
    expect(screen.queryByTestId('swap-details')).toBeNull();
  });
});
