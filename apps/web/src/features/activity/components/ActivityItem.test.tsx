import type { ActivityEvent } from '@atoll/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { renderWithI18n } from '../../../test/render';
import { activityRow, type ActivityToken } from '../activity-events';
import { ActivityItem } from './ActivityItem';

// A routed swap is one row with its route (issue 19): what went into the first pool, the tokens it went
// through, what came out of the last pool.

const TON = `0:${'0'.repeat(64)}`;
const AUSD = `0:${'a1'.repeat(32)}`;
const ABTC = `0:${'b1'.repeat(32)}`;
const POOL_1 = `0:${'c1'.repeat(32)}`;
const POOL_2 = `0:${'c2'.repeat(32)}`;

const tokens: ActivityToken[] = [
  { address: TON, symbol: 'TON', decimals: 9 },
  { address: AUSD, symbol: 'aUSD', decimals: 6 },
  { address: ABTC, symbol: 'aBTC', decimals: 8 },
];

const routed = (overrides: Partial<Extract<ActivityEvent, { type: 'swap' }>> = {}): ActivityEvent => ({
  type: 'swap',
  timestamp: 1_700_000_000,
  tx_hash: '1'.repeat(64),
  pool: POOL_1,
  success: true,
  query_id: '42',
  token_x: TON,
  token_y: AUSD,
  is_x: true,
  amount_in: '5000000000',
  amount_out: '25600',
  receiver: POOL_1,
  route: [
    { pool: POOL_1, token_in: TON, token_out: AUSD, amount_in: '5000000000', amount_out: '16360000' },
    { pool: POOL_2, token_in: AUSD, token_out: ABTC, amount_in: '16360000', amount_out: '25600' },
  ],
  ...overrides,
});

describe('ActivityItem of a routed swap', () => {
  it('reads "5 TON → aUSD → 0.000256 aBTC"', async () => {
    renderWithI18n(
      <MemoryRouter>
        <ActivityItem row={activityRow(routed(), tokens)} />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('activity-amounts')).textContent).toBe('5 TON → aUSD → 0.000256 aBTC');
  });

  it('shows a swap in one pool as before', async () => {
    const { route: _route, ...single } = routed({ amount_out: '16360000' }) as Extract<
      ActivityEvent,
      { type: 'swap' }
    >;
    renderWithI18n(
      <MemoryRouter>
        <ActivityItem row={activityRow(single, tokens)} />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('activity-amounts')).textContent).toBe('5 TON → 16.36 aUSD');
  });

  it('lists every token between in and out of a longer route', async () => {
    const POOL_3 = `0:${'c3'.repeat(32)}`;
    const event = routed({
      amount_out: '7000000000',
      route: [
        ...(routed() as Extract<ActivityEvent, { type: 'swap' }>).route!,
        { pool: POOL_3, token_in: ABTC, token_out: TON, amount_in: '25600', amount_out: '7000000000' },
      ],
    });
    renderWithI18n(
      <MemoryRouter>
        <ActivityItem row={activityRow(event, tokens)} />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('activity-amounts')).textContent).toBe('5 TON → aUSD → aBTC → 7 TON');
  });
});
