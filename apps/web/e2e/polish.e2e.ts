import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, type ContextOptions } from './support/browser';
import { balances, devnetInfo } from './support/chain';
import { stack } from './support/stack';
import { connectDevnetWallet } from './support/wallet';

// Issue 19, "what a newcomer tripped on": each point as the user sees it. Nothing here sends a transaction.

describe('polish (issue 19)', () => {
  const { web, devnet } = stack();
  const browser = fileBrowser();

  async function open(path: string, options: ContextOptions = {}): Promise<Page> {
    const context = await browser.context({ viewport: 'desktop', ...options });
    const page = await context.newPage();
    await page.goto(`${web}${path}`);
    return page;
  }

  const selectedTab = (page: Page) =>
    page.locator('[data-testid="wallet-panel"] [role="tab"][aria-selected="true"]').innerText();

  it('desktop: the header leads to the wallet’s activity and positions', async () => {
    const page = await open('/app/swap/');
    await page.getByTestId('swap-form').waitFor();
    expect(await page.getByRole('button', { name: 'Activity', exact: true }).count()).toBe(0); // not signed in
    await connectDevnetWallet(page, 'alice');
    await page.getByRole('button', { name: 'Activity', exact: true }).click();
    await page.getByTestId('wallet-panel').waitFor();
    await expect.poll(() => selectedTab(page)).toBe('Activity');
    await page.getByTestId('wallet-panel-close').click();
    await page.getByRole('button', { name: 'Positions', exact: true }).click();
    await expect.poll(() => selectedTab(page)).toBe('Positions');
  });

  it('phone: the wallet menu leads to activity and positions (ru)', async () => {
    const page = await open('/app/swap/', { viewport: 'mobile', language: 'ru' });
    await page.getByTestId('swap-form').waitFor();
    await connectDevnetWallet(page, 'alice', { connectLabel: 'Подключить кошелёк' });
    expect(await page.getByTestId('header-activity').isVisible()).toBe(false); // no room in a phone's header
    await page.getByTestId('wallet-address').click();
    await page.getByRole('menuitem', { name: 'Активность' }).click();
    await expect.poll(() => selectedTab(page)).toBe('Активность');
    await page.getByTestId('wallet-panel-close').click();
    await page.getByTestId('wallet-address').click();
    await page.getByRole('menuitem', { name: 'Позиции' }).click();
    await expect.poll(() => selectedTab(page)).toBe('Позиции');
  });

  it('fee tiers: one format everywhere, and Markets tells the two TON / aUSD pools apart', async () => {
    const page = await open('/app/swap/');
    await page.getByTestId('swap-form').waitFor();
    await page.getByTestId('swap-token-to').click();
    await page.getByTestId('token-option-aUSD').click();
    const rows = page.getByTestId('markets-panel').locator('.market-row', { hasText: 'TON' });
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(2);
    await expect
      .poll(async () => (await rows.getByTestId('market-fee').allInnerTexts()).sort(), { timeout: 20_000 })
      .toEqual(['0.05%', '0.3%']);
    // the swap route writes the tier the same way
    await page.locator('#swap-amount-from').fill('1');
    await expect
      .poll(() => page.getByTestId('swap-route').innerText(), { timeout: 20_000 })
      .toMatch(/\((0\.3|0\.05)%\)$/);
    // and so does the pool's own page
    const pool = page.getByTestId('markets-panel').getByTestId('market-pool-link').first();
    await pool.click();
    await expect
      .poll(() => page.locator('body').innerText(), { timeout: 20_000 })
      .toMatch(/Fee (0\.3|0\.05)%/);
    expect(await page.locator('body').innerText()).not.toMatch(/0\.30%/);
  });

  it('Russian writes numbers, money and percentages the Russian way', async () => {
    const alice = (await devnetInfo(devnet)).wallets.find((w) => w.name === 'alice')!;
    const page = await open('/app/swap/', { language: 'ru' });
    await page.getByTestId('swap-form').waitFor();
    await connectDevnetWallet(page, 'alice', { connectLabel: 'Подключить кошелёк' });
    const balance = page.getByTestId('swap-field-from').locator('.swap-field__balance');
    await expect.poll(() => balance.innerText(), { timeout: 20_000 }).toMatch(/^Баланс: /);
    const shown = (await balance.innerText())
      .replace(/^Баланс: /, '')
      .replace(/\s*Макс\.\s*$/, '')
      .trim();
    // "9 985,14": no-break spaces between thousands, a decimal comma, no English comma grouping
    expect(shown).toMatch(/^\d{1,3}(\u00a0\d{3})*(,\d+)?$/);
    const ton = (await balances(devnet, alice.address)).TON!;
    const [whole = '', fraction = ''] = shown.replace(/\u00a0/g, '').split(',');
    expect(BigInt(whole) * 10n ** 9n + BigInt(fraction.padEnd(9, '0'))).toBe((ton / 1000n) * 1000n);

    await page.getByTestId('swap-token-to').click();
    await page.getByTestId('token-option-aUSD').click();
    await page.locator('#swap-amount-from').fill('1,5');
    // the dollar value of the amount, the price impact and the fee tier
    await expect
      .poll(() => page.getByTestId('swap-field-from').locator('.swap-field__usd').innerText(), {
        timeout: 20_000,
      })
      .toMatch(/^\d+,\d{2}\u00a0\$$/);
    await expect
      .poll(() => page.getByTestId('swap-price-impact').innerText(), { timeout: 20_000 })
      .toMatch(/^\d+,\d{2}\u00a0%$/);
    expect(await page.getByTestId('swap-route').innerText()).toMatch(/\((0,3|0,05)\u00a0%\)$/);
  });

  it.each(['en', 'ru'] as const)('phone (%s): "You pay / Balance / Max" on one line', async (language) => {
    const page = await open('/app/swap/', { viewport: 'mobile', language });
    await page.getByTestId('swap-form').waitFor();
    await connectDevnetWallet(page, 'alice', {
      connectLabel: language === 'ru' ? 'Подключить кошелёк' : 'Connect wallet',
    });
    const field = page.getByTestId('swap-field-from');
    const max = field.getByRole('button', { name: language === 'ru' ? 'Макс.' : 'Max' });
    await max.waitFor({ timeout: 20_000 });
    const label = (await field.locator('label').boundingBox())!;
    const balance = (await field.locator('.swap-field__balance').boundingBox())!;
    const button = (await max.boundingBox())!;
    // one line: the three share a band no taller than one line of text, and nothing is cut off the field
    const top = Math.min(label.y, balance.y, button.y);
    const bottom = Math.max(label.y + label.height, balance.y + balance.height, button.y + button.height);
    expect(bottom - top).toBeLessThan(30);
    const box = (await field.boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width);
  });

  it('phone: the pool page starts with the add/remove panel; the back arrow is there on phones only', async () => {
    const pool = (await devnetInfo(devnet)).pools.find((p) => p.a === 'TON' && p.b === 'ATL')!;
    const href = `/app/pools/${pool.friendly}`;
    const phone = await open(href, { viewport: 'mobile' });
    const panel = phone.getByTestId('liquidity-panel');
    await panel.waitFor({ timeout: 30_000 });
    await phone.getByTestId('pool-charts').waitFor();
    const panelY = (await panel.boundingBox())!.y;
    expect(panelY).toBeLessThan((await phone.getByTestId('pool-charts').boundingBox())!.y);
    expect(panelY).toBeLessThan((await phone.getByTestId('pool-stats').boundingBox())!.y);
    expect(panelY).toBeLessThan(844); // on the first screen
    expect(await phone.getByTestId('header-back').isVisible()).toBe(true);

    const desktop = await open(href);
    await desktop.getByTestId('liquidity-panel').waitFor({ timeout: 30_000 });
    expect(await desktop.getByTestId('header-back').isVisible()).toBe(false);
    // on large screens the panel stays in the side column, beside the charts
    const side = (await desktop.getByTestId('liquidity-panel').boundingBox())!;
    expect(side.x).toBeGreaterThan((await desktop.getByTestId('pool-charts').boundingBox())!.x);
  });

  it('TON has its logo', async () => {
    const page = await open('/app/swap/');
    const icon = page.getByTestId('swap-token-from').locator('img.token-icon');
    await icon.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('swap-token-from').innerText()).toContain('TON');
    // the image loaded (a broken image has no natural width)
    await expect
      .poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  it.each([
    {
      language: 'en' as const,
      docs: 'Docs',
      title: 'User guide',
      sections: [
        'How to swap',
        'How to provide liquidity',
        'How to read your positions',
        'How to place a limit order',
      ],
    },
    {
      language: 'ru' as const,
      docs: 'Документация',
      title: 'Руководство',
      sections: [
        'Как обменять токены',
        'Как добавить ликвидность',
        'Как читать свои позиции',
        'Как выставить лимитный ордер',
      ],
    },
  ])('"Docs" opens the app’s own user guide ($language)', async ({ language, docs, title, sections }) => {
    const page = await open('/app/swap/', { language });
    await page.getByTestId('swap-form').waitFor();
    await page.getByRole('link', { name: docs, exact: true }).click();
    const guide = page.getByTestId('page-guide');
    await guide.waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).origin).toBe(new URL(web).origin); // the app's own page, not an outside site
    expect(await guide.getByRole('heading', { level: 1 }).innerText()).toBe(title);
    expect(await guide.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(sections);
  });
});
