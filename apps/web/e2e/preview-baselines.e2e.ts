import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectToMatchBaseline, settle, UPDATE_BASELINES } from './support/baseline';
import { type ContextOptions, fileBrowser } from './support/browser';
import { fixContext, type Fixtures, loadFixtures, saveFixtures } from './support/replay';
import { stack } from './support/stack';
import { connectDevnetWallet } from './support/wallet';

// Issue 18's screenshots of the preview panel: a swap of 5 TON for aUSD previewed before the wallet opens,
// in English and Russian, light and dark, compared with the committed baselines. The API's and the devnet's
// answers (the quote, the wallet's state, the emulation) replay from their own recorded file, so only a
// change of the app changes the panel. `npm run test:update-screenshots` records them anew.

const PREVIEW_FIXTURES_PATH = fileURLToPath(new URL('./baselines/preview-fixtures.json', import.meta.url));

const CONNECT = { en: 'Connect wallet', ru: 'Подключить кошелёк' } as const;
const LOADING = { en: 'Loading', ru: 'Загрузка' } as const;

describe('preview panel baselines', () => {
  const { web, api, devnet } = stack();
  let fixtures: Fixtures;

  beforeAll(() => {
    fixtures = UPDATE_BASELINES
      ? { time: Math.floor(Date.now() / 60_000) * 60_000, meta: {}, responses: {} }
      : loadFixtures(PREVIEW_FIXTURES_PATH);
  });
  afterAll(() => {
    if (UPDATE_BASELINES) saveFixtures(fixtures, PREVIEW_FIXTURES_PATH);
  });
  // after the hook above: its own closes first, so the fixtures are saved once every page is closed
  const browser = fileBrowser();

  const VARIANTS = (['en', 'ru'] as const).flatMap((language) =>
    (['light', 'dark'] as const).map((theme) => ({ language, theme, viewport: 'desktop' as const })),
  );

  it.each(VARIANTS)('a swap of TON for aUSD, $language $theme', async (options: ContextOptions) => {
    const language = options.language ?? 'en';
    const context = await browser.context(options);
    const missing = await fixContext(context, fixtures, { api, devnet, web }, UPDATE_BASELINES);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${web}/app/swap/`);
    await page.getByTestId('swap-form').waitFor();
    // the pair's price panel below the form, drawn before the preview opens over it
    const markets = page.getByTestId('markets-panel');
    await markets.getByTestId('markets-price-usd').waitFor({ timeout: 30_000 });
    await markets.locator('.market-row').first().waitFor({ timeout: 30_000 });
    await connectDevnetWallet(page, 'dave', { connectLabel: CONNECT[language] });
    await page.getByTestId('swap-token-to').click();
    await page.getByTestId('token-option-aUSD').click();
    await page.locator('#swap-amount-from').fill('5');
    await expect.poll(() => page.getByTestId('swap-button').isEnabled(), { timeout: 30_000 }).toBe(true);
    // aUSD's price chart has loaded under the form
    await markets.getByTestId('markets-change').waitFor({ timeout: 30_000 });
    await expect
      .poll(() => markets.getByTestId('markets-chart').innerText(), { timeout: 30_000 })
      .not.toMatch(new RegExp(LOADING[language]));
    await page.getByTestId('swap-button').click();
    await page.getByTestId('preview-panel').waitFor({ timeout: 30_000 });
    // the preview passes, so the wallet opens: the panel stays beside it until the wallet answers
    const dialog = page.getByTestId('devnet-wallet-approve-dialog');
    await dialog.waitFor({ timeout: 30_000 });
    // the wallet names the page's origin, whose port each run picks: masked, the rest is the app's
    await dialog.evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        node.textContent = node.textContent!.replace(/(localhost|127\.0\.0\.1):\d+/g, 'localhost');
    });
    await settle(page);
    await expectToMatchBaseline(page, `preview-swap-${language}-${options.theme}-desktop`);
    // declined in the wallet: nothing is sent, and the panel closes with the wallet's answer
    await dialog.getByTestId('devnet-wallet-reject').click();
    await expect.poll(() => page.getByTestId('preview-modal').count()).toBe(0);
    expect(missing, 'requests without a fixture: run `npm run test:update-screenshots`').toEqual([]);
    expect(errors).toEqual([]);
  });
});
