import { QueryClient } from '@tanstack/react-query';
import { UserRejectsError, type TonConnectUI } from '@tonconnect/ui-react';
import type { TFunction } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../app/env';
import { getAccountQueryOptions } from '../balances/queries';
import { closeErrorModal, errorModalStore } from '../error-modal/error-modal.store';
import { dismissConfirmTransaction } from '../toasts/action-toasts';
import { toastsStore } from '../toasts/toasts.store';
import { sendThroughWallet, type WalletSend } from './send-through-wallet';

const ADDRESS = `0:${'1'.repeat(64)}`;
const t = ((key: string) => key) as unknown as TFunction;
const TON = 1_000_000_000n;

/** The wallet (outside the app): accepts, or rejects as a TON Connect wallet does. */
function wallet(answer: 'accept' | 'reject' | Error) {
  const sendTransaction = vi.fn(async () => {
    if (answer === 'reject') throw new UserRejectsError('the user rejected');
    if (answer instanceof Error) throw answer;
    return { boc: 'te6cc' };
  });
  return { tonConnectUI: { sendTransaction } as unknown as TonConnectUI, sendTransaction };
}

function setup(balance: bigint, answer: 'accept' | 'reject' | Error) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(getAccountQueryOptions(env.apiUrl, ADDRESS).queryKey, balance);
  const { tonConnectUI, sendTransaction } = wallet(answer);
  const onSent = vi.fn();
  const send = (overrides: Partial<WalletSend<{ messages: { address: string; amount: string }[] }>> = {}) =>
    sendThroughWallet(
      { t, tonConnectUI, queryClient, address: ADDRESS },
      {
        build: async () => ({ messages: [{ address: ADDRESS, amount: (2n * TON).toString() }] }),
        notEnoughCoins: (required, have) => ({ title: 'not enough', message: `${required} > ${have}` }),
        failedTitle: 'failed',
        onSent,
        what: 'test transaction',
        ...overrides,
      },
    );
  return { send, sendTransaction, onSent };
}

const toastTexts = () => toastsStore.get().map((toast) => toast.message);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  closeErrorModal();
  dismissConfirmTransaction();
  toastsStore.set([]);
  vi.restoreAllMocks();
});

describe('sendThroughWallet', () => {
  it('asks the wallet, shows "sent" and hands over to the status modal', async () => {
    const { send, sendTransaction, onSent } = setup(5n * TON, 'accept');
    await send();
    expect(sendTransaction).toHaveBeenCalledTimes(1);
    expect(onSent).toHaveBeenCalledWith({ messages: [{ address: ADDRESS, amount: '2000000000' }] });
    expect(toastTexts()).toEqual(['toast.transaction-sent']);
    expect(errorModalStore.get()).toBeNull();
  });

  it('never asks the wallet when the messages carry more TON than the balance', async () => {
    const { send, sendTransaction, onSent } = setup(1n * TON, 'accept');
    await send();
    expect(sendTransaction).not.toHaveBeenCalled();
    expect(onSent).not.toHaveBeenCalled();
    expect(errorModalStore.get()).toEqual({ title: 'not enough', message: '2000000000 > 1000000000' });
  });

  it('a rejection in the wallet is "canceled", not an error', async () => {
    const { send, onSent } = setup(5n * TON, 'reject');
    await send();
    expect(onSent).not.toHaveBeenCalled();
    expect(toastTexts()).toEqual(['toast.transaction-canceled']);
    expect(errorModalStore.get()).toBeNull();
  });

  it('any other failure (building or sending) opens the error modal with its message', async () => {
    const failing = setup(5n * TON, new Error('bridge down'));
    await failing.send();
    expect(errorModalStore.get()).toEqual({ title: 'failed', message: 'bridge down' });
    expect(toastTexts()).toEqual([]);

    closeErrorModal();
    const unbuildable = setup(5n * TON, 'accept');
    await unbuildable.send({
      build: () => Promise.reject(new Error('no route')),
    });
    expect(unbuildable.sendTransaction).not.toHaveBeenCalled();
    expect(errorModalStore.get()).toEqual({ title: 'failed', message: 'no route' });
  });

  it('refuses a batch of more than 5 messages before the wallet opens', async () => {
    const { send, sendTransaction, onSent } = setup(50n * TON, 'accept');
    const message = { address: ADDRESS, amount: TON.toString() };
    await send({ build: async () => ({ messages: Array.from({ length: 6 }, () => message) }) });
    expect(sendTransaction).not.toHaveBeenCalled();
    expect(onSent).not.toHaveBeenCalled();
    expect(errorModalStore.get()).toEqual({ title: 'failed', message: 'send.too-many-messages' });
    // five is a batch the wallet is asked for
    closeErrorModal();
    await send({ build: async () => ({ messages: Array.from({ length: 5 }, () => message) }) });
    expect(sendTransaction).toHaveBeenCalledTimes(1);
  });

  it('without a connected wallet nothing is built and the user is told to connect one', async () => {
    const { tonConnectUI, sendTransaction } = wallet('accept');
    const build = vi.fn(async () => ({ messages: [] }));
    await sendThroughWallet(
      { t, tonConnectUI, queryClient: new QueryClient(), address: '' },
      {
        build,
        notEnoughCoins: () => ({ title: '', message: '' }),
        failedTitle: 'failed',
        onSent: vi.fn(),
        what: 'x',
      },
    );
    expect(build).not.toHaveBeenCalled();
    expect(sendTransaction).not.toHaveBeenCalled();
    expect(errorModalStore.get()).toEqual({ message: 'send.connect-wallet' });
  });

  it('something thrown that is not an Error is shown as unhandled', async () => {
    const { send } = setup(5n * TON, 'accept');
    await send({
      build: async () => {
        throw 'bridge closed';
      },
    });
    expect(errorModalStore.get()).toEqual({ title: 'failed', message: 'Unhandled error: bridge closed' });
  });
});
