import { Address } from '@ton/core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ContextOptions, fileBrowser, VARIANTS } from './support/browser';
import { devnetInfo, type DevnetInfo } from './support/chain';
import { saveScreenshot } from './support/screenshots';
import { stack } from './support/stack';

// Issue 7, search and token price: the header search on desktop (popover) and on phones (full-screen
// drawer that navigates after its closing transition) finds tokens and pool groups and lands on their pages;
// the swap page shows the selected token's price (as GET /v1/jettons/{address}/price says), chart and markets.
// Nothing here sends a transaction, so the shared wallets and pools are left as they are.

/** The bounceable user-friendly form the app writes in URLs. */
const bounceable = (address: string) => Address.parse(address).toString({ bounceable: true, urlSafe: true });

interface WireGroup {
  token_x: { address: string; symbol: string };
  token_y: { address: string; symbol: string };
}
interface WirePrice {
  value: string;
  decimals: number;
}

/** A displayed price ("$1,234.50", "0.0001234 TON") as a number, and the value of its last shown digit. */
function shownNumber(text: string): { value: number; step: number } {
  const digits = /[\d,]+(\.\d+)?/.exec(text)?.[0] ?? '';
  const fraction = digits.split('.')[1]?.length ?? 0;
  return { value: Number(digits.replace(/,/g, '')), step: 10 ** -fraction };
}

describe('search and token price', () => {
  const { web, api, devnet } = stack();
  let info: DevnetInfo;
  let groups: WireGroup[];
  const browser = fileBrowser();

  const token = (symbol: string) => info.tokens.find((t) => t.symbol === symbol)!;
  const groupOf = (a: string, b: string) =>
    groups.find((g) => [g.token_x.symbol, g.token_y.symbol].sort().join() === [a, b].sort().join())!;
  const pairHash = (group: WireGroup) =>
    `#${bounceable(group.token_x.address)}${bounceable(group.token_y.address)}`;

  async function open(path: string, options: ContextOptions = {}): Promise<Page> {
    const context = await browser.context(options);
    const page = await context.newPage();
    await page.goto(`${web}${path}`);
    await page.getByTestId('header').waitFor();
    return page;
  }

  async function typeInHeader(page: Page, query: string) {
    const field = page.getByTestId('search-field');
    await field.click();
    await field.fill(query);
    await page.getByTestId('search-popover').waitFor();
  }

  beforeAll(async () => {
    info = await devnetInfo(devnet);
    const response = await fetch(`${api}/pools/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // what the app asks: every pool, the unverified tokens' ones too (issue 18)
      body: JSON.stringify({ page: 1, size: 1000, sort: 'desc', sort_by: 'tvl', include_unverified: true }),
    });
    groups = ((await response.json()) as { result: WireGroup[] }).result;
  });

  it('desktop: a token symbol → its row in the tokens section → its swap page with it selected', async () => {
    const atl = token('ATL');
    const page = await open('/app/');
    await typeInHeader(page, 'ATL');
    const tokens = page.getByTestId('search-tokens');
    await tokens.getByTestId('search-token-ATL').waitFor();
    // TVL and volume without decimals (docs/product-spec.md §9)
    expect(await tokens.getByTestId('search-token-ATL').innerText()).toMatch(
      /TVL \$\d[\d,]* · Vol 24h \$\d[\d,]*$/m,
    );

    await tokens.getByTestId('search-token-ATL').click();
    await page.waitForURL(`${web}/app/swap/${bounceable(atl.address)}/null`);
    await expect.poll(() => page.getByTestId('swap-token-from').innerText()).toContain('ATL');
    expect(await page.getByTestId('search-popover').count()).toBe(0);
    expect(await page.getByTestId('search-field').inputValue()).toBe('');
  });

  it('desktop: a pair → its pool group → /app/pools with the pair hash', async () => {
    const group = groupOf('aUSD', 'aBTC');
    const page = await open('/app/swap/');
    await typeInHeader(page, 'aBTC aUSD');
    const pools = page.getByTestId('search-pools');
    const row = pools.getByTestId(`search-pool-${group.token_x.symbol}-${group.token_y.symbol}`);
    await row.waitFor();
    // the results follow the query through useDeferredValue: wait until they are the final query's
    await expect.poll(() => pools.locator('[data-testid^="search-pool-"]').count()).toBe(1);
    expect(await row.innerText()).toMatch(/TVL \$\d[\d,]*\n/);

    await row.click();
    await page.getByTestId('page-pools').waitFor();
    const url = new URL(page.url());
    expect(url.pathname.replace(/\/$/, '')).toBe('/app/pools');
    expect(url.hash).toBe(pairHash(group));
    expect(await page.getByTestId('search-popover').count()).toBe(0);
  });

  it('desktop: the keyboard alone: ArrowDown chooses the first token, ArrowUp wraps to the last pool, Enter opens it', async () => {
    const page = await open('/app/');
    await typeInHeader(page, 'ATL');
    const popover = page.getByTestId('search-popover');
    await popover.getByTestId('search-token-ATL').waitFor();
    const field = page.getByTestId('search-field');
    await field.press('ArrowDown');
    await expect
      .poll(() => popover.locator('[data-chosen]').getAttribute('data-testid'))
      .toBe('search-token-ATL');
    await field.press('ArrowUp');
    const last = popover.locator('[data-testid^="search-pool-"]').last();
    const lastId = (await last.getAttribute('data-testid'))!;
    await expect.poll(() => popover.locator('[data-chosen]').getAttribute('data-testid')).toBe(lastId);
    const [x, y] = lastId.replace('search-pool-', '').split('-') as [string, string];
    await field.press('Enter');
    await page.getByTestId('page-pools').waitFor();
    const url = new URL(page.url());
    expect(url.pathname.replace(/\/$/, '')).toBe('/app/pools');
    expect(url.hash).toBe(pairHash(groupOf(x, y)));
    expect(await page.getByTestId('search-popover').count()).toBe(0);
  });

  it("desktop: 'no pools found' for nonsense, and Escape closes the popover", async () => {
    const page = await open('/app/');
    await typeInHeader(page, 'qqzzxxvvyy');
    await page.getByTestId('search-no-pools').waitFor();
    expect(await page.getByTestId('search-no-pools').innerText()).toBe('No pools found');
    expect(await page.getByTestId('search-no-tokens').innerText()).toBe('No tokens found');

    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('search-popover').count()).toBe(0);
    expect(await page.getByTestId('search-field').inputValue()).toBe('qqzzxxvvyy');
    // typing again reopens it
    await page.getByTestId('search-field').press('Backspace');
    await page.getByTestId('search-popover').waitFor();
  });

  it('mobile: the drawer from the header button; a token opens its swap page once the drawer has closed', async () => {
    const atl = token('ATL');
    const page = await open('/app/', { viewport: 'mobile' });
    expect(await page.getByTestId('search-field').isVisible()).toBe(false);
    // with motion, so the closing transition really runs before the navigation
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.getByTestId('search-button').click();
    await page.getByTestId('search-drawer').waitFor();
    await page.getByTestId('search-drawer-input').fill('ATL');
    const row = page.getByTestId('search-drawer').getByTestId('search-token-ATL');
    await row.waitFor();

    // when the router navigates, the drawer has been closing for its whole transition (200 ms)
    await page.evaluate(() => {
      const w = window as unknown as { __clickAt?: number; __pushed?: { closing: boolean; after: number } };
      document.addEventListener('click', () => (w.__clickAt = performance.now()), {
        capture: true,
        once: true,
      });
      const push = history.pushState.bind(history);
      history.pushState = (...args: Parameters<History['pushState']>) => {
        const drawer = document.querySelector('[data-testid="search-drawer"]');
        w.__pushed ??= {
          closing: drawer?.classList.contains('search-drawer--closing') ?? false,
          after: performance.now() - (w.__clickAt ?? 0),
        };
        push(...args);
      };
    });
    await row.click();
    await page.waitForURL(`${web}/app/swap/${bounceable(atl.address)}/null`);
    await expect.poll(() => page.getByTestId('search-drawer').count()).toBe(0);
    const pushed = await page.evaluate(
      () => (window as unknown as { __pushed?: { closing: boolean; after: number } }).__pushed,
    );
    expect(pushed?.closing).toBe(true);
    expect(pushed?.after).toBeGreaterThanOrEqual(150);
    await expect.poll(() => page.getByTestId('swap-token-from').innerText()).toContain('ATL');
  });

  it('mobile: a pool group opens /app/pools with the pair hash, drawer gone', async () => {
    const group = groupOf('TON', 'ATL');
    const page = await open('/app/', { viewport: 'mobile' });
    await page.getByTestId('search-button').click();
    await page.getByTestId('search-drawer-input').fill('TON/ATL');
    const row = page.getByTestId(`search-pool-${group.token_x.symbol}-${group.token_y.symbol}`);
    await row.click();
    await page.getByTestId('page-pools').waitFor();
    expect(new URL(page.url()).hash).toBe(pairHash(group));
    expect(await page.getByTestId('search-drawer').count()).toBe(0);
  });

  it('swap page: the markets panel shows the price the public price API gives, and the markets', async () => {
    const atl = token('ATL');
    const address = bounceable(atl.address);
    const page = await open(`/app/swap/${address}/null`);
    const panel = page.getByTestId('markets-panel');
    await panel.getByTestId('markets-price-usd').waitFor({ timeout: 20_000 });

    const price = (await (await fetch(`${api}/v1/jettons/${address}/price`)).json()) as {
      usd: { price: WirePrice };
      ton: { price: WirePrice };
    };
    const exact = (p: WirePrice) => Number(p.value) / 10 ** p.decimals;
    for (const [testId, wire] of [
      ['markets-price-usd', price.usd.price],
      ['markets-price-ton', price.ton.price],
    ] as const) {
      const shown = shownNumber(await panel.getByTestId(testId).innerText());
      expect(exact(wire)).toBeGreaterThan(0);
      // shown rounded down to its last digit
      expect(exact(wire) - shown.value).toBeGreaterThanOrEqual(-1e-12);
      expect(exact(wire) - shown.value).toBeLessThan(shown.step);
    }

    const markets = (await (await fetch(`${api}/v1/jettons/${address}/markets?limit=20`)).json()) as {
      markets: Array<{ poolAddress: string }>;
    };
    await expect
      .poll(() => panel.locator('.market-row').count(), { timeout: 20_000 })
      .toBe(markets.markets.length);
    const links = await panel
      .getByTestId('market-pool-link')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
    expect(links.sort()).toEqual(
      markets.markets.map((m) => `/app/pools/${bounceable(m.poolAddress)}`).sort(),
    );
    await panel.getByTestId('markets-chart').waitFor();
  });

  it.each(VARIANTS)('screenshots: $language, $theme, $viewport', async ({ language, theme, viewport }) => {
    const page = await open('/app/', { language, theme, viewport });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const suffix = `${language}-${theme}-${viewport}`;
    if (viewport === 'desktop') {
      await typeInHeader(page, 'ATL');
      await page.getByTestId('search-token-ATL').waitFor();
      await page.getByTestId('search-pools').locator('[data-testid^="search-pool-"]').first().waitFor();
      await saveScreenshot(page, `search-popover-${suffix}`);
    } else {
      await page.getByTestId('search-button').click();
      await page.getByTestId('search-drawer-input').fill('ATL');
      await page.getByTestId('search-token-ATL').waitFor();
      await page.getByTestId('search-pools').locator('[data-testid^="search-pool-"]').first().waitFor();
      await saveScreenshot(page, `search-drawer-${suffix}`);
    }

    await page.goto(`${web}/app/swap/${bounceable(token('ATL').address)}/null`);
    const panel = page.getByTestId('markets-panel');
    await panel.getByTestId('markets-price-usd').waitFor({ timeout: 20_000 });
    await panel.locator('.market-row').first().waitFor({ timeout: 20_000 });
    await page.getByTestId('connect-wallet').waitFor();
    await panel.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `swap-markets-${suffix}`);
    expect(errors).toEqual([]);
  });
});
