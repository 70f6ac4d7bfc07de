import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileBrowser, type ContextOptions } from './support/browser';
import {
  balances,
  devnetInfo,
  moveThePrice,
  toUnits,
  transferJettonFrom,
  type DevnetInfo,
} from './support/chain';
import { saveScreenshot } from './support/screenshots';
import { stack } from './support/stack';
import { connectDevnetWallet } from './support/wallet';

// Issue 18, the preview before the wallet opens: the swap's emulated outcome is what then arrives, and a
// swap that only the emulation can catch (the price moved after the quote) is not sent and says why. The
// market is off: nothing but these tests moves the pools.

describe('transaction preview', () => {
  const { web, devnet } = stack();
  let info: DevnetInfo;
  const browser = fileBrowser();
  const token = (symbol: string) => info.tokens.find((t) => t.symbol === symbol)!;
  const wallet = (name: string) => info.wallets.find((w) => w.name === name)!;

  beforeAll(async () => {
    info = await devnetInfo(devnet);
  });

  async function openSwap(account: string, options: ContextOptions = {}): Promise<Page> {
    const context = await browser.context({ viewport: 'desktop', ...options });
    const page = await context.newPage();
    await page.goto(`${web}/app/swap/`);
    await page.getByTestId('swap-form').waitFor();
    const connectLabel = options.language === 'ru' ? 'Подключить кошелёк' : 'Connect wallet';
    await connectDevnetWallet(page, account, { connectLabel });
    return page;
  }

  /** Picks the token bought, types the amount sold and waits for the quote and an enabled button. */
  async function quote(page: Page, symbol: string, amount: string): Promise<void> {
    await page.getByTestId('swap-token-to').click();
    await page.getByTestId(`token-option-${symbol}`).click();
    await page.locator('#swap-amount-from').fill(amount);
    await expect.poll(() => page.locator('#swap-amount-to').inputValue(), { timeout: 20_000 }).toMatch(/\d/);
    // a quote that never enables the button says why, in the form's own words: the button's label, the
    // safety notice, the route and its price impact
    let last: Awaited<ReturnType<typeof formState>> | undefined;
    await expect
      .poll(async () => (last = await formState(page)).enabled, { timeout: 20_000 })
      .toBe(true)
      .catch((error: unknown) => {
        throw new Error(`the Swap button stayed disabled: ${JSON.stringify(last)}`, { cause: error });
      });
  }

  async function formState(page: Page) {
    const button = page.getByTestId('swap-button');
    const text = async (testId: string) => {
      const element = page.getByTestId(testId);
      return (await element.count()) > 0 ? await element.innerText() : null;
    };
    return {
      button: await button.innerText(),
      enabled: await button.isEnabled(),
      safety: (await text('safety-blocked')) ?? (await text('safety-confirm')),
      route: await text('swap-route'),
      impact: await text('swap-price-impact'),
      warning: await text('swap-impact-warning'),
    };
  }

  it('shows the amount the swap then delivers, the fees and the excess, and names the accounts', async () => {
    const dave = wallet('dave');
    const page = await openSwap('dave');
    await quote(page, 'aUSD', '5');
    const before = await balances(devnet, dave.address);
    await page.getByTestId('swap-button').click();
    const panel = page.getByTestId('preview-panel');
    await panel.waitFor({ timeout: 20_000 });
    const receive = await page.getByTestId('preview-receive').innerText();
    const shown = /([\d.,\s]+) aUSD/.exec(receive)![1]!.replace(/[,\s]/g, '');
    expect(await page.getByTestId('preview-fees').innerText()).toMatch(/^0\.\d+ TON$/);
    expect(await page.getByTestId('preview-excess').innerText()).toMatch(/^0\.\d+ TON$/);
    const path = await page.getByTestId('preview-path').innerText();
    for (const name of ['Your wallet', 'Pool', "The pool's aUSD jetton wallet", 'Your aUSD jetton wallet'])
      expect(path).toContain(name);
    expect(path).not.toContain('Unknown contract');
    await saveScreenshot(page, 'preview-swap-en-light-desktop');

    const dialog = page.getByTestId('devnet-wallet-approve-dialog');
    await dialog.waitFor({ timeout: 20_000 });
    await dialog.getByTestId('devnet-wallet-approve').click();
    await expect
      .poll(async () => (await balances(devnet, dave.address)).aUSD ?? 0n, { timeout: 60_000 })
      .toBeGreaterThan(before.aUSD ?? 0n);
    const arrived = (await balances(devnet, dave.address)).aUSD! - (before.aUSD ?? 0n);
    // the panel shows up to 6 decimals: aUSD has 6, so exactly what arrived
    expect(arrived).toBe(toUnits(shown, token('aUSD').decimals));
    // the panel closed once the wallet answered
    await expect.poll(() => page.getByTestId('preview-modal').count()).toBe(0);
  });

  it('a price that moved after the quote: the send is blocked and says why; the advanced setting warns', async () => {
    const [carol, alice] = [wallet('carol'), wallet('alice')];
    const reef = token('REEF');
    const pool = info.pools.find((p) => p.a === 'TON' && p.b === 'REEF')!;
    const page = await openSwap('carol');
    await quote(page, 'REEF', '10');
    const before = await balances(devnet, carol.address);
    // after the quote and before the click, alice sells 3,000 TON into the same pool: the price moves far
    // beyond the 1% slippage the quote's minimum allows; the form's quote alone would still send
    await moveThePrice(devnet, alice, {
      pool: pool.address,
      jetton: reef.address,
      symbol: 'REEF',
      amountTon: '3000',
    });
    expect(await page.getByTestId('swap-button').isEnabled()).toBe(true);

    await page.getByTestId('swap-button').click();
    const blocked = page.getByTestId('preview-blocked');
    await blocked.waitFor({ timeout: 20_000 });
    expect(await blocked.innerText()).toContain('the price moved beyond your slippage tolerance');
    const send = page.getByTestId('preview-send');
    expect(await send.innerText()).toBe('Not sent: the preview fails');
    expect(await send.isDisabled()).toBe(true);
    expect(await page.getByTestId('devnet-wallet-approve-dialog').count()).toBe(0);
    await saveScreenshot(page, 'preview-blocked-en-light-desktop');

    // the advanced setting: a warning, and the button can send anyway
    await page.getByTestId('preview-override').check();
    expect(await page.getByTestId('preview-panel').innerText()).toContain('You may lose the network fees');
    expect(await send.innerText()).toBe('Send anyway');
    expect(await send.isEnabled()).toBe(true);
    await page.getByTestId('preview-override').uncheck();

    // closed: nothing was sent
    await page.getByTestId('preview-modal').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByTestId('preview-modal').count()).toBe(0);
    const after = await balances(devnet, carol.address);
    expect(after).toEqual(before);
  });

  it('a jetton wallet that refuses the transfer: the send is blocked with the step and its exit code', async () => {
    const [carol, alice] = [wallet('carol'), wallet('alice')];
    const aUsd = token('aUSD');
    const page = await openSwap('carol');
    await page.getByTestId('swap-token-from').click();
    await page.getByTestId('token-option-aUSD').click();
    await page.getByTestId('swap-token-to').click();
    await page.getByTestId('token-option-TON').click();
    // all of carol's aUSD, as the form knows it
    const held = (await balances(devnet, carol.address)).aUSD!;
    await page.locator('#swap-amount-from').fill((Number(held) / 10 ** aUsd.decimals).toString());
    await expect.poll(() => page.getByTestId('swap-button').isEnabled(), { timeout: 20_000 }).toBe(true);
    // then 1 aUSD leaves her wallet: the form's quote and balance still let the swap through
    await transferJettonFrom(devnet, carol, { jetton: aUsd.address, to: alice.address, amount: 1_000_000n });
    await expect
      .poll(async () => (await balances(devnet, carol.address)).aUSD, { timeout: 20_000 })
      .toBe(held - 1_000_000n);
    expect(await page.getByTestId('swap-button').isEnabled()).toBe(true);

    await page.getByTestId('swap-button').click();
    const blocked = page.getByTestId('preview-blocked');
    await blocked.waitFor({ timeout: 20_000 });
    expect(await blocked.innerText()).toMatch(
      /^A step would fail: Your aUSD jetton wallet \(exit code \d+\)$/,
    );
    expect(await page.getByTestId('preview-send').isDisabled()).toBe(true);
    expect(await page.getByTestId('devnet-wallet-approve-dialog').count()).toBe(0);
    await saveScreenshot(page, 'preview-jetton-refused-en-light-desktop');
  });

  for (const { language, theme } of [
    { language: 'en', theme: 'dark' },
    { language: 'ru', theme: 'light' },
    { language: 'ru', theme: 'dark' },
  ] as const) {
    it(`the preview panel in ${language}, ${theme}`, async () => {
      const page = await openSwap('bob', { language, theme });
      await quote(page, 'aUSD', '1');
      await page.getByTestId('swap-button').click();
      await page.getByTestId('preview-panel').waitFor({ timeout: 20_000 });
      const text = await page.getByTestId('preview-panel').innerText();
      expect(text).toContain(language === 'ru' ? 'Вы получите' : 'You receive');
      const dialog = page.getByTestId('devnet-wallet-approve-dialog');
      await dialog.waitFor({ timeout: 20_000 });
      await saveScreenshot(page, `preview-swap-${language}-${theme}-desktop`);
      await dialog.getByTestId('devnet-wallet-reject').click();
      await expect.poll(() => page.getByTestId('preview-modal').count()).toBe(0);
    });
  }
});
