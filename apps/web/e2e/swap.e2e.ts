import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileBrowser } from './support/browser';
import { balances, devnetInfo, moveThePrice, toUnits, type DevnetInfo } from './support/chain';
import { saveScreenshot } from './support/screenshots';
import { stack } from './support/stack';
import { connectDevnetWallet, readToken } from './support/wallet';

// Issue 6, the swap page: TON → jetton and jetton → jetton (status modal pending → confirmed, balances
// change by the quoted amounts, the API's activity lists the swap), a swap rejected in the wallet
// ('Transaction canceled' toast, nothing spent) and a swap whose min_out cannot be met (refunded, and the
// modal says so). Each test uses its own demo wallet, so the order does not matter. The market is off:
// nothing but these tests moves the pools.

type Statuses = { __txStatuses?: string[] };

/** Records every status the transaction modal shows, however briefly. */
async function recordTxStatuses(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as Statuses).__txStatuses = seen;
    const record = () => {
      const status = document
        .querySelector('[data-testid="tx-modal"] [data-status]')
        ?.getAttribute('data-status');
      if (status && seen[seen.length - 1] !== status) seen.push(status);
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-status'],
    });
  });
}
const txStatuses = (page: Page) => page.evaluate(() => (window as unknown as Statuses).__txStatuses ?? []);
const finalStatus = (page: Page) =>
  page
    .locator('[data-testid="tx-modal"] [data-status]')
    .getAttribute('data-status', { timeout: 1000 })
    .catch(() => null);

async function pickToken(page: Page, side: 'from' | 'to', symbol: string): Promise<void> {
  await page.getByTestId(`swap-token-${side}`).click();
  await page.getByTestId(`token-option-${symbol}`).click();
  await expect.poll(() => page.getByTestId(`swap-token-${side}`).innerText()).toContain(symbol);
}

/** Fills the amount in, waits for the quote and the enabled Swap button; returns the quoted amount out. */
async function enterAmount(page: Page, amount: string): Promise<string> {
  await page.locator('#swap-amount-from').fill(amount);
  await expect.poll(() => page.locator('#swap-amount-to').inputValue(), { timeout: 20_000 }).toMatch(/\d/);
  const button = page.getByTestId('swap-button');
  await expect.poll(() => button.innerText(), { timeout: 20_000 }).toBe('Swap');
  expect(await button.isEnabled()).toBe(true);
  return page.locator('#swap-amount-to').inputValue();
}

/** The last decimal place the UI showed: the tolerance when comparing a quote with the chain. */
function displayStep(text: string, decimals: number): bigint {
  const shown = text.split('.')[1]?.length ?? 0;
  return 10n ** BigInt(Math.max(0, decimals - shown));
}

async function clickSwapAndWalletDialog(page: Page) {
  await page.getByTestId('swap-button').click();
  const dialog = page.getByTestId('devnet-wallet-approve-dialog');
  await dialog.waitFor({ timeout: 20_000 });
  return dialog;
}

describe('swap', () => {
  const { web, api, devnet } = stack();
  let info: DevnetInfo;
  const browser = fileBrowser();

  const token = (symbol: string) => info.tokens.find((t) => t.symbol === symbol)!;
  const wallet = (name: string) => info.wallets.find((w) => w.name === name)!;

  async function openSwap(account: string): Promise<Page> {
    const context = await browser.context({ viewport: 'desktop' });
    const page = await context.newPage();
    await page.goto(`${web}/app/swap/`);
    await page.getByTestId('swap-form').waitFor();
    await connectDevnetWallet(page, account);
    return page;
  }

  beforeAll(async () => {
    info = await devnetInfo(devnet);
    const context = await browser.context();
    const page = await context.newPage();
    await page.goto(`${web}/app/swap/`);
    await page.getByTestId('page-swap').waitFor();
    // the swap page must render its form: a missing form fails every test below, never skips it
    await page.getByTestId('swap-form').waitFor();
    await context.close();
  });

  it('TON → aUSD: pending → confirmed, balances move by the quote, the activity panel lists it', async () => {
    const bob = wallet('bob');
    const aUsd = token('aUSD');
    const page = await openSwap('bob');
    await pickToken(page, 'to', 'aUSD');
    const quoted = await enterAmount(page, '10');
    const before = await balances(devnet, bob.address);

    await recordTxStatuses(page);
    const dialog = await clickSwapAndWalletDialog(page);
    await saveScreenshot(page, 'swap-wallet-confirm-en-light-desktop');
    await dialog.getByTestId('devnet-wallet-approve').click();
    await expect.poll(() => finalStatus(page), { timeout: 60_000 }).toBe('confirmed');
    expect(await txStatuses(page)).toEqual(['pending', 'confirmed']);
    // the 'waiting' toast ended with the transaction: never beside 'Swap completed'
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Transaction sent' }).count()).toBe(0);
    expect(await page.getByTestId('tx-modal').innerText()).toContain('Swap completed');
    await saveScreenshot(page, 'swap-confirmed-en-light-desktop');

    const after = await balances(devnet, bob.address);
    // the form cleared (no second swap one click away) and shows the chain's new balances
    expect(await page.locator('#swap-amount-from').inputValue()).toBe('');
    expect(await page.getByTestId('swap-button').innerText()).toBe('Enter an amount');
    expect(await page.getByTestId('swap-button').isDisabled()).toBe(true);
    const shownBalance = (side: 'from' | 'to', decimals: number) => async () =>
      toUnits(
        (await page.getByTestId(`swap-field-${side}`).locator('.swap-field__balance').innerText())
          .replace(/^Balance: /, '')
          .replace(/Max$/, ''),
        decimals,
      );
    await expect.poll(shownBalance('to', aUsd.decimals), { timeout: 20_000 }).toBe(after.aUSD);
    await expect.poll(shownBalance('from', 9), { timeout: 20_000 }).toBe((after.TON! / 1000n) * 1000n); // shown to 6 places, rounded down
    const received = after.aUSD! - before.aUSD!;
    const expected = toUnits(quoted, aUsd.decimals);
    const step = displayStep(quoted, aUsd.decimals);
    expect(received >= expected - step && received <= expected + step).toBe(true);
    const spent = before.TON! - after.TON!;
    expect(spent > toUnits('10', 9) && spent < toUnits('10.5', 9)).toBe(true); // 10 TON + network fees

    // the activity (API /users/events for the signed-in wallet) shows the swap
    const auth = await readToken(page);
    await expect
      .poll(
        async () => {
          const response = await fetch(`${api}/users/events?page=1&size=10`, {
            headers: { authorization: `Bearer ${auth}` },
          });
          return JSON.stringify(await response.json());
        },
        { timeout: 30_000 },
      )
      .toMatch(/swap/i);

    // and the wallet panel's activity tab shows it as the user reads it: 10 TON in, the received aUSD out
    await page.getByTestId('tx-modal').getByRole('button').last().click();
    await page.getByTestId('tx-modal').waitFor({ state: 'detached' });
    await page.getByTestId('wallet-address').click();
    await page.getByTestId('wallet-panel-toggle').click();
    await page.getByTestId('wallet-tab-activity').click();
    const newest = page.getByTestId('activity-item').first();
    await expect
      .poll(() => newest.getByTestId('activity-amounts').innerText(), { timeout: 30_000 })
      .toMatch(/^10 TON → [\d,.]+ aUSD$/);
    const shown = (await newest.getByTestId('activity-amounts').innerText())
      .split('→ ')[1]!
      .replace(/[ ,]|aUSD/g, '');
    expect(toUnits(shown, aUsd.decimals)).toBe(received);
  });

  /** Carol's swap form set to aUSD → `to`. */
  async function carolFromUsd(to: string) {
    const page = await openSwap('carol');
    await pickToken(page, 'from', 'aUSD');
    await pickToken(page, 'to', to);
    return { carol: wallet('carol'), aUsd: token('aUSD'), out: token(to), page };
  }

  /** Swap → approve in the wallet → the modal goes pending → confirmed. */
  async function swapAndConfirm(page: Page): Promise<void> {
    await recordTxStatuses(page);
    const dialog = await clickSwapAndWalletDialog(page);
    await dialog.getByTestId('devnet-wallet-approve').click();
    await expect.poll(() => finalStatus(page), { timeout: 60_000 }).toBe('confirmed');
    expect(await txStatuses(page)).toEqual(['pending', 'confirmed']);
  }

  it('aUSD → ATL: pending → confirmed, both balances move by the quote', async () => {
    const { carol, aUsd, out: atl, page } = await carolFromUsd('ATL');
    const quoted = await enterAmount(page, '50');
    const before = await balances(devnet, carol.address);
    await swapAndConfirm(page);

    const after = await balances(devnet, carol.address);
    expect(before.aUSD! - after.aUSD!).toBe(toUnits('50', aUsd.decimals));
    const received = after.ATL! - before.ATL!;
    const expected = toUnits(quoted, atl.decimals);
    const step = displayStep(quoted, atl.decimals);
    expect(received >= expected - step && received <= expected + step).toBe(true);
  });

  it('exact out: typed into "You receive", exactly that arrives and the unused input comes back', async () => {
    // aUSD → aBTC: only direct pools trade the pair, and an exact-out swap is exact on a single hop
    const { carol, aUsd, out: aBtc, page } = await carolFromUsd('aBTC');
    await page.locator('#swap-amount-to').fill('0.0015');
    await expect
      .poll(() => page.locator('#swap-amount-from').inputValue(), { timeout: 20_000 })
      .toMatch(/\d/);
    await expect.poll(() => page.getByTestId('swap-button').innerText(), { timeout: 20_000 }).toBe('Swap');
    const quotedIn = toUnits(await page.locator('#swap-amount-from').inputValue(), aUsd.decimals);
    // the details name the most that can be sold (the quote plus the slippage tolerance): that is what is sent
    const limit = await page.getByTestId('swap-limit').innerText();
    expect(limit).toMatch(/ aUSD$/);
    const maxSold = toUnits(limit.replace(/ aUSD$/, ''), aUsd.decimals);
    expect(maxSold).toBeGreaterThan(quotedIn);
    const before = await balances(devnet, carol.address);
    await swapAndConfirm(page);

    // exactly the typed amount arrives, and only the quoted input is gone: the rest of the maximum came back
    await expect
      .poll(async () => ((await balances(devnet, carol.address)).aBTC ?? 0n) - (before.aBTC ?? 0n), {
        timeout: 30_000,
      })
      .toBe(toUnits('0.0015', aBtc.decimals));
    await expect
      .poll(async () => before.aUSD! - (await balances(devnet, carol.address)).aUSD!, { timeout: 30_000 })
      .toBe(quotedIn);
  });

  it("rejecting in the wallet: a 'Transaction canceled' toast and nothing spent", async () => {
    const dave = wallet('dave');
    const page = await openSwap('dave');
    await pickToken(page, 'to', 'aUSD');
    await enterAmount(page, '5');
    const before = await balances(devnet, dave.address);

    const dialog = await clickSwapAndWalletDialog(page);
    await dialog.getByTestId('devnet-wallet-reject').click();
    const toast = page.getByRole('status').filter({ hasText: 'Transaction canceled' });
    await toast.waitFor({ timeout: 20_000 });
    await saveScreenshot(page, 'swap-canceled-en-light-desktop');
    expect(await page.getByTestId('tx-modal').count()).toBe(0);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await balances(devnet, dave.address)).toEqual(before);
  });

  it('an amount far above the balance says "Insufficient TON balance", not the impact or the rate', async () => {
    const page = await openSwap('dave');
    await pickToken(page, 'to', 'aBTC');
    const tonBalance = (await balances(devnet, wallet('dave').address)).TON!;
    // a hundred times the balance, in whole TON
    await page.locator('#swap-amount-from').fill(((tonBalance / 10n ** 9n) * 100n).toString());
    const button = page.getByTestId('swap-button');
    await expect.poll(() => button.innerText(), { timeout: 20_000 }).toBe('Insufficient TON balance');
    expect(await button.isDisabled()).toBe(true);
    const form = await page.getByTestId('swap-form').innerText();
    expect(form).not.toMatch(/price impact/i);
    expect(form).not.toMatch(/Rate/);
    // within the balance, the quote comes back
    await page.locator('#swap-amount-from').fill('1');
    await expect.poll(() => button.innerText(), { timeout: 20_000 }).toBe('Swap');
    await expect.poll(() => page.getByTestId('swap-details').innerText()).toMatch(/1 TON = [\d.,<]+ aBTC/);
  });

  it.each([
    {
      language: 'en' as const,
      notANumber: /Enter a decimal number/,
      tooPrecise: 'aUSD has at most 6 decimal places.',
    },
    {
      language: 'ru' as const,
      notANumber: /Введите десятичное число/,
      tooPrecise: 'У aUSD не больше 6 знаков после точки.',
    },
  ])('the amount field keeps what was typed and says why it is not an amount ($language)', async (t) => {
    const context = await browser.context({ viewport: 'desktop', language: t.language });
    const page = await context.newPage();
    await page.goto(`${web}/app/swap/`);
    await page.getByTestId('swap-form').waitFor();
    const from = page.locator('#swap-amount-from');
    const hint = page.getByTestId('swap-amount-from-hint');
    for (const typed of ['1e5', '-3', '1.2.3']) {
      await from.fill('');
      await from.pressSequentially(typed);
      expect(await from.inputValue()).toBe(typed); // not 15, 3 or 1.23
      await expect.poll(() => hint.innerText()).toMatch(t.notANumber);
      expect(await from.getAttribute('aria-invalid')).toBe('true');
    }
    await from.fill('1,5');
    expect(await from.inputValue()).toBe('1.5');
    expect(await hint.count()).toBe(0);

    await pickToken(page, 'from', 'aUSD');
    await from.fill('');
    await from.pressSequentially('0.1234567');
    expect(await from.inputValue()).toBe('0.1234567');
    await expect.poll(() => hint.innerText()).toBe(t.tooPrecise);
    await context.close();
  });

  it('loading the swap page asks nothing that fails: TON is native, never looked up as a jetton', async () => {
    const context = await browser.context({ viewport: 'desktop' });
    const page = await context.newPage();
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${web}/app/swap/`);
    await page.getByTestId('swap-form').waitFor();
    await expect.poll(() => page.getByTestId('swap-token-from').innerText()).toContain('TON');
    await page.waitForLoadState('networkidle');
    await connectDevnetWallet(page, 'dave');
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    await context.close();
  });

  it('a swap whose min_out cannot be met is refunded, and the modal says so', async () => {
    const [erin, alice] = [wallet('erin'), wallet('alice')];
    const reef = token('REEF');
    const pool = info.pools.find((p) => p.a === 'TON' && p.b === 'REEF')!;
    const page = await openSwap('erin');
    await pickToken(page, 'to', 'REEF');
    await enterAmount(page, '10');
    const before = await balances(devnet, erin.address);

    await recordTxStatuses(page);
    const dialog = await clickSwapAndWalletDialog(page);
    // while erin's wallet asks, alice sells 3,000 TON into the same pool (~10% of its TON side): the
    // price moves far beyond the 1% slippage tolerance the quote's min_out allows
    await moveThePrice(devnet, alice, {
      pool: pool.address,
      jetton: reef.address,
      symbol: 'REEF',
      amountTon: '3000',
    });

    await dialog.getByTestId('devnet-wallet-approve').click();
    await expect.poll(() => finalStatus(page), { timeout: 60_000 }).toBe('failed');
    const refund = page.getByTestId('swap-refund');
    await refund.waitFor({ timeout: 30_000 });
    const text = await refund.innerText();
    expect(text).toMatch(/refunded/i);
    expect(text).toContain('slippage');
    await saveScreenshot(page, 'swap-refunded-en-light-desktop');

    const after = await balances(devnet, erin.address);
    expect(after.REEF).toBe(before.REEF); // nothing bought
    const spent = before.TON! - after.TON!;
    expect(spent > 0n && spent < toUnits('1', 9)).toBe(true); // the 10 TON came back, minus network fees
  });
});
