import { describe, expect, it } from 'vitest';
import { depositBlocker, withdrawBlocker, type DepositFormState } from './deposit-checks';

const READY: DepositFormState = {
  connected: true,
  amountX: 10n,
  amountY: 32n,
  balanceX: 100n,
  balanceY: 100n,
  quoted: true,
};

describe('depositBlocker', () => {
  it.each<[string, Partial<DepositFormState>, ReturnType<typeof depositBlocker>]>([
    ['ready', {}, null],
    ['no amount', { amountX: null }, 'enter-amount'],
    ['a zero side', { amountY: 0n }, 'enter-amount'],
    ['refused by the pool', { quoted: false }, 'too-small'],
    ['no wallet', { connected: false }, 'connect'],
    ['more than the balance of one side', { balanceY: 31n }, 'insufficient'],
    ['the whole balance is fine', { balanceX: 10n, balanceY: 32n }, null],
    ['balances still loading', { balanceX: null, balanceY: null }, null],
  ])('%s', (_name, change, expected) => {
    expect(depositBlocker({ ...READY, ...change })).toBe(expected);
  });
});

describe('withdrawBlocker', () => {
  it.each([
    [false, 100n, 50n, 'connect'],
    [true, 0n, 0n, 'no-position'],
    [true, null, 0n, 'no-position'],
    [true, 100n, 0n, 'enter-amount'],
    [true, 100n, 100n, null],
  ] as const)('connected %s, LP %s, burn %s → %s', (connected, balance, amount, expected) => {
    expect(withdrawBlocker(connected, balance, amount)).toBe(expected);
  });
});
