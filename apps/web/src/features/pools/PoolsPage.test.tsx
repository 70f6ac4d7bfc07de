import { fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { pairHash } from './pair-hash';
import PoolsPage from './PoolsPage';
import { ATL, AUSD, CORAL, hexAddress, testGroup, testPool, TON } from './test-fixtures';

// The pools page against a stubbed API: what a user sees and can do with the list.

const groups = [
  testGroup(
    [
      testPool(hexAddress('1'), TON, AUSD, { fee_bps: 30, apr: '4.38', tvl: '2400000' }),
      testPool(hexAddress('2'), TON, AUSD, { fee_bps: 5, apr: '0.73', tvl: '800000' }),
    ],
    { tvl: '3200000', volume_24h: '128000', fees_24h: '304', apr: '4.38' },
  ),
  testGroup([testPool(hexAddress('3'), TON, ATL)], { tvl: '500000', apr: '15.46' }),
  testGroup([testPool(hexAddress('4'), CORAL, TON)], { tvl: '90000', apr: '1' }),
];
const listed = (token: { address: string; symbol: string }, verified: boolean) => ({
  ...token,
  name: token.symbol,
  icon_url: null,
  decimals: 9,
  price: '1',
  verified,
  is_meme: false,
  verification: verified ? 'whitelist' : 'graylist',
  is_scam: false,
});

beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url).pathname;
    const body =
      path === '/pools/search'
        ? { result: groups, page: { current: 1, size: 1000, total: groups.length } }
        : path === '/tokens'
          ? { result: [listed(TON, true), listed(AUSD, true), listed(ATL, true), listed(CORAL, false)] }
          : { result: [] };
    return new Response(JSON.stringify(body));
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(url: string) {
  renderWithI18n(
    <MemoryRouter initialEntries={[url]}>
      <Suspense>
        <Routes>
          <Route path="/app/pools" element={<PoolsPage />} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
}

const pairs = () => screen.getAllByTestId('pool-group-pair').map((element) => element.textContent);

describe('PoolsPage', () => {
  it('lists the pairs by TVL with their numbers, and sorts by a column', async () => {
    renderAt('/app/pools/');
    await screen.findAllByTestId('pool-group');
    fireEvent.click(screen.getByTestId('pools-verified-only'));
    expect(pairs()).toEqual(['TON/aUSD', 'TON/ATL', 'CORAL/TON']);
    const first = screen.getAllByTestId('pool-group')[0]!;
    expect(within(first).getByTestId('group-tvl').textContent).toBe('$3,200,000');
    expect(within(first).getByTestId('group-apr').textContent).toBe('4.38%');
    fireEvent.click(screen.getByTestId('pools-sort-apr'));
    expect(pairs()).toEqual(['TON/ATL', 'TON/aUSD', 'CORAL/TON']);
    fireEvent.click(screen.getByTestId('pools-sort-apr'));
    expect(pairs()).toEqual(['CORAL/TON', 'TON/aUSD', 'TON/ATL']);
  });

  it('filters by text and by verified tokens: unticked, an unverified token’s pool shows, labelled', async () => {
    renderAt('/app/pools/');
    await screen.findAllByTestId('pool-group');
    // ticked by default: the spec's list of verified (or custom) tokens' pools
    expect(pairs()).toEqual(['TON/aUSD', 'TON/ATL']);
    expect(screen.queryByTestId('pair-safety')).toBeNull();
    fireEvent.change(screen.getByTestId('pools-search'), { target: { value: 'atl' } });
    expect(pairs()).toEqual(['TON/ATL']);
    fireEvent.change(screen.getByTestId('pools-search'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('pools-verified-only'));
    expect(pairs()).toEqual(['TON/aUSD', 'TON/ATL', 'CORAL/TON']);
    const coral = screen.getAllByTestId('pool-group')[2]!;
    expect(within(coral).getByTestId('safety-label').textContent).toBe('Caution');
  });

  it('the hash (either order) opens the pair with its pools side by side, the best APR marked', async () => {
    renderAt(`/app/pools/${pairHash(AUSD.address, TON.address)}`);
    fireEvent.click(await screen.findByTestId('pools-verified-only'));
    const pools = await screen.findByTestId('pool-group-pools');
    const cards = within(pools).getAllByTestId('pool-card');
    expect(cards.map((card) => card.dataset.feeBps)).toEqual(['5', '30']);
    expect(within(cards[1]!).getByTestId('pool-best')).toBeTruthy();
    expect(within(cards[0]!).queryByTestId('pool-best')).toBeNull();
    expect(screen.getAllByTestId('pool-group-pools')).toHaveLength(1);
    // closing it, then opening another group
    fireEvent.click(screen.getAllByTestId('pool-group-toggle')[0]!);
    expect(screen.queryByTestId('pool-group-pools')).toBeNull();
    fireEvent.click(screen.getAllByTestId('pool-group-toggle')[2]!);
    expect(within(screen.getByTestId('pool-group-pools')).getAllByTestId('pool-card')).toHaveLength(1);
  });
});
