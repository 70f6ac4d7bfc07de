import { describe, expect, it } from 'vitest';
import { notEnoughCoins, swapBlocker, type SwapBlocker, type SwapFormState } from './send-checks';
import { parseDeadlineMinutes, parseSlippagePercent } from './settings-input';
import { DEFAULT_SWAP_SETTINGS, deadlineFrom, parseStoredSettings } from './swap-settings';

describe('notEnoughCoins', () => {
  it.each<[string, string[], bigint, bigint | null]>([
    ['enough', ['1000', '500'], 1500n, null],
    ['one nano short', ['1000', '501'], 1500n, 1501n],
    ['no messages', [], 0n, null],
    ['empty wallet', ['1'], 0n, 1n],
  ])('%s', (_name, amounts, balance, required) => {
    const result = notEnoughCoins(
      amounts.map((amount) => ({ amount })),
      balance,
    );
    expect(result).toEqual(required === null ? null : { required });
  });
});

describe('swapBlocker', () => {
  const ready: SwapFormState = {
    connected: true,
    tokensSelected: true,
    amountEntered: true,
    poolsLoaded: true,
    routeFound: true,
    amountIn: 10n,
    balanceIn: 10n,
    impactBlocked: false,
  };
  it.each<[string, Partial<SwapFormState>, SwapBlocker]>([
    ['ready', {}, null],
    ['no token', { tokensSelected: false, amountEntered: false }, 'select-token'],
    ['no amount', { amountEntered: false }, 'enter-amount'],
    ['pools loading', { poolsLoaded: false }, 'loading-pools'],
    ['no route', { routeFound: false }, 'no-route'],
    ['price impact too high', { impactBlocked: true }, 'price-impact'],
    ['not connected (quotes still shown)', { connected: false }, 'connect'],
    ['more than the balance', { amountIn: 11n }, 'insufficient-balance'],
    ['balance unknown yet', { balanceIn: null }, null],
    // issue 19: far above the balance, the balance is what the user is told, not the impact or the route
    ['above the balance and impact too high', { amountIn: 11n, impactBlocked: true }, 'insufficient-balance'],
    ['above the balance and no route', { amountIn: 11n, routeFound: false }, 'insufficient-balance'],
    ['above the balance while pools load', { amountIn: 11n, poolsLoaded: false }, 'insufficient-balance'],
    ['not connected: no balance to compare', { amountIn: 11n, connected: false }, 'connect'],
    // issue 18, token safety (token-safety/): said before anything typed
    ['buying a blacklisted or scam token', { buySafety: 'blocked', amountEntered: false }, 'token-blocked'],
    ['buying an unverified token not confirmed yet', { buySafety: 'unconfirmed' }, 'token-unconfirmed'],
    ['a confirmed or verified token', { buySafety: null }, null],
  ])('%s → %s', (_name, patch, expected) => {
    expect(swapBlocker({ ...ready, ...patch })).toBe(expected);
  });
});

describe('swap settings', () => {
  it.each<[string, number | null]>([
    ['1', 100],
    ['0.5', 50],
    ['0,1', 10],
    ['0.05', 5],
    ['50', 5000],
    ['51', null],
    ['0', null],
    ['0.001', null],
    ['-1', null],
    ['abc', null],
  ])('slippage %j → %s bps', (text, bps) => {
    expect(parseSlippagePercent(text)).toBe(bps);
  });

  it.each<[string, number | null]>([
    ['20', 20],
    ['1', 1],
    ['4320', 4320],
    ['0', null],
    ['4321', null],
    ['1.5', null],
  ])('deadline %j → %s', (text, minutes) => {
    expect(parseDeadlineMinutes(text)).toBe(minutes);
  });

  it.each<[unknown, typeof DEFAULT_SWAP_SETTINGS]>([
    [null, DEFAULT_SWAP_SETTINGS],
    ['{bad', DEFAULT_SWAP_SETTINGS],
    [
      { slippageBps: 50, deadlineMinutes: 5 },
      { slippageBps: 50, deadlineMinutes: 5 },
    ],
    [
      { slippageBps: 0, deadlineMinutes: 5 },
      { slippageBps: 100, deadlineMinutes: 5 },
    ],
    [
      { slippageBps: 50, deadlineMinutes: '5' },
      { slippageBps: 50, deadlineMinutes: 20 },
    ],
  ])('stored %s', (stored, expected) => {
    expect(parseStoredSettings(stored)).toEqual(expected);
  });

  it('defaults to 1% and puts the deadline in unix seconds', () => {
    expect(DEFAULT_SWAP_SETTINGS.slippageBps).toBe(100);
    expect(deadlineFrom(1_700_000_000_500, 20)).toBe(1_700_001_200);
  });
});
