import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { txModalStore } from '../tx-modal.store';
import type { TxRequest } from '../tx-status';
import { TxStatusModal } from './TxStatusModal';

const TON = `0:${'0'.repeat(64)}`;
const AUSD = `0:${'a1'.repeat(32)}`;
const USER = `0:${'ee'.repeat(32)}`;
const POOL = 'EQDBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwS2C';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function open(type: TxRequest['type'], success: boolean) {
  vi.stubGlobal('fetch', async () =>
    Response.json({ Full: { count: 1, events: [{ tx_hash: 'ab'.repeat(32), success, timestamp: 1 }] } }),
  );
  renderWithI18n(
    <MemoryRouter initialEntries={['/app/pools/new']}>
      <TxStatusModal />
      <Where />
    </MemoryRouter>,
  );
  act(() =>
    txModalStore.set({
      type,
      queryId: '7',
      account: USER,
      poolAddress: POOL,
      liquidity: {
        token0: { address: TON, symbol: 'TON', decimals: 9, icon_url: null },
        token1: { address: AUSD, symbol: 'aUSD', decimals: 6, icon_url: null },
        token0Amount: '10000000000',
        token1Amount: '32000000',
      },
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => txModalStore.set(null));
});

describe('TxStatusModal, liquidity variants', () => {
  it('add-liquidity: shows both amounts and goes to the pool once confirmed', async () => {
    open('add-liquidity', true);
    expect((await screen.findByTestId('liquidity-tx-details')).textContent).toContain('10 TON + 32 aUSD');
    expect(await screen.findByText('Liquidity added')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe(`/app/pools/${POOL}`);
  });

  it('remove-liquidity: stays where it is, and closing does not navigate', async () => {
    open('remove-liquidity', true);
    expect(await screen.findByText('Liquidity removed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByTestId('where').textContent).toBe('/app/pools/new');
    expect(screen.queryByTestId('tx-modal')).toBeNull();
  });

  it('a failed deposit does not navigate', async () => {
    open('add-initial-liquidity', false);
    expect(await screen.findByText('Failed to add liquidity')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/app/pools/new');
  });
});
