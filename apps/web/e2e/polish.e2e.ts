import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileBrowser, type ContextOptions } from './support/browser';
import { stack } from './support/stack';
import { connectDevnetWallet } from './support/wallet';

// Issue 19, "what a newcomer tripped on": each point as the user sees it. Nothing here sends a transaction.

describe('polish (issue 19)', () => {
  const { web } = stack();
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
});
