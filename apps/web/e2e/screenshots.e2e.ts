import { describe, expect, it } from 'vitest';
import { fileBrowser, VARIANTS } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { stack } from './support/stack';

// Issue 6: the pages in English and Russian, light and dark, at 390×844 and 1440×900, saved under
// e2e/.output/screenshots/ (git-ignored) for review: <page>-<language>-<theme>-<viewport>.png.
const PAGES = [
  { name: 'landing', path: '/', testId: 'page-landing' },
  { name: 'home', path: '/app/', testId: 'page-home' },
  { name: 'swap', path: '/app/swap/', testId: 'page-swap' },
  { name: 'pools', path: '/app/pools/', testId: 'page-pools' },
  { name: 'limit', path: '/limit', testId: 'page-limit' },
] as const;

const HOME_NAV = { en: 'Home', ru: 'Главная' } as const;

describe('screenshots', () => {
  const { web } = stack();
  const browser = fileBrowser();

  it.each(VARIANTS)('$language, $theme, $viewport', async ({ language, theme, viewport }) => {
    const context = await browser.context({ language, theme, viewport });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      for (const { name, path, testId } of PAGES) {
        await page.goto(`${web}${path}`);
        await page.getByTestId(testId).waitFor();
        // the connect button has settled (no restoring spinner)
        await page.getByTestId('connect-wallet').waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        const nav = viewport === 'mobile' ? 'footer-mobile' : 'header';
        expect(await page.getByTestId(nav).innerText()).toContain(HOME_NAV[language]);
        await saveScreenshot(page, `${name}-${language}-${theme}-${viewport}`);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
