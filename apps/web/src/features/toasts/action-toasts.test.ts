import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dismissConfirmTransaction,
  endTransactionSent,
  notifyConfirmTransaction,
  notifyTransactionCanceled,
  notifyTransactionSent,
} from './action-toasts';
import { TOAST_TIMEOUT_MS, toastsStore } from './toasts.store';

const t = ((key: string) => key) as unknown as TFunction;
const shown = () => toastsStore.get().map((toast) => `${toast.kind}:${toast.message}`);

afterEach(() => {
  dismissConfirmTransaction();
  vi.useRealTimers();
  toastsStore.set([]);
});

describe('action notifications', () => {
  it('shows one confirm toast while the wallet is asked: a repeat is ignored', () => {
    const id = notifyConfirmTransaction(t);
    expect(notifyConfirmTransaction(t)).toBe(id);
    expect(shown()).toEqual(['info:toast.confirm-transaction']);
  });

  it('keeps the confirm toast until the wallet answers, then "sent" until the transaction ends', () => {
    vi.useFakeTimers();
    notifyConfirmTransaction(t);
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual(['info:toast.confirm-transaction']);
    notifyTransactionSent(t);
    expect(shown()).toEqual(['success:toast.transaction-sent']);
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual(['success:toast.transaction-sent']);
    endTransactionSent();
    expect(shown()).toEqual([]);
  });

  it('a new transaction replaces the last one\'s "sent" toast', () => {
    notifyTransactionSent(t);
    notifyTransactionSent(t);
    expect(shown()).toEqual(['success:toast.transaction-sent']);
    endTransactionSent();
    expect(shown()).toEqual([]);
  });

  it('replaces the confirm toast with "canceled" on a rejection', () => {
    vi.useFakeTimers();
    notifyConfirmTransaction(t);
    notifyTransactionCanceled(t);
    expect(shown()).toEqual(['info:toast.transaction-canceled']);
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS);
    expect(shown()).toEqual([]);
  });

  it('shows a new confirm toast for the next transaction', () => {
    const first = notifyConfirmTransaction(t);
    dismissConfirmTransaction();
    expect(notifyConfirmTransaction(t)).not.toBe(first);
    expect(shown()).toEqual(['info:toast.confirm-transaction']);
  });
});
