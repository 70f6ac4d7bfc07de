import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/** Every screenshot a run takes, for review, and the diffs of failed comparisons: git-ignored. */
export const OUTPUT_DIR = fileURLToPath(new URL('../.output/screenshots/', import.meta.url));

/**
 * Viewport-sized PNG into the ignored output folder (`name` may hold a subfolder), animations and caret
 * frozen. Returns its path.
 */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const path = `${OUTPUT_DIR}${name}.png`;
  mkdirSync(dirname(path), { recursive: true });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path, animations: 'disabled', caret: 'hide', scale: 'css' });
  return path;
}
