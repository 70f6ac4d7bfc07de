import { describe, expect, it } from 'vitest';
import type { ActivityLeg } from '../activity/activity-events';
import { eventUsdText } from './pool-events';

const leg = (usd: string | null): ActivityLeg => ({
  token: { address: '0:' + '0'.repeat(64), symbol: 'TON', decimals: 9 },
  amount: 1n,
  usd,
});

describe('eventUsdText', () => {
  it('a swap is worth what went in', () => {
    expect(eventUsdText({ type: 'swap', legs: [leg('32.5'), leg('32.1')] })).toBe('$32.50');
    expect(eventUsdText({ type: 'swap', legs: [leg(null), leg('32.1')] })).toBeNull();
  });

  it('a liquidity event is worth both tokens', () => {
    expect(eventUsdText({ type: 'add_liquidity', legs: [leg('3200'), leg('3199.994')] })).toBe('$6,399.99');
    expect(eventUsdText({ type: 'remove_liquidity', legs: [leg(null), leg('10')] })).toBe('$10.00');
    expect(eventUsdText({ type: 'remove_liquidity', legs: [leg(null), leg(null)] })).toBeNull();
  });
});
