import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatUsd, parseUsd, toDecimalString } from '../src/lib/amounts';
import { type ContextOptions, fileBrowser, VARIANTS } from './support/browser';
import { devnetInfo, swapTonFrom, type DevnetInfo } from './support/chain';
import { saveScreenshot } from './support/screenshots';
import { stack } from './support/stack';
import { connectDevnetWallet, readToken } from './support/wallet';

// Issue 7, the wallet panel and its activity: real swaps sent from a demo wallet and indexed, then the
// activity tab shows them 10 at a time, loads the rest one page at a time, shows the API's USD values and
// exports every event as CSV. Other test files may have left events on the wallet: the checks compare
// with what the API answers now, never with a count assumed from a fresh wallet.

const ACCOUNT = 'dave';
const SWAP_TON = '0.5';

interface ApiEvent {
  type: string;
  tx_hash: string;
  token_x: string;
  token_y: string;
  is_x?: boolean;
  amount_in?: string;
  amount_out?: string;
  amount_in_usd?: string;
  amount_out_usd?: string;
  amount_x_usd?: string;
  amount_y_usd?: string;
}
interface ApiPage {
  result: { events: ApiEvent[]; tokens: { address: string; symbol: string; decimals: number }[] };
  page: { current: number; size: number; total: number };
}

async function userEvents(api: string, token: string, page = 1, size = 10): Promise<ApiPage> {
  const response = await fetch(`${api}/users/events?page=${page}&size=${size}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ApiPage;
}

async function walletSeqno(devnet: string, address: string): Promise<bigint> {
  const response = await fetch(`${devnet}/v2/blockchain/accounts/${address}/methods/seqno`);
  const body = (await response.json()) as { stack?: { num?: string }[] };
  return BigInt(body.stack?.[0]?.num ?? '0');
}

/** The USD line the list shows for an event: the API's values as money, '—' where one is missing. */
function expectedUsdLine(event: ApiEvent): string | null {
  const [first, second] =
    event.type === 'swap'
      ? [event.amount_in_usd, event.amount_out_usd]
      : [event.amount_x_usd, event.amount_y_usd];
  if (first === undefined && second === undefined) return null;
  const money = (value: string | undefined) => (value === undefined ? '—' : formatUsd(parseUsd(value)));
  const separator = event.type === 'swap' ? '→' : '+';
  return `${money(first)} ${separator} ${money(second)}`;
}

/** Opens the wallet panel from the address menu. */
async function openWalletPanel(page: Page): Promise<void> {
  await page.getByTestId('wallet-address').click();
  await page.getByTestId('wallet-panel-toggle').click();
  await page.getByTestId('wallet-panel').waitFor();
}

/** Counts the `/users/events` requests in flight at once, at their highest. */
function trackConcurrentEventLoads(page: Page, api: string): () => number {
  let running = 0;
  let highest = 0;
  const isEvents = (url: string) => url.startsWith(`${api}/users/events`);
  page.on('request', (request) => {
    if (request.method() !== 'GET' || !isEvents(request.url())) return;
    running++;
    highest = Math.max(highest, running);
  });
  const done = (url: string, method: string) => {
    if (method === 'GET' && isEvents(url)) running--;
  };
  page.on('requestfinished', (request) => done(request.url(), request.method()));
  page.on('requestfailed', (request) => done(request.url(), request.method()));
  return () => highest;
}

describe('wallet panel and activity', () => {
  const { web, api, devnet } = stack();
  let info: DevnetInfo;
  const browser = fileBrowser();

  async function signedInPage(options: ContextOptions = {}): Promise<Page> {
    const context = await browser.context(options);
    const page = await context.newPage();
    await page.goto(`${web}/app/swap/`);
    await page.getByTestId('page-swap').waitFor();
    const connectLabel = options.language === 'ru' ? 'Подключить кошелёк' : 'Connect wallet';
    await connectDevnetWallet(page, ACCOUNT, { connectLabel });
    return page;
  }

  beforeAll(async () => {
    info = await devnetInfo(devnet);
  });

  it('more than 10 swaps: 10 shown, the rest on load more, USD values and the CSV as the API has them', async () => {
    const wallet = info.wallets.find((entry) => entry.name === ACCOUNT)!;
    const aUsd = info.tokens.find((token) => token.symbol === 'aUSD')!;
    const pool = info.pools.find((entry) => entry.a === 'TON' && entry.b === 'aUSD')!;
    const page = await signedInPage();
    const token = (await readToken(page))!;
    const before = (await userEvents(api, token)).page.total;

    // real swaps on the chain, one wallet transaction each (the next waits for the seqno to move)
    const swaps = Math.max(3, 12 - before);
    for (let i = 0; i < swaps; i++) {
      const seqno = await walletSeqno(devnet, wallet.address);
      await swapTonFrom(devnet, wallet, { pool: pool.address, jetton: aUsd.address, amountTon: SWAP_TON });
      await expect
        .poll(() => walletSeqno(devnet, wallet.address), { timeout: 30_000, interval: 250 })
        .toBeGreaterThan(seqno);
    }
    // indexed: the API lists them all
    await expect
      .poll(async () => (await userEvents(api, token)).page.total, { timeout: 90_000, interval: 1000 })
      .toBeGreaterThanOrEqual(before + swaps);
    const first = await userEvents(api, token);
    const total = first.page.total;
    expect(total).toBeGreaterThan(10);

    const concurrentLoads = trackConcurrentEventLoads(page, api);
    await openWalletPanel(page);
    expect(await page.getByTestId('wallet-tab-assets').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('wallet-tab-activity').click();
    const items = page.getByTestId('activity-item');
    await expect.poll(() => items.count(), { timeout: 20_000 }).toBe(10);
    expect(await page.getByTestId('activity-total').getAttribute('data-total')).toBe(String(total));

    // the newest events are this test's swaps: 0.5 TON in, aUSD out (the input is token_x when is_x)
    const newest = await items.first().getByTestId('activity-amounts').innerText();
    expect(newest).toMatch(/^0\.5 TON → [\d,.]+ aUSD$/);
    // each event's USD values are the API's
    for (const [index, event] of first.result.events.entries()) {
      const usd = items.nth(index).getByTestId('activity-usd');
      const expected = expectedUsdLine(event);
      if (expected === null) expect(await usd.count()).toBe(0);
      else expect(await usd.innerText()).toBe(expected);
    }
    expect(
      first.result.events.filter((event) => event.type === 'swap' && event.amount_in_usd).length,
    ).toBeGreaterThan(0);

    // load more until the list ends: every event, once
    const loadMore = page.getByTestId('activity-load-more');
    while ((await items.count()) < total) {
      const shown = await items.count();
      if (await loadMore.isVisible()) await loadMore.click();
      await expect.poll(() => items.count(), { timeout: 20_000 }).toBeGreaterThan(shown);
    }
    expect(await items.count()).toBe(total);
    expect(await loadMore.count()).toBe(0);
    expect(concurrentLoads()).toBe(1);
    const allHashes = (await userEvents(api, token, 1, 100)).result.events.map((event) => event.tx_hash);
    const shownHashes = await items.evaluateAll((nodes) =>
      nodes.map((node) => node.querySelector('a')?.getAttribute('href')?.split('/').pop()),
    );
    expect(shownHashes).toEqual(allHashes);

    // the CSV: a header, then one line per event with exact amounts
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('activity-export').click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
    const lines = csv.split('\r\n').filter((line) => line !== '');
    expect(lines).toHaveLength(total + 1);
    expect(lines[0]).toBe(
      'time,type,success,refund_reason,pool,token_in,amount_in,amount_in_usd,token_out,amount_out,amount_out_usd,token_x,amount_x,amount_x_usd,token_y,amount_y,amount_y_usd,tx_hash,query_id,route',
    );
    const newestEvent = first.result.events[0]!;
    const fields = lines[1]!.split(',');
    expect(fields[1]).toBe('swap');
    expect(fields.slice(5, 11)).toEqual([
      'TON',
      '0.5',
      newestEvent.amount_in_usd ?? '',
      'aUSD',
      toDecimalString(BigInt(newestEvent.amount_out!), aUsd.decimals),
      newestEvent.amount_out_usd ?? '',
    ]);
    expect(fields[17]).toBe(newestEvent.tx_hash);
    await saveScreenshot(page, 'wallet-activity-loaded-en-light-desktop');

    // the positions tab (the liquidity feature's list) loads in the same panel
    await page.getByTestId('wallet-tab-positions').click();
    await page.locator('[data-testid="positions-list"], [data-testid="positions-empty"]').first().waitFor();

    // the panel closes from its button and toggles from the address menu
    await page.getByTestId('wallet-panel-close').click();
    expect(await page.getByTestId('wallet-panel').count()).toBe(0);
    await openWalletPanel(page);
    expect(await page.getByTestId('wallet-tab-assets').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('wallet-address').click();
    await page.getByTestId('wallet-panel-toggle').click();
    expect(await page.getByTestId('wallet-panel').count()).toBe(0);
  }, 240_000);

  it('a routed swap is one row with its route, counted once', async () => {
    const wallet = info.wallets.find((entry) => entry.name === ACCOUNT)!;
    const aUsd = info.tokens.find((token) => token.symbol === 'aUSD')!;
    const aBtc = info.tokens.find((token) => token.symbol === 'aBTC')!;
    const pool = info.pools.find((entry) => entry.a === 'TON' && entry.b === 'aUSD' && entry.fee_bps === 30)!;
    const page = await signedInPage();
    const token = (await readToken(page))!;
    const before = (await userEvents(api, token)).page.total;

    // TON → aUSD in one pool, then aUSD → aBTC in the next: one wallet transaction, one operation
    const seqno = await walletSeqno(devnet, wallet.address);
    const { queryId } = await swapTonFrom(devnet, wallet, {
      pool: pool.address,
      jetton: aUsd.address,
      amountTon: SWAP_TON,
      next: { jetton: aBtc.address, feeBps: 30 },
    });
    await expect
      .poll(() => walletSeqno(devnet, wallet.address), { timeout: 30_000, interval: 250 })
      .toBeGreaterThan(seqno);
    const routedOf = async () =>
      (await userEvents(api, token)).result.events.find(
        (event) => (event as ApiEvent & { query_id?: string }).query_id === queryId.toString(),
      ) as (ApiEvent & { route?: unknown[] }) | undefined;
    // indexed with both pools: the row carries its route
    await expect
      .poll(async () => (await routedOf())?.route?.length ?? 0, { timeout: 90_000, interval: 1000 })
      .toBe(2);
    const answer = await userEvents(api, token);
    expect(answer.page.total).toBe(before + 1);

    await openWalletPanel(page);
    await page.getByTestId('wallet-tab-activity').click();
    const items = page.getByTestId('activity-item');
    await items.first().waitFor({ timeout: 20_000 });
    expect(await items.first().getByTestId('activity-amounts').innerText()).toMatch(
      /^0\.5 TON → aUSD → [\d,.]+ aBTC$/,
    );
    expect(await page.getByTestId('activity-total').getAttribute('data-total')).toBe(String(before + 1));
  }, 180_000);

  it.each(VARIANTS)('screenshots: $language, $theme, $viewport', async ({ language, theme, viewport }) => {
    const page = await signedInPage({ language, theme, viewport });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const suffix = `${language}-${theme}-${viewport}`;

    await openWalletPanel(page);
    await page.getByTestId('asset-TON').waitFor({ timeout: 20_000 });
    await saveScreenshot(page, `wallet-assets-${suffix}`);

    await page.getByTestId('wallet-tab-activity').click();
    await page.getByTestId('activity-item').first().waitFor({ timeout: 20_000 });
    await saveScreenshot(page, `wallet-activity-${suffix}`);
    expect(errors).toEqual([]);
  });
});
