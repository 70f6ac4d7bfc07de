import { Address } from '@ton/core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileBrowser } from './support/browser';
import { devnetInfo, type DevnetInfo } from './support/chain';
import { stack } from './support/stack';

// Issue 18, token safety: the demo world has one token of each TonAPI verification level (aUSD… whitelist,
// CORAL graylist, PUFF none, RUG blacklist) and one scam (GIFT); the devnet serves them as TonAPI does, the
// indexer keeps them, the API serves them, and here the app acts on them. Nothing here sends a transaction.

describe('token safety', () => {
  const { web, devnet } = stack();
  let info: DevnetInfo;
  const browser = fileBrowser();

  const token = (symbol: string) => info.tokens.find((t) => t.symbol === symbol)!;

  async function open(path: string, page?: Page): Promise<Page> {
    const tab = page ?? (await (await browser.context()).newPage());
    await tab.goto(`${web}${path}`);
    await tab.getByTestId('header').waitFor();
    return tab;
  }

  async function pickTo(page: Page, symbol: string) {
    await page.getByTestId('swap-token-to').click();
    await page.getByTestId(`token-option-${symbol}`).click();
    await expect.poll(() => page.getByTestId('swap-token-to').innerText()).toContain(symbol);
  }

  const swapButton = (page: Page) => page.getByTestId('swap-button');

  beforeAll(async () => {
    info = await devnetInfo(devnet);
  });

  it('a blacklisted token and a scam token cannot be bought, and say why', async () => {
    const page = await open('/app/swap/');
    await page.getByTestId('swap-token-to').click();
    const picker = page.getByTestId('token-picker');
    expect(await picker.getByTestId('token-option-RUG').getByTestId('safety-label').innerText()).toBe(
      'Blacklisted',
    );
    expect(await picker.getByTestId('token-option-GIFT').getByTestId('safety-label').innerText()).toBe(
      'Scam',
    );
    await picker.getByTestId('token-option-RUG').click();
    await page.locator('#swap-amount-from').fill('1');
    expect(await page.getByTestId('safety-blocked').innerText()).toBe(
      'RUG is blacklisted by the chain API: buying it is blocked.',
    );
    await expect.poll(() => swapButton(page).innerText()).toBe('Buying this token is blocked');
    expect(await swapButton(page).isDisabled()).toBe(true);
    // the pool exists and quotes: only the token's level stops the swap
    await expect.poll(() => page.locator('#swap-amount-to').inputValue(), { timeout: 20_000 }).toMatch(/\d/);

    await pickTo(page, 'GIFT');
    expect(await page.getByTestId('safety-blocked').innerText()).toBe(
      'GIFT is marked as a scam: buying it is blocked.',
    );
    expect(await swapButton(page).isDisabled()).toBe(true);
    // there is no confirming it away
    expect(await page.getByTestId('safety-confirm-button').count()).toBe(0);
  });

  it('an unverified token asks once, and not again after confirming; a graylisted one asks for itself', async () => {
    const page = await open('/app/swap/');
    await pickTo(page, 'PUFF');
    const notice = page.getByTestId('safety-confirm');
    expect(await notice.innerText()).toContain('PUFF is not verified.');
    expect(await page.getByTestId('swap-field-to').getByTestId('safety-label').innerText()).toBe(
      'Unverified',
    );
    await page.locator('#swap-amount-from').fill('1');
    await expect.poll(() => swapButton(page).innerText()).toBe('Confirm the token above');
    expect(await swapButton(page).isDisabled()).toBe(true);

    await notice.getByTestId('safety-confirm-button').click();
    expect(await page.getByTestId('safety-confirm').count()).toBe(0);
    // not connected: the button now asks for the wallet, as for any verified token
    await expect.poll(() => swapButton(page).innerText(), { timeout: 20_000 }).toBe('Connect wallet');

    // remembered: a new visit does not ask again for PUFF (its label stays)…
    await open('/app/swap/', page);
    await pickTo(page, 'PUFF');
    expect(await page.getByTestId('swap-field-to').getByTestId('safety-label').innerText()).toBe(
      'Unverified',
    );
    expect(await page.getByTestId('safety-confirm').count()).toBe(0);
    // …but each token asks for itself
    await pickTo(page, 'CORAL');
    expect(await page.getByTestId('safety-confirm').innerText()).toContain('CORAL is graylisted');
    expect(await page.getByTestId('swap-field-to').getByTestId('safety-label').innerText()).toBe('Caution');
  });

  it('the limit form: a blacklisted or scam token cannot be bought and says why; an unverified one asks once', async () => {
    const page = await open('/limit');
    await page.getByTestId('limit-form').waitFor();
    const button = page.getByTestId('limit-button');
    const pickBuy = async (symbol: string) => {
      await page.getByTestId('swap-token-buy').click();
      await page.getByTestId(`token-option-${symbol}`).click();
      await expect.poll(() => page.getByTestId('swap-token-buy').innerText()).toContain(symbol);
    };

    await pickBuy('RUG');
    await page.locator('#swap-amount-sell').fill('1');
    expect(await page.getByTestId('safety-blocked').innerText()).toBe(
      'RUG is blacklisted by the chain API: buying it is blocked.',
    );
    await expect.poll(() => button.innerText()).toBe('Buying this token is blocked');
    expect(await button.isDisabled()).toBe(true);
    await pickBuy('GIFT');
    expect(await page.getByTestId('safety-blocked').innerText()).toBe(
      'GIFT is marked as a scam: buying it is blocked.',
    );
    expect(await button.isDisabled()).toBe(true);
    expect(await page.getByTestId('safety-confirm-button').count()).toBe(0);

    await pickBuy('PUFF');
    const notice = page.getByTestId('safety-confirm');
    expect(await notice.innerText()).toContain('PUFF is not verified.');
    await expect.poll(() => button.innerText()).toBe('Confirm the token above');
    expect(await button.isDisabled()).toBe(true);
    await notice.getByTestId('safety-confirm-button').click();
    expect(await page.getByTestId('safety-confirm').count()).toBe(0);
    // the form goes on to what it needs next: the token no longer stops it
    await expect.poll(() => button.innerText()).toBe('Enter a limit price');

    // one answer per token for both forms: the swap form does not ask again for PUFF
    await open('/app/swap/', page);
    await pickTo(page, 'PUFF');
    expect(await page.getByTestId('safety-confirm').count()).toBe(0);
  });

  it('a wallet address cannot be imported as a token; a jetton wallet points to its token', async () => {
    const alice = info.wallets.find((w) => w.name === 'alice')!;
    const usd = token('aUSD');
    const jettons = (await (await fetch(`${devnet}/v2/accounts/${alice.address}/jettons`)).json()) as {
      balances: Array<{ jetton: { address: string }; wallet_address: { address: string } }>;
    };
    const usdWallet = jettons.balances.find((b) =>
      Address.parse(b.jetton.address).equals(Address.parse(usd.address)),
    )!.wallet_address.address;

    const page = await open('/app/swap/');
    await page.getByTestId('swap-token-to').click();
    const picker = page.getByTestId('token-picker');
    const search = picker.getByRole('searchbox');

    await search.fill(Address.parse(usdWallet).toString());
    const refused = picker.getByTestId('token-import-refused');
    await refused.waitFor({ timeout: 20_000 });
    expect(await refused.innerText()).toContain('This is a jetton wallet');
    expect(await picker.getByTestId('token-import').count()).toBe(0);
    // its token is one click away: the master the wallet names, which the list holds
    await refused.getByRole('button').click();
    await picker.getByTestId('token-option-aUSD').waitFor();

    await search.fill(Address.parse(alice.address).toString());
    await refused.waitFor({ timeout: 20_000 });
    expect(await refused.innerText()).toContain('This address is not a jetton master');
    expect(await picker.getByTestId('token-import').count()).toBe(0);
    await picker
      .getByRole('button', { name: /close|закрыть/i })
      .first()
      .click();
    // nothing was added to the list
    await page.getByTestId('swap-token-to').click();
    expect(await page.getByTestId('token-picker').getByTestId('token-option-UNKN').count()).toBe(0);
  });

  it('the pools list, ticked and unticked, and the search show an unverified token’s pool, labelled', async () => {
    const page = await open('/app/pools/');
    await page.getByTestId('pool-group').first().waitFor();
    const pairs = () => page.getByTestId('pool-group-pair').allInnerTexts();
    // a pair in either order (the list writes the pool's canonical order)
    const unordered = (pair: string) => pair.split('/').sort().join('/');
    const group = (pair: string) =>
      page.getByTestId('pool-group').filter({
        has: page
          .getByTestId('pool-group-pair')
          .getByText(new RegExp(`^(${pair}|${pair.split('/').reverse().join('/')})$`)),
      });
    // ticked: verified (or custom) tokens only
    expect(await page.getByTestId('pools-verified-only').isChecked()).toBe(true);
    expect((await pairs()).map(unordered)).not.toContain(unordered('TON/PUFF'));
    await page.getByTestId('pools-verified-only').uncheck();
    await expect.poll(async () => (await pairs()).map(unordered)).toContain(unordered('TON/PUFF'));
    // every pair of the demo world, now that nothing hides them (other tests of the run may add pools)
    const listed = new Set((await pairs()).map(unordered));
    for (const p of info.pools) expect(listed).toContain(unordered(`${p.a}/${p.b}`));
    expect(await group('TON/PUFF').getByTestId('safety-label').innerText()).toBe('Unverified');
    expect(await group('ATL/CORAL').getByTestId('safety-label').innerText()).toBe('Caution');
    expect(await group('TON/RUG').getByTestId('safety-label').innerText()).toBe('Blacklisted');
    expect(await group('TON/aUSD').getByTestId('safety-label').count()).toBe(0);

    // the search finds PUFF's pool with its TVL, labelled, and its link opens it in the ticked list
    await open('/app/swap/', page);
    await page.getByTestId('search-field').click();
    await page.getByTestId('search-field').fill('PUFF');
    const row = page
      .getByTestId('search-pools')
      .locator('[data-testid^="search-pool-"]')
      .filter({ hasText: 'PUFF' });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/TVL \$[1-9][\d,]*/);
    expect(await row.getByTestId('safety-label').innerText()).toBe('Unverified');
    expect(
      await page
        .getByTestId('search-tokens')
        .getByTestId('search-token-PUFF')
        .getByTestId('safety-label')
        .innerText(),
    ).toBe('Unverified');
    await row.click();
    await page.getByTestId('page-pools').waitFor();
    expect(await page.getByTestId('pools-verified-only').isChecked()).toBe(true);
    await expect.poll(async () => (await pairs()).map(unordered)).toContain(unordered('TON/PUFF'));
    expect(await group('TON/PUFF').getByTestId('safety-label').innerText()).toBe('Unverified');
  });
});
