import { Address } from '@ton/core';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileBrowser } from './support/browser';
import { balances, devnetInfo, type DevnetInfo } from './support/chain';
import { saveScreenshot } from './support/screenshots';
import { stack } from './support/stack';
import { connectDevnetWallet } from './support/wallet';

// Issue 13 in the browser: the API (or anything between it and the user) answers `POST /pools/search`
// with pool addresses the pinned factory does not derive. The app refuses before the wallet is asked:
// the devnet wallet's approve dialog never opens, the error modal says the pool could not be verified,
// and nothing is spent.

/** Another address for each pool: same numbers, pair and fee tier, so the router still picks one. */
function forgeAddresses(body: string): string {
  const answer = JSON.parse(body) as { result: Array<{ pools: Array<{ address: string }> }> };
  for (const group of answer.result) {
    for (const pool of group.pools) {
      const hash = Address.parse(pool.address).hash;
      hash[31] = hash[31]! ^ 0xff;
      pool.address = new Address(0, hash).toRawString();
    }
  }
  return JSON.stringify(answer);
}

describe('trust by derivation', () => {
  const { web, api, devnet } = stack();
  let info: DevnetInfo;
  const browser = fileBrowser();
  let context: BrowserContext;

  beforeAll(async () => {
    info = await devnetInfo(devnet);
    context = await browser.context({ viewport: 'desktop' });
  });

  it('a forged pool answer is refused and the wallet never opens', async () => {
    const page: Page = await context.newPage();
    let forged = 0;
    await page.route(`${api}/pools/search`, async (route) => {
      const response = await route.fetch();
      forged++;
      await route.fulfill({ response, body: forgeAddresses(await response.text()) });
    });
    await page.goto(`${web}/app/swap/`);
    await page.getByTestId('swap-form').waitFor();
    await connectDevnetWallet(page, 'alice');
    const alice = info.wallets.find((w) => w.name === 'alice')!;

    await page.getByTestId('swap-token-to').click();
    await page.getByTestId('token-option-aUSD').click();
    await page.locator('#swap-amount-from').fill('10');
    const button = page.getByTestId('swap-button');
    await expect.poll(() => button.innerText(), { timeout: 20_000 }).toBe('Swap');
    expect(forged).toBeGreaterThan(0);
    const before = await balances(devnet, alice.address);

    await button.click();
    const modal = page.getByTestId('error-modal');
    await modal.waitFor({ timeout: 20_000 });
    expect(await modal.innerText()).toContain('Pool not verified');
    expect(await modal.innerText()).toContain('nothing was sent');
    await saveScreenshot(page, 'swap-pool-not-verified-en-light-desktop');
    // give a wrongly opened wallet time to show itself
    await new Promise((r) => setTimeout(r, 1500));
    expect(await page.getByTestId('devnet-wallet-approve-dialog').count()).toBe(0);
    expect(await page.getByTestId('tx-modal').count()).toBe(0);
    expect(await balances(devnet, alice.address)).toEqual(before);
  });
});
