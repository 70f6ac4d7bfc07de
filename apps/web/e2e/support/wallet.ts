import { expect } from 'vitest';
import type { Page, Request } from 'playwright-core';

export const TOKEN_KEY = 'atoll.auth.token';

/** "0QBCFp_T…bdhp" → "0QBC…bdhp", as the connect button shows it (docs/product-spec.md §2). */
export const shortAddress = (friendly: string) => `${friendly.slice(0, 4)}…${friendly.slice(-4)}`;

/**
 * Connect wallet → the devnet wallet, listed as Installed (in TON Connect's modal on wide screens, in the
 * app's own phone list up to 440 px: features/wallet/phone-wallets.ts) → pick the account in its own
 * dialog → approve. Works at the page's width as it is. Returns once the header shows the shortened address.
 */
export async function connectDevnetWallet(
  page: Page,
  account = 'alice',
  { connectLabel = 'Connect wallet', onModal }: { connectLabel?: string; onModal?: () => Promise<void> } = {},
): Promise<void> {
  await page.getByRole('button', { name: connectLabel }).first().click();
  const tile = page.getByText('Atoll devnet wallet', { exact: true }).first();
  await tile.waitFor({ timeout: 20_000 });
  // the listing marks the injected wallet as installed
  await expect
    .poll(() => page.locator('body').innerText(), { timeout: 5_000 })
    .toMatch(/Atoll devnet wallet\s+(Installed|Установлен)/);
  await onModal?.();
  await tile.click();
  const dialog = page.getByTestId('devnet-wallet-connect');
  await dialog.waitFor({ timeout: 20_000 });
  await page.getByTestId(`devnet-account-${account}`).check();
  await dialog.getByTestId('devnet-wallet-approve').click();
  await page.getByTestId('wallet-address').waitFor({ timeout: 30_000 });
}

/**
 * The devnet wallet tile's icon in TON Connect's list, as loaded: TON Connect inserts the `<img>` only once it
 * has loaded (a grey placeholder until then), so a missing or broken icon has no image at all (0 here).
 */
export async function devnetTileIconWidth(page: Page): Promise<number> {
  const icon = page
    .locator('[data-tc-wallet-item]')
    .filter({ hasText: 'Atoll devnet wallet' })
    .locator('img');
  if ((await icon.count()) === 0) return 0;
  return icon.first().evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
}

export async function disconnect(page: Page, disconnectLabel = 'Disconnect'): Promise<void> {
  await page.getByTestId('wallet-address').click();
  await page.getByRole('menuitem', { name: disconnectLabel }).click();
}

/** The stored session token, out of the app's envelope (src/lib/persisted.ts). */
export const readToken = (page: Page) =>
  page.evaluate((key) => {
    const stored = localStorage.getItem(key);
    return stored === null ? null : ((JSON.parse(stored) as { data?: string }).data ?? null);
  }, TOKEN_KEY);

/** Records the API requests whose path matches, e.g. `/auth/check`. */
export function recordRequests(page: Page, apiBase: string, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${apiBase}${path}`)) seen.push(request);
  });
  return seen;
}

/** GET /auth/check with the token, straight to the API (not through the page). */
export async function authCheck(apiBase: string, token: string) {
  const response = await fetch(`${apiBase}/auth/check`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: response.status,
    body: (await response.json()) as { result?: { wallet: string; expires_at: number } },
  };
}
