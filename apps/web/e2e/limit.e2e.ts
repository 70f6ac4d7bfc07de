import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileBrowser } from './support/browser';
import { devnetInfo, jettonBalances, swapTonFrom, tonBalance, type DevnetInfo } from './support/chain';
import { saveScreenshot } from './support/screenshots';
import { stack } from './support/stack';
import { connectDevnetWallet, readToken } from './support/wallet';

// Issue 15, the limit page against the whole stack: an order placed through the devnet wallet shows as a
// line on the pair's chart and as a row in the open orders (the indexer follows it once the API registered
// it), a cancelled order's TON comes back to the balance, and an order the market reaches after a scripted
// swap is filled by the stack's keeper, seen in the list and in Activity. dave signs; the market bots are off,
// so nothing moves the price but the test itself.

const ACCOUNT = 'dave';

const finalStatus = (page: Page) =>
  page
    .locator('[data-testid="tx-modal"] [data-status]')
    .getAttribute('data-status', { timeout: 1000 })
    .catch(() => null);

/** Waits for the status modal to confirm, then closes it. */
async function confirmInWallet(page: Page) {
  const dialog = page.getByTestId('devnet-wallet-approve-dialog');
  const refused = page.getByTestId('error-modal');
  // the app may refuse before the wallet is asked (an order code not pinned, not verified): say so
  await dialog.or(refused).first().waitFor({ timeout: 20_000 });
  if (await refused.isVisible()) throw new Error(`the app refused to send: ${await refused.innerText()}`);
  await dialog.getByTestId('devnet-wallet-approve').click();
  await expect.poll(() => finalStatus(page), { timeout: 60_000 }).toBe('confirmed');
  await page.getByTestId('tx-modal').getByRole('button').last().click();
  await page.getByTestId('tx-modal').waitFor({ state: 'detached' });
}

describe('limit orders', () => {
  const { web, api, devnet } = stack();
  const browser = fileBrowser();
  let info: DevnetInfo;
  const dave = () => info.wallets.find((w) => w.name === ACCOUNT)!;

  async function openLimit(): Promise<Page> {
    const context = await browser.context({ viewport: 'desktop' });
    const page = await context.newPage();
    await page.goto(`${web}/limit`);
    await page.getByTestId('limit-form').waitFor();
    await connectDevnetWallet(page, ACCOUNT);
    await page.getByTestId('swap-token-buy').click();
    await page.getByTestId('token-option-aUSD').click();
    await expect.poll(() => page.getByTestId('swap-token-buy').innerText()).toContain('aUSD');
    return page;
  }

  /** Sells `amount` TON for aUSD 10 % above the market; returns once the wallet confirmed it. */
  async function placeOrder(page: Page, amount: string) {
    await page.locator('#swap-amount-sell').fill(amount);
    await expect.poll(() => page.getByTestId('limit-market').innerText(), { timeout: 20_000 }).toMatch(/=/);
    await page.getByTestId('limit-price-step-10').click();
    const button = page.getByTestId('limit-button');
    await expect.poll(() => button.innerText(), { timeout: 20_000 }).toBe('Place order');
    await expect.poll(() => page.getByTestId('limit-fees-attached').innerText()).toMatch(/TON$/);
    await button.click();
    await confirmInWallet(page);
  }

  const openRows = (page: Page) => page.getByTestId('limit-orders').getByTestId('limit-order');

  beforeAll(async () => {
    info = await devnetInfo(devnet);
  });

  it('places an order: its line on the chart, its row in the open orders, and the API follows it', async () => {
    const page = await openLimit();
    await placeOrder(page, '3');
    await expect.poll(() => openRows(page).count(), { timeout: 30_000 }).toBe(1);
    await expect
      .poll(() => openRows(page).first().getAttribute('data-status'), { timeout: 30_000 })
      .toBe('open');
    // the form cleared once the wallet took the order: the current price and the order
    expect(await page.locator('#swap-amount-sell').inputValue()).toBe('');
    const chart = page.getByTestId('limit-price-chart');
    await expect.poll(() => chart.getAttribute('data-lines'), { timeout: 20_000 }).toBe('2');
    await chart.locator('canvas').first().waitFor();
    await saveScreenshot(page, 'limit-placed-en-light-desktop');

    const token = await readToken(page);
    const response = await fetch(`${api}/users/orders?status=active`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as {
      result: { orders: { address: string; sell_amount: string }[] };
    };
    expect(body.result.orders.map((o) => o.sell_amount)).toEqual(['3000000000']);
    expect(await openRows(page).first().getAttribute('data-address')).toBe(body.result.orders[0]!.address);
  });

  it('cancels an order: it moves to the history and its TON comes back', async () => {
    const page = await openLimit();
    const before = await tonBalance(devnet, dave().address);
    await placeOrder(page, '2');
    await expect.poll(() => openRows(page).count(), { timeout: 30_000 }).toBe(2);
    const placed = await tonBalance(devnet, dave().address);
    // 2 TON, the reward and the gas left the wallet
    expect(before - placed > 2_000_000_000n).toBe(true);

    const row = openRows(page).filter({ hasText: 'Filled 0 of 2 TON' });
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 30_000 }).toBe('open');
    await row.getByTestId('limit-order-cancel').click();
    await confirmInWallet(page);
    await expect.poll(() => openRows(page).count(), { timeout: 30_000 }).toBe(1);
    await page.getByTestId('limit-tab-history').click();
    await expect
      .poll(() => page.getByTestId('limit-order').first().getAttribute('data-status'), { timeout: 30_000 })
      .toBe('cancelled');

    // the 2 TON and the unspent reward are back: only network fees were spent
    const after = await tonBalance(devnet, dave().address);
    expect(after - placed > 2_000_000_000n).toBe(true);
    expect(before - after < 150_000_000n).toBe(true);
    await saveScreenshot(page, 'limit-history-en-light-desktop');
  });

  it('fills an order once a swap moves the price through it: filled in the list and in Activity', async () => {
    const page = await openLimit();
    // sell aUSD for TON, 1 % above what the pools pay now: picking aUSD as the sell token switches the pair
    await page.getByTestId('swap-token-sell').click();
    await page.getByTestId('token-option-aUSD').click();
    await expect.poll(() => page.getByTestId('swap-token-buy').innerText()).toContain('TON');
    await page.locator('#swap-amount-sell').fill('20');
    await expect.poll(() => page.getByTestId('limit-market').innerText(), { timeout: 20_000 }).toMatch(/=/);
    await page.getByTestId('limit-price-step-1').click();
    const button = page.getByTestId('limit-button');
    await expect.poll(() => button.innerText(), { timeout: 20_000 }).toBe('Place order');
    const usdBefore = (await jettonBalances(devnet, dave().address)).aUSD ?? 0n;
    await button.click();
    await confirmInWallet(page);
    const row = openRows(page).filter({ hasText: 'Filled 0 of 20 aUSD' });
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 30_000 }).toBe('open');
    const tonPlaced = await tonBalance(devnet, dave().address);

    // erin sells TON into the deeper-fee-tier pool: TON gets cheaper in aUSD, past the order's limit
    const erin = info.wallets.find((w) => w.name === 'erin')!;
    const usd = info.tokens.find((t) => t.symbol === 'aUSD')!.address;
    const pool = info.pools.find((p) => p.a === 'TON' && p.b === 'aUSD' && p.fee_bps === 5)!;
    await swapTonFrom(devnet, erin, { pool: pool.address, jetton: usd, amountTon: '1500' });

    // the keeper fills it; the list moves it to the history as filled
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(0);
    await page.getByTestId('limit-tab-history').click();
    const filled = page.getByTestId('limit-order').filter({ hasText: 'of 20 aUSD' }).first();
    await expect.poll(() => filled.getAttribute('data-status'), { timeout: 30_000 }).toBe('filled');
    // dave's 20 aUSD are gone and at least the limit's TON came in
    expect((await jettonBalances(devnet, dave().address)).aUSD).toBe(usdBefore - 20_000_000n);
    expect((await tonBalance(devnet, dave().address)) > tonPlaced).toBe(true);

    // Activity lists the order's steps, newest first
    await page.getByTestId('wallet-address').click();
    await page.getByTestId('wallet-panel-toggle').click();
    await page.getByTestId('wallet-tab-activity').click();
    const items = page.getByTestId('activity-item');
    await expect
      .poll(() => items.first().getAttribute('data-type'), { timeout: 30_000 })
      .toBe('limit_order_filled');
    expect(await items.first().innerText()).toContain('Limit order filled');
    expect(await items.first().getByTestId('activity-amounts').innerText()).toMatch(
      /^20 aUSD → [\d,.]+ TON$/,
    );
    await saveScreenshot(page, 'limit-filled-activity-en-light-desktop');
  });
});
