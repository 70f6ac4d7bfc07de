import { describe, expect, it } from 'vitest';
import { limitBlocker, type LimitFormState } from './limit-checks';

const E9 = 1_000_000_000n;
const E18 = 10n ** 18n;
/** A form that can place: 10 TON at 3.3 with the market at 3. */
const ready: LimitFormState = {
  tokensSelected: true,
  sellAmount: 10n * E9,
  amountTyped: true,
  limitPrice: (33n * E18) / 10n,
  expiryError: null,
  reward: 70_000_000n,
  connected: true,
  balance: 20n * E9,
  partial: true,
  minFill: E9,
  marketPrice: 3n * E18,
};

describe('limitBlocker', () => {
  it.each<[string, Partial<LimitFormState>, ReturnType<typeof limitBlocker>]>([
    ['ready', {}, null],
    ['no pair', { tokensSelected: false }, 'select-token'],
    ['no amount', { sellAmount: null, amountTyped: false }, 'enter-amount'],
    [
      'an amount that is not a number of the token',
      { sellAmount: null, amountTyped: true },
      'invalid-amount',
    ],
    ['zero', { sellAmount: 0n }, 'enter-amount'],
    ['no price', { limitPrice: null }, 'enter-price'],
    ['an expiry in the past', { expiryError: 'expiry-past' }, 'expiry-past'],
    ['no reward', { reward: null }, 'invalid-reward'],
    ['not connected', { connected: false, balance: null }, 'connect'],
    ['over the balance', { balance: 9n * E9 }, 'insufficient-balance'],
    ['below the smallest fill', { minFill: 11n * E9 }, 'below-min-fill'],
    [
      'a smallest fill above the amount of an all-or-nothing order is not asked',
      { partial: false, minFill: 11n * E9 },
      null,
    ],
    ['at the market: fills at once', { limitPrice: 3n * E18 }, 'wrong-side'],
    ['below the market', { limitPrice: 2n * E18 }, 'wrong-side'],
    ['no market to compare with', { limitPrice: 2n * E18, marketPrice: null }, null],
    // token safety, as the swap form has it: a blacklisted or scam token is refused, none/graylist ask once
    ['buying a blacklisted or scam token', { buySafety: 'blocked' }, 'token-blocked'],
    ['buying an unverified token not confirmed yet', { buySafety: 'unconfirmed' }, 'token-unconfirmed'],
    ['buying a confirmed or verified token', { buySafety: null }, null],
    [
      'a refused token is said before anything typed',
      { buySafety: 'blocked', sellAmount: null, amountTyped: false, limitPrice: null },
      'token-blocked',
    ],
  ])('%s', (_name, change, blocker) => expect(limitBlocker({ ...ready, ...change })).toBe(blocker));

  it('checks the balance first, then the smallest fill, then the side of the market', () => {
    const everythingWrong = { ...ready, balance: E9, minFill: 11n * E9, limitPrice: E18 };
    expect(limitBlocker(everythingWrong)).toBe('insufficient-balance');
    expect(limitBlocker({ ...everythingWrong, balance: null })).toBe('below-min-fill');
    expect(limitBlocker({ ...everythingWrong, balance: null, minFill: 0n })).toBe('wrong-side');
  });
});
