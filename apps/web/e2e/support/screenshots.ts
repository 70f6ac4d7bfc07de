import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Viewport-sized PNGs (small enough to commit), animations and caret frozen. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = `${SCREENSHOT_DIR}${name}.png`;
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path, animations: 'disabled', caret: 'hide', scale: 'css' });
  return path;
}
