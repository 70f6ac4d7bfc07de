import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promSample } from '@atoll/chain/testing';
import { fileBrowser } from './support/browser';
import { type ConfiguredWeb, startConfiguredWeb } from './support/configured-build';
import { saveScreenshot } from './support/screenshots';
import { stack } from './support/stack';
import { authCheck, connectDevnetWallet, readToken } from './support/wallet';

// Issue 19, "the spec's remaining behaviours", where a user sees them: sign out everywhere with a text the
// wallet signs (docs/product-spec.md §1), and the header's configuration and analytics of a build made with
// them (docs/product-spec.md §2, §4).

/** The toasts' texts; an error modal instead fails at once with its text. */
async function toasts(page: Page): Promise<string[]> {
  const modal = page.getByTestId('error-modal');
  if (await modal.isVisible()) throw new Error(`error modal: ${await modal.innerText()}`);
  return page.locator('.toast > span').allInnerTexts();
}

async function signOutEverywhereFrom(page: Page, answer: 'approve' | 'reject') {
  await page.getByTestId('wallet-address').click();
  await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByTestId('devnet-wallet-approve-dialog');
  await dialog.waitFor({ timeout: 20_000 });
  // the wallet shows the statement it signs; the app asks the user to confirm meanwhile
  expect(await dialog.innerText()).toContain('Atoll: sign me out of every session.');
  await expect.poll(() => toasts(page)).toContain('Confirm the signature — Approve it in your wallet.');
  await dialog.getByTestId(answer === 'approve' ? 'devnet-wallet-approve' : 'devnet-wallet-reject').click();
}

describe('sign out everywhere (signData)', () => {
  const { web, api, wallets } = stack();
  const alice = wallets.find((w) => w.name === 'alice')!;
  const browser = fileBrowser();

  async function signedIn(): Promise<Page> {
    const context = await browser.context({ viewport: 'desktop' });
    const page = await context.newPage();
    await page.goto(`${web}/app/`);
    await page.getByTestId('page-home').waitFor();
    await connectDevnetWallet(page, 'alice');
    return page;
  }

  it("signs alice out of her other session: its token is refused, and it shows 'Connect wallet' again", async () => {
    const laptop = await signedIn();
    const phone = await signedIn();
    const phoneToken = (await readToken(phone))!;
    expect((await authCheck(api, phoneToken)).status).toBe(200);

    // refused in the wallet: nothing changes
    await signOutEverywhereFrom(laptop, 'reject');
    await expect.poll(() => toasts(laptop)).toContain('Sign data canceled — Your sessions stay as they are.');
    expect((await authCheck(api, phoneToken)).status).toBe(200);

    await signOutEverywhereFrom(laptop, 'approve');
    await expect.poll(() => toasts(laptop), { timeout: 20_000 }).toContain('Signed out of every session.');
    await laptop.getByRole('button', { name: 'Connect wallet' }).waitFor();
    expect(await readToken(laptop)).toBeNull();
    await saveScreenshot(laptop, 'signed-out-everywhere-en-light-desktop');

    // the other session's token is refused by the API, and that browser signs out on its next load
    const refused = await authCheck(api, phoneToken);
    expect(refused.status).toBe(401);
    await phone.reload();
    await phone.getByRole('button', { name: 'Connect wallet' }).waitFor({ timeout: 30_000 });
    expect(await readToken(phone)).toBeNull();
    expect(alice.address).toBeTruthy();
  });
});

/** One series of the API's atoll_web_events_total (0 when absent). */
async function eventCount(api: string, name: string, label: string): Promise<number> {
  const text = await (await fetch(`${api}/metrics`)).text();
  return promSample(text, 'atoll_web_events_total', { name, label });
}

/**
 * The header says it has `tint` and its background is that tint's colour from the stylesheet (purple, red or
 * orange), not the plain surface: resolved through a probe element, as the browser paints it.
 */
async function expectHeaderTint(page: Page, tint: 'special' | 'error' | 'warning'): Promise<void> {
  const header = page.getByTestId('header');
  expect(await header.getAttribute('data-tint')).toBe(tint);
  const colours = await header.evaluate((element, name) => {
    const root = getComputedStyle(document.documentElement);
    return {
      header: getComputedStyle(element).backgroundColor,
      tint: root.getPropertyValue(`--tint-${name}`).trim(),
      surface: root.getPropertyValue('--surface').trim(),
    };
  }, tint);
  expect(colours.tint).not.toBe('');
  expect(colours.tint).not.toBe(colours.surface);
  const probe = await page.evaluate((colour) => {
    const element = document.createElement('div');
    element.style.backgroundColor = colour;
    document.body.append(element);
    const resolved = getComputedStyle(element).backgroundColor;
    element.remove();
    return resolved;
  }, colours.tint);
  expect(colours.header).toBe(probe);
}

describe('a build configured with a header tint, a festival logo, a back URL and analytics', () => {
  const { api, devnet } = stack();
  const browser = fileBrowser();
  let configured: ConfiguredWeb;

  beforeAll(async () => {
    configured = await startConfiguredWeb('configured', {
      VITE_CHAIN: 'devnet',
      VITE_API_URL: api,
      VITE_TONAPI_URL: devnet,
      VITE_HEADER_TINT: 'special',
      VITE_FESTIVAL_LOGO_URL: '/icon-180.png',
      VITE_BACK_URL: '/app/pools/',
      VITE_ANALYTICS_URL: `${api}/analytics/events`,
    });
  }, 600_000);
  afterAll(async () => {
    await configured?.stop();
  });

  it('tints the header purple and shows the festival logo', async () => {
    const context = await browser.context({ viewport: 'desktop' });
    const page = await context.newPage();
    await page.goto(`${configured.url}/app/`);
    await page.getByTestId('page-home').waitFor();
    await expectHeaderTint(page, 'special');
    const logo = page.getByTestId('header-festival');
    expect(await logo.isVisible()).toBe(true);
    expect(await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await saveScreenshot(page, 'header-configured-en-light-desktop');
  });

  it('on a phone the logo becomes a back button to the configured URL', async () => {
    const context = await browser.context({ viewport: 'mobile' });
    const page = await context.newPage();
    await page.goto(`${configured.url}/app/`);
    await page.getByTestId('page-home').waitFor();
    const back = page.getByTestId('header-back');
    expect(await back.isVisible()).toBe(true);
    await saveScreenshot(page, 'header-configured-en-light-mobile');
    await back.click();
    await page.getByTestId('page-pools').waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/pools/');
  });

  it("counts the navigation clicks at our API's /analytics/events", async () => {
    const before = await eventCount(api, 'nav_click', 'pools');
    const context = await browser.context({ viewport: 'desktop' });
    const page = await context.newPage();
    await page.goto(`${configured.url}/app/`);
    await page.getByTestId('page-home').waitFor();
    await page.getByTestId('nav-header-pools').click();
    await page.getByTestId('page-pools').waitFor();
    await page.getByTestId('nav-header-swap').click();
    await page.getByTestId('nav-header-pools').click();
    await expect.poll(() => eventCount(api, 'nav_click', 'pools'), { timeout: 15_000 }).toBe(before + 2);
  });
});

describe('builds configured with the error and the warning header tints', () => {
  const { api, devnet } = stack();
  const browser = fileBrowser();
  const tints = ['error', 'warning'] as const;
  const builds = new Map<(typeof tints)[number], ConfiguredWeb>();

  beforeAll(async () => {
    // one build per tint: the tint is a build variable, so only a build made with it shows it
    for (const tint of tints)
      builds.set(
        tint,
        await startConfiguredWeb(`tint-${tint}`, {
          VITE_CHAIN: 'devnet',
          VITE_API_URL: api,
          VITE_TONAPI_URL: devnet,
          VITE_HEADER_TINT: tint,
        }),
      );
  }, 600_000);
  afterAll(async () => {
    await Promise.all([...builds.values()].map((build) => build.stop()));
  });

  for (const tint of tints)
    it(`tints the header ${tint === 'error' ? 'red' : 'orange'} (${tint}) on every page`, async () => {
      const context = await browser.context({ viewport: 'desktop' });
      const page = await context.newPage();
      for (const [path, testId] of [
        ['/app/', 'page-home'],
        ['/app/pools/', 'page-pools'],
      ] as const) {
        await page.goto(`${builds.get(tint)!.url}${path}`);
        await page.getByTestId(testId).waitFor();
        await expectHeaderTint(page, tint);
      }
      // no festival logo was configured, so none is shown
      expect(await page.getByTestId('header-festival').count()).toBe(0);
      await saveScreenshot(page, `header-${tint}-en-light-desktop`);
    });
});
