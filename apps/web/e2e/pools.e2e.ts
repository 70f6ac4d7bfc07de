import type { PoolGroup } from '@atoll/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pairHash } from '../src/features/pools/pair-hash';
import { percentText, usdText, usdWholeText } from '../src/features/pools/pool-format';
import { groupKey, sortGroups } from '../src/features/pools/pool-groups';
import { sameAddress, toFriendlyAddress } from '@atoll/chain/address';
import { fileBrowser, VARIANTS } from './support/browser';
import { devnetInfo, poolState, type DevnetInfo } from './support/chain';
import { saveScreenshot } from './support/screenshots';
import { stack } from './support/stack';

// Issue 7, pools: the pools page lists the API's pairs with its numbers, sorts, opens a pair from the URL hash
// (either order), and a pool opens its page, whose reserves are the chain's and whose price chart draws. Other
// test files may move the pools meanwhile: numbers are compared with what the API answers at that moment.

describe('pools', () => {
  const { web, api, devnet } = stack();
  let info: DevnetInfo;
  const browser = fileBrowser();
  let context: BrowserContext;
  let page: Page;

  /** The pools list call the page makes (no custom tokens in a fresh profile). */
  async function apiGroups(): Promise<PoolGroup[]> {
    const response = await fetch(`${api}/pools/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, size: 1000, sort: 'desc', sort_by: 'tvl', verified_tokens: [] }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { result: PoolGroup[] }).result;
  }

  /** Reserves from the pool's own get method (asset0, asset1 = token_x, token_y). */
  async function chainReserves(pool: string): Promise<[string, string]> {
    const { reserve0, reserve1 } = await poolState(devnet, pool);
    return [reserve0.toString(), reserve1.toString()];
  }

  /** The pairs in the order the page lists them. */
  const listedKeys = () =>
    page
      .getByTestId('pool-group')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-pair-key')));

  beforeAll(async () => {
    info = await devnetInfo(devnet);
    context = await browser.context();
    page = await context.newPage();
  });

  it('lists the seeded pairs with the numbers of POST /pools/search', async () => {
    await page.goto(`${web}/app/pools/`);
    await page.getByTestId('pool-groups').waitFor();
    const groups = await apiGroups();
    expect(await listedKeys()).toEqual(groups.map(groupKey));

    await expect
      .poll(
        async () => {
          const fresh = await apiGroups();
          const rows = await page.getByTestId('pool-group').evaluateAll((items) =>
            items.map((item) => ({
              pair: item.querySelector('[data-testid="pool-group-pair"]')?.textContent,
              count: item.querySelector('[data-testid="group-pools_count"]')?.textContent,
              tvl: item.querySelector('[data-testid="group-tvl"]')?.textContent,
              volume: item.querySelector('[data-testid="group-volume_24h"]')?.textContent,
              fees: item.querySelector('[data-testid="group-fees_24h"]')?.textContent,
              apr: item.querySelector('[data-testid="group-apr"]')?.textContent,
            })),
          );
          return JSON.stringify(rows) ===
            JSON.stringify(
              fresh.map((group) => ({
                pair: `${group.token_x.symbol}/${group.token_y.symbol}`,
                count: String(group.pools_count),
                tvl: usdWholeText(group.tvl),
                volume: usdWholeText(group.volume_24h),
                fees: usdWholeText(group.fees_24h),
                apr: percentText(group.apr),
              })),
            )
            ? 'same'
            : JSON.stringify(rows);
        },
        { timeout: 30_000 },
      )
      .toBe('same');
    // every genesis pool whose two tokens are verified is listed in its pair's group (others need custom tokens)
    const tokens = (
      (await (await fetch(`${api}/tokens`)).json()) as { result: { symbol: string; verified: boolean }[] }
    ).result;
    const verified = new Set(tokens.filter((token) => token.verified).map((token) => token.symbol));
    const listable = info.pools.filter((pool) => verified.has(pool.a) && verified.has(pool.b));
    expect(listable.length).toBeGreaterThan(3);
    for (const pool of listable) {
      const listed = groups.some((group) => group.pools.some((p) => sameAddress(p.address, pool.address)));
      expect(listed, `${pool.a}/${pool.b} ${pool.fee_bps}`).toBe(true);
    }
  });

  it('sorts by a column, largest first, then smallest first', async () => {
    await page.goto(`${web}/app/pools/`);
    await page.getByTestId('pool-groups').waitFor();
    // TVL is the first order (the API's); clicking it flips to smallest first
    expect(await listedKeys()).toEqual(
      sortGroups(await apiGroups(), { column: 'tvl', order: 'desc' }).map(groupKey),
    );
    await page.getByTestId('pools-sort-tvl').click();
    const byTvlAsc = sortGroups(await apiGroups(), { column: 'tvl', order: 'asc' }).map(groupKey);
    await expect.poll(listedKeys).toEqual(byTvlAsc);
    expect(byTvlAsc).not.toEqual([...byTvlAsc].reverse());
    // another column starts largest first
    await page.getByTestId('pools-sort-pools_count').click();
    const byCount = sortGroups(await apiGroups(), { column: 'pools_count', order: 'desc' }).map(groupKey);
    await expect.poll(listedKeys).toEqual(byCount);
    expect(byCount).not.toEqual(byTvlAsc);
  });

  it('the hash opens that pair’s group, in either order of the two addresses', async () => {
    const groups = await apiGroups();
    const target = groups.at(-1)!;
    for (const hash of [
      pairHash(target.token_x.address, target.token_y.address),
      pairHash(target.token_y.address, target.token_x.address),
    ]) {
      await page.goto(`${web}/app/pools/${hash}`);
      const group = page.locator(`[data-pair-key="${groupKey(target)}"]`);
      await group.getByTestId('pool-group-pools').waitFor();
      expect(await page.locator('[data-testid="pool-group"][data-open="true"]').count()).toBe(1);
      expect(await group.getByTestId('pool-card').count()).toBe(target.pools.length);
      // scrolled to: the group's top is within the viewport
      await expect.poll(async () => (await group.boundingBox())!.y).toBeLessThan(900);
    }
  });

  it('a pool opens its page: the chain’s reserves, the API’s numbers, a drawn price chart', async () => {
    const pool = info.pools.find((p) => p.a === 'TON' && p.b === 'aUSD' && p.fee_bps === 30)!;
    const groups = await apiGroups();
    const group = groups.find((g) => g.pools.some((p) => sameAddress(p.address, pool.address)))!;
    await page.goto(`${web}/app/pools/${pairHash(group.token_x.address, group.token_y.address)}`);
    const card = page.locator(
      `[data-pair-key="${groupKey(group)}"] [data-testid="pool-card"][data-fee-bps="30"]`,
    );
    await card.waitFor();
    // the best pool of the pair is marked, and it has the group's best APR
    const best = page.locator(
      `[data-pair-key="${groupKey(group)}"] [data-testid="pool-card"]:has([data-testid="pool-best"])`,
    );
    expect(await best.count()).toBe(1);
    expect(await best.getByTestId('pool-apr').innerText()).toBe(percentText(group.apr));
    // depth: three levels each way
    expect(await card.getByTestId('depth-up').count()).toBe(3);

    await card.getByTestId('pool-open').click();
    await page.getByTestId('pool-stats').waitFor();
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(
      `/app/pools/${toFriendlyAddress(pool.address)}`,
    );
    await expect
      .poll(
        async () => {
          const shown = [
            await page.getByTestId('pool-reserve-x').getAttribute('data-raw'),
            await page.getByTestId('pool-reserve-y').getAttribute('data-raw'),
          ];
          return JSON.stringify(shown) === JSON.stringify(await chainReserves(pool.address));
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await page.getByTestId('pool-fee-tier').innerText()).toContain('0.3%');
    // the money numbers are GET /pools/{address}'s
    await expect
      .poll(
        async () => {
          const { result } = (await (await fetch(`${api}/pools/${pool.address}`)).json()) as {
            result: { tvl: string; apr: string };
          };
          return (
            [
              await page.getByTestId('pool-tvl').innerText(),
              await page.getByTestId('pool-apr').innerText(),
            ].join(' ') === `${usdText(result.tvl)} ${percentText(result.apr)}`
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    // candles: the chart draws into a canvas of its frame's size
    const chart = page.getByTestId('pool-price-chart');
    await chart.locator('canvas').first().waitFor();
    expect(await chart.getAttribute('data-empty')).toBeNull();
    const box = await chart.locator('canvas').first().boundingBox();
    expect(box!.width).toBeGreaterThan(200);
    await page.getByTestId('chart-interval-24h').click();
    await expect.poll(() => page.getByTestId('pool-charts').getAttribute('data-interval')).toBe('24h');
    await chart.locator('canvas').first().waitFor();
    await page.getByTestId('pool-tvl-chart').locator('canvas').first().waitFor();
  });

  it('an address that is no pool, or no address, shows the not-found state', async () => {
    for (const address of ['not-an-address', info.wallets[0]!.friendly]) {
      await page.goto(`${web}/app/pools/${address}`);
      await page.getByTestId('pool-not-found').waitFor();
    }
  });

  it.each(VARIANTS)('screenshots: $language, $theme, $viewport', async ({ language, theme, viewport }) => {
    const shots = await browser.context({ language, theme, viewport });
    const shot = await shots.newPage();
    const errors: string[] = [];
    shot.on('pageerror', (error) => errors.push(error.message));
    try {
      const groups = await apiGroups();
      const tonUsd = groups.find((g) => g.pools.length > 1) ?? groups[0]!;
      await shot.goto(`${web}/app/pools/${pairHash(tonUsd.token_x.address, tonUsd.token_y.address)}`);
      await shot.getByTestId('pool-group-pools').waitFor();
      await shot.getByTestId('connect-wallet').waitFor();
      // the page's top with the opened group under it (the hash scrolled to the group)
      await shot.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(shot, `pools-list-${language}-${theme}-${viewport}`);

      const pool = tonUsd.pools[0]!;
      await shot.goto(`${web}/app/pools/${toFriendlyAddress(pool.address)}`);
      await shot.getByTestId('pool-stats').waitFor();
      await shot.getByTestId('pool-price-chart').locator('canvas').first().waitFor();
      await shot.getByTestId('connect-wallet').waitFor();
      await saveScreenshot(shot, `pool-detail-${language}-${theme}-${viewport}`);
      expect(errors).toEqual([]);
    } finally {
      await shots.close();
    }
  });
});
