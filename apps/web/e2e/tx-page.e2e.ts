import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectToMatchBaseline, settle, UPDATE_BASELINES } from './support/baseline';
import { type ContextOptions, fileBrowser } from './support/browser';
import { balances, devnetInfo, moveThePrice, swapTonFrom, toUnits, type DevnetInfo } from './support/chain';
import { fixContext, type Fixtures, loadFixtures, saveFixtures } from './support/replay';
import { saveScreenshot } from './support/screenshots';
import { stack } from './support/stack';
import { connectDevnetWallet, readToken } from './support/wallet';

// Issue 18 item 4, the readable transaction page /app/tx/{hash}: opened from the Activity panel's "View
// transaction" link, it names the operation and its result, shows the trace as a tree of named accounts with
// amounts, and after a refund says where the funds are, which the chain's balances must confirm. Then both
// pages as baselines (en/ru, light/dark, desktop), replayed from their own recorded answers.

/** The pages' recorded answers; `npm run test:update-screenshots` records them with the swaps below. */
const TX_FIXTURES_PATH = fileURLToPath(new URL('./baselines/tx-page-fixtures.json', import.meta.url));
/** The transactions the tests below made: what the baselines show when they are recorded. */
const made: { success?: string; refund?: string } = {};

/** The user's activity as the API has it (GET /users/events): how many events, and the newest's hash. */
async function newestEvent(api: string, page: Page): Promise<{ total: number; txHash: string | null }> {
  const token = (await readToken(page))!;
  const response = await fetch(`${api}/users/events?page=1&size=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    result: { events: { tx_hash: string }[] };
    page: { total: number };
  };
  return { total: body.page.total, txHash: body.result.events[0]?.tx_hash ?? null };
}

/**
 * Once the indexer has the new event, the Activity tab of the wallet panel, and its newest row's "View
 * transaction" link followed; returns the hash it opened.
 */
async function openNewestTransaction(api: string, page: Page, before: number): Promise<string> {
  await expect
    .poll(async () => (await newestEvent(api, page)).total, { timeout: 60_000 })
    .toBeGreaterThan(before);
  const { txHash } = await newestEvent(api, page);
  await page.getByTestId('wallet-address').click();
  await page.getByTestId('wallet-panel-toggle').click();
  await page.getByTestId('wallet-panel').waitFor();
  await page.getByTestId('wallet-tab-activity').click();
  const link = page.getByTestId('activity-item').first().getByTestId('activity-tx-link');
  const href = (await link.getAttribute('href', { timeout: 20_000 }))!;
  expect(href).toBe(`/app/tx/${txHash}`);
  await link.click();
  await page.getByTestId('page-tx').waitFor();
  expect(new URL(page.url()).pathname).toBe(href);
  await page.getByTestId('tx-steps').waitFor({ timeout: 30_000 });
  return href.split('/').pop()!;
}

/** Each step of the tree: its account's name and what its message carried. */
async function stepsOf(page: Page): Promise<{ name: string; amounts: string }[]> {
  return page.getByTestId('tx-step').evaluateAll((items) =>
    items.map((item) => ({
      name: item.querySelector('[data-testid="tx-step-name"]')!.textContent!,
      amounts: item.querySelector('[data-testid="tx-step-amounts"]')!.textContent!,
    })),
  );
}

describe('the transaction page', () => {
  const { web, api, devnet } = stack();
  let info: DevnetInfo;
  const browser = fileBrowser();
  const token = (symbol: string) => info.tokens.find((t) => t.symbol === symbol)!;
  const wallet = (name: string) => info.wallets.find((w) => w.name === name)!;

  async function signedIn(account: string): Promise<Page> {
    const context = await browser.context({ viewport: 'desktop' });
    const page = await context.newPage();
    await page.goto(`${web}/app/swap/`);
    await page.getByTestId('swap-form').waitFor();
    await connectDevnetWallet(page, account);
    return page;
  }

  beforeAll(async () => {
    info = await devnetInfo(devnet);
  });

  it("a successful swap's page: the operation, the result, and the steps with amounts and named accounts", async () => {
    const carol = wallet('carol');
    const aUsd = token('aUSD');
    const pool = info.pools.find((p) => p.a === 'TON' && p.b === 'aUSD' && p.fee_bps === 30)!;
    const page = await signedIn('carol');
    const before = await balances(devnet, carol.address);
    const events = (await newestEvent(api, page)).total;
    await swapTonFrom(devnet, carol, { pool: pool.address, jetton: aUsd.address, amountTon: '5' });
    await expect
      .poll(async () => (await balances(devnet, carol.address)).aUSD ?? 0n, { timeout: 30_000 })
      .toBeGreaterThan(before.aUSD ?? 0n);
    const bought = (await balances(devnet, carol.address)).aUSD! - (before.aUSD ?? 0n);

    made.success = await openNewestTransaction(api, page, events);
    expect(await page.getByTestId('tx-operation').innerText()).toBe('Swap');
    expect(await page.getByTestId('tx-outcome').innerText()).toBe('Success');
    // what the page says arrived is what the chain credited
    const received = await page.getByTestId('tx-received').innerText();
    const [, amount] = /Received in your wallet: ([\d.,\s\u00a0\u202f]+) aUSD/.exec(received)!;
    expect(toUnits(amount!, aUsd.decimals)).toBe(bought);

    const steps = await stepsOf(page);
    const names = steps.map((s) => s.name);
    expect(names[0]).toBe('Your wallet');
    expect(names).toContain('Pool TON/aUSD');
    expect(names).toContain("The pool's aUSD jetton wallet");
    // the wallet's message to the pool carries the 5 TON and its gas
    const toPool = steps.find((s) => s.name === 'Pool TON/aUSD')!;
    expect(toUnits(/([\d.]+) TON/.exec(toPool.amounts)![1]!, 9)).toBeGreaterThan(toUnits('5', 9));
    // the aUSD reaches the user's jetton wallet, in the amount bought
    const payout = steps.find((s) => s.name === 'Your aUSD jetton wallet')!;
    expect(payout.amounts).toContain(`${amount!.trim()} aUSD`);
    // a tree: the pool's step sits under the wallet's
    expect(await page.locator('[data-testid="tx-step"] [data-testid="tx-step"]').count()).toBe(
      steps.length - 1,
    );
    // the devnet has no public explorer
    expect(await page.getByTestId('tx-explorer-link').count()).toBe(0);
    await saveScreenshot(page, 'tx-page-swap-en-light-desktop');
  });

  it("the transaction page shows a refunded swap's funds back in the wallet", async () => {
    const [erin, alice] = [wallet('erin'), wallet('alice')];
    const reef = token('REEF');
    const pool = info.pools.find((p) => p.a === 'TON' && p.b === 'REEF')!;
    const page = await signedIn('erin');
    await page.getByTestId('swap-token-to').click();
    await page.getByTestId('token-option-REEF').click();
    await page.locator('#swap-amount-from').fill('10');
    const button = page.getByTestId('swap-button');
    await expect.poll(() => button.innerText(), { timeout: 20_000 }).toBe('Swap');
    const before = await balances(devnet, erin.address);
    const events = (await newestEvent(api, page)).total;

    await button.click();
    const dialog = page.getByTestId('devnet-wallet-approve-dialog');
    await dialog.waitFor({ timeout: 20_000 });
    // while erin's wallet asks, alice moves the price far beyond the quote's slippage tolerance
    await moveThePrice(devnet, alice, {
      pool: pool.address,
      jetton: reef.address,
      symbol: 'REEF',
      amountTon: '3000',
    });
    await dialog.getByTestId('devnet-wallet-approve').click();
    await page.getByTestId('swap-refund').waitFor({ timeout: 60_000 });
    // the status modal links the same readable page
    expect(await page.getByTestId('tx-modal-view').getAttribute('href')).toMatch(/^\/app\/tx\/[0-9a-f]{64}$/);
    await page.getByTestId('tx-modal').getByRole('button').last().click();

    made.refund = await openNewestTransaction(api, page, events);
    expect(await page.getByTestId('tx-operation').innerText()).toBe('Swap');
    expect(await page.getByTestId('tx-outcome').innerText()).toBe('Refunded');
    expect(await page.getByTestId('tx-funds-back').innerText()).toBe('Back in your wallet: 10 TON');
    expect(await page.getByTestId('tx-funds-reason').innerText()).toBe(
      'Reason: the price moved beyond your slippage tolerance',
    );
    // the refund leaves the pool for the wallet: the last steps return to "Your wallet"
    const steps = await stepsOf(page);
    expect(steps.map((s) => s.name)).toContain('Pool TON/REEF');
    expect(steps.filter((s) => s.name === 'Your wallet').length).toBeGreaterThan(1);

    // and the chain agrees: nothing bought, the 10 TON back, only network fees spent
    const after = await balances(devnet, erin.address);
    expect(after.REEF ?? 0n).toBe(before.REEF ?? 0n);
    const spent = before.TON! - after.TON!;
    expect(spent > 0n && spent < toUnits('1', 9)).toBe(true);
    await saveScreenshot(page, 'tx-page-refund-en-light-desktop');
  });

  it('an unknown hash says not found; a malformed one says so without asking the chain', async () => {
    const context = await browser.context({ viewport: 'desktop', language: 'ru' });
    const page = await context.newPage();
    await page.goto(`${web}/app/tx/${'0'.repeat(64)}`);
    await page.getByTestId('tx-not-found').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('tx-not-found').innerText()).toBe(
      'Транзакция с таким хешем в сети не найдена.',
    );

    const traces: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v2/traces/')) traces.push(request.url());
    });
    await page.goto(`${web}/app/tx/not-a-hash`);
    await page.getByTestId('tx-malformed').waitFor();
    expect(await page.getByTestId('tx-malformed').innerText()).toContain('«not-a-hash» — не хеш транзакции');
    expect(traces).toEqual([]);
  });
});

describe('transaction page baselines', () => {
  const { web, api, devnet } = stack();
  let fixtures: Fixtures;

  beforeAll(() => {
    if (!UPDATE_BASELINES) {
      fixtures = loadFixtures(TX_FIXTURES_PATH);
      return;
    }
    if (!made.success || !made.refund)
      throw new Error('the swaps above must run first to record the baselines');
    fixtures = {
      time: Math.floor(Date.now() / 60_000) * 60_000,
      meta: { success: made.success, refund: made.refund },
      responses: {},
    };
  });
  afterAll(() => {
    if (UPDATE_BASELINES) saveFixtures(fixtures, TX_FIXTURES_PATH);
  });
  // after the hook above: its own closes first, so the fixtures are saved once every page is closed
  const browser = fileBrowser();

  const VARIANTS = (['en', 'ru'] as const).flatMap((language) =>
    (['light', 'dark'] as const).map((theme) => ({ language, theme, viewport: 'desktop' as const })),
  );

  it.each(VARIANTS)('the success and the refund pages, $language $theme', async (options: ContextOptions) => {
    const context = await browser.context(options);
    const missing = await fixContext(context, fixtures, { api, devnet, web }, UPDATE_BASELINES);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const suffix = `${options.language}-${options.theme}-desktop`;
    // no wallet connected: the sender's accounts read as the sender's
    for (const [kind, outcome] of [
      ['success', 'tx-received'],
      ['refund', 'tx-funds-back'],
    ] as const) {
      await page.goto(`${web}/app/tx/${fixtures.meta[kind]}`);
      await page.getByTestId(outcome).waitFor({ timeout: 30_000 });
      await settle(page);
      await expectToMatchBaseline(page, `tx-page-${kind}-${suffix}`);
    }
    expect(missing, 'requests without a fixture: run `npm run test:update-screenshots`').toEqual([]);
    expect(errors).toEqual([]);
  });
});
