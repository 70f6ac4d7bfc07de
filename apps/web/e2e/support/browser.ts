import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Every language, theme and viewport the screens are checked in (issue 6). */
export const VARIANTS = (['en', 'ru'] as const).flatMap((language) =>
  (['light', 'dark'] as const).flatMap((theme) =>
    (['mobile', 'desktop'] as ViewportName[]).map((viewport) => ({ language, theme, viewport })),
  ),
);

export interface ContextOptions {
  viewport?: ViewportName;
  language?: 'en' | 'ru';
  theme?: 'light' | 'dark';
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * A fresh browser profile on the app: language and theme preset in localStorage (the app's own keys),
 * and every request off the machine aborted at once (no internet here: TON Connect's wallet list and
 * bridges, the other wallets' icons), so nothing waits on a network timeout.
 */
export async function newContext(
  browser: Browser,
  { viewport = 'desktop', language = 'en', theme = 'light' }: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    deviceScaleFactor: 1,
    isMobile: viewport === 'mobile',
    hasTouch: viewport === 'mobile',
    locale: language === 'ru' ? 'ru-RU' : 'en-US',
    colorScheme: theme,
    reducedMotion: 'reduce',
  });
  await context.addInitScript(
    ({ language, theme }) => {
      // the app's envelope (src/lib/persisted.ts): version 1, no expiry
      const preset = (key: string, value: string) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ v: 1, data: value }));
      };
      preset('atoll.language', language);
      preset('atoll.theme', theme);
    },
    { language, theme },
  );
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (LOCAL_HOSTS.has(url.hostname)) return route.continue();
    return route.abort('internetdisconnected');
  });
  return context;
}

/** A test file's browser and the profiles its tests open on it. */
export interface FileBrowser {
  /** A fresh profile on the app (newContext); closed after the file's tests if the test did not. */
  context(options?: ContextOptions): Promise<BrowserContext>;
}

/** One browser for a test file: launched before its tests, closed after them with every context it opened. */
export function fileBrowser(): FileBrowser {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
  });
  return {
    async context(options) {
      const context = await newContext(browser!, options);
      contexts.push(context);
      return context;
    },
  };
}

/** Errors the page logs, minus the expected ones of an offline TON Connect. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}
