import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileBrowser, VIEWPORTS } from './support/browser';
import { tonBalance, toUnits } from './support/chain';
import { saveScreenshot } from './support/screenshots';
import { stack } from './support/stack';
import {
  authCheck,
  connectDevnetWallet,
  devnetTileIconWidth,
  disconnect,
  readToken,
  recordRequests,
  shortAddress,
} from './support/wallet';

// Issue 6: connect the devnet wallet through the TON Connect modal, sign in (proof verified by the API),
// reload (session restored through /auth/check), disconnect. Issue 16: the same on a phone, at 390 px
// from the first page to the signed-in header.
describe('wallet connection and sign-in', () => {
  const { web, api, devnet, wallets } = stack();
  const alice = wallets.find((w) => w.name === 'alice')!;
  const browser = fileBrowser();
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.context({ viewport: 'desktop' });
    page = await context.newPage();
  });

  it('connects alice through the TON Connect modal and signs in with a proof the API accepts', async () => {
    const proofRequests = recordRequests(page, api, '/auth/ton-proof');
    await page.goto(`${web}/app/`);
    await page.getByTestId('page-home').waitFor();
    expect(await readToken(page)).toBeNull();

    await connectDevnetWallet(page, 'alice', {
      onModal: async () => {
        // issue 19 item 14: the devnet wallet's tile shows its icon, served with the app
        await expect.poll(() => devnetTileIconWidth(page), { timeout: 10_000 }).toBeGreaterThan(0);
        await saveScreenshot(page, 'connect-modal-en-light-desktop');
      },
    });
    await expect
      .poll(() => page.getByTestId('wallet-address').textContent())
      .toBe(shortAddress(alice.friendly));

    // GET payload, then POST the proof; the API answered with a token that /auth/check accepts
    expect(proofRequests.map((r) => r.method())).toEqual(['GET', 'POST']);
    const signIn = await proofRequests[1]!.response();
    expect(signIn?.status()).toBe(200);
    const token = await readToken(page);
    expect(token).toBeTruthy();
    const check = await authCheck(api, token!);
    expect(check.status).toBe(200);
    expect(check.body.result?.wallet).toBe(alice.address);
    expect(check.body.result!.expires_at).toBeGreaterThan(Date.now() / 1000);
    await saveScreenshot(page, 'connected-en-light-desktop');
  });

  it('restores the session after a reload through /auth/check', async () => {
    const token = await readToken(page);
    const checks = recordRequests(page, api, '/auth/check');
    const proofs = recordRequests(page, api, '/auth/ton-proof');
    await page.reload();
    await page.getByTestId('wallet-address').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('wallet-address').textContent()).toBe(shortAddress(alice.friendly));
    await expect.poll(() => checks.length).toBeGreaterThanOrEqual(1);
    expect(checks[0]!.headers().authorization).toBe(`Bearer ${token}`);
    expect((await checks[0]!.response())?.status()).toBe(200);
    expect(proofs).toHaveLength(0); // no new sign-in
    expect(await readToken(page)).toBe(token);
  });

  it('disconnects: the button comes back and the token is gone', async () => {
    await disconnect(page);
    await page.getByRole('button', { name: 'Connect wallet' }).waitFor();
    expect(await readToken(page)).toBeNull();
    // a reload stays disconnected
    await page.reload();
    await page.getByRole('button', { name: 'Connect wallet' }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('wallet-address').count()).toBe(0);
  });

  it('at 390×844 lists the devnet wallet, connects and signs in, never at desktop width', async () => {
    const phoneContext = await browser.context({ viewport: 'mobile' });
    const phone = await phoneContext.newPage();
    const width = () => phone.evaluate(() => window.innerWidth);
    try {
      const proofRequests = recordRequests(phone, api, '/auth/ton-proof');
      await phone.goto(`${web}/app/`);
      await phone.getByTestId('page-home').waitFor();
      expect(await width()).toBe(VIEWPORTS.mobile.width);

      await connectDevnetWallet(phone, 'alice', {
        onModal: async () => {
          // the list on screen is the phone's, still at 390 px
          expect(await width()).toBe(VIEWPORTS.mobile.width);
          expect(await phone.getByTestId('phone-wallet-picker').isVisible()).toBe(true);
          await saveScreenshot(phone, 'connect-modal-en-light-mobile');
        },
      });
      await expect
        .poll(() => phone.getByTestId('wallet-address').textContent())
        .toBe(shortAddress(alice.friendly));
      expect(await width()).toBe(VIEWPORTS.mobile.width);

      // signed in with a ton_proof the API accepted
      expect(proofRequests.map((r) => r.method())).toEqual(['GET', 'POST']);
      expect((await proofRequests[1]!.response())?.status()).toBe(200);
      const token = await readToken(phone);
      expect(token).toBeTruthy();
      expect((await authCheck(api, token!)).body.result?.wallet).toBe(alice.address);

      // the header's address menu opens the wallet's balances: TON as the chain has it
      await phone.getByTestId('wallet-address').click();
      await phone.getByTestId('wallet-panel-toggle').click();
      const tonRow = phone.getByTestId('wallet-panel').getByTestId('asset-TON');
      await tonRow.waitFor({ timeout: 20_000 });
      const shown = await tonRow.locator('.asset-list__amounts > span').first().innerText();
      const balance = await tonBalance(devnet, alice.address);
      expect(toUnits(shown, 9)).toBe((balance / 1000n) * 1000n);
      await saveScreenshot(phone, 'connected-en-light-mobile');
    } finally {
      await phoneContext.close();
    }
  });

  it('rejecting in the wallet leaves the app disconnected', async () => {
    const rejectContext = await browser.context({ viewport: 'desktop' });
    const rejectPage = await rejectContext.newPage();
    try {
      await rejectPage.goto(`${web}/app/`);
      await rejectPage.getByRole('button', { name: 'Connect wallet' }).click();
      await rejectPage.getByText('Atoll devnet wallet', { exact: true }).first().click();
      const dialog = rejectPage.getByTestId('devnet-wallet-connect');
      await dialog.waitFor();
      await dialog.getByTestId('devnet-wallet-reject').click();
      await rejectPage.keyboard.press('Escape'); // close the TON Connect modal if it stays open
      await rejectPage.getByRole('button', { name: 'Connect wallet' }).waitFor({ timeout: 20_000 });
      expect(await readToken(rejectPage)).toBeNull();
    } finally {
      await rejectContext.close();
    }
  });
});
