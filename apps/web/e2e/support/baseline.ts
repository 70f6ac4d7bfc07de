import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { OUTPUT_DIR, saveScreenshot } from './screenshots';

/** The committed baselines; `npm run test:update-screenshots` rewrites them. */
export const BASELINE_DIR = fileURLToPath(new URL('../baselines/', import.meta.url));
/** Set by `npm run test:update-screenshots`: write the baselines (and the data fixtures) instead of comparing. */
export const UPDATE_BASELINES = process.env.UPDATE_SCREENSHOTS === '1';
/** The output subfolder of compared screenshots and their diffs: other tests' review shots share names. */
const COMPARED = 'compared/';
/** At most 0.1 % of the pixels may differ (issue 14). */
export const MAX_DIFF_RATIO = 0.001;
/** pixelmatch's per-pixel colour distance (0–1) under which two pixels count as equal: anti-aliasing noise. */
const PIXEL_THRESHOLD = 0.1;

export interface Comparison {
  differing: number;
  total: number;
  ratio: number;
  /** the diff image, written when the screenshots differ (or differ in size) */
  diffPath?: string;
  actualPath: string;
  baselinePath: string;
}

/** Compares two PNG files with pixelmatch; writes `<name>.diff.png` into the output folder when they differ. */
export function comparePng(actualPath: string, baselinePath: string, name: string): Comparison {
  const actual = PNG.sync.read(readFileSync(actualPath));
  const baseline = PNG.sync.read(readFileSync(baselinePath));
  const diffPath = `${OUTPUT_DIR}${name}.diff.png`;
  const total = baseline.width * baseline.height;
  if (actual.width !== baseline.width || actual.height !== baseline.height) {
    // the larger of the two, all red: a size change is a difference everywhere
    const diff = new PNG({
      width: Math.max(actual.width, baseline.width),
      height: Math.max(actual.height, baseline.height),
    });
    for (let i = 0; i < diff.data.length; i += 4) diff.data.set([255, 0, 0, 255], i);
    writeFileSync(diffPath, PNG.sync.write(diff));
    return { differing: total, total, ratio: 1, diffPath, actualPath, baselinePath };
  }
  const diff = new PNG({ width: baseline.width, height: baseline.height });
  const differing = pixelmatch(actual.data, baseline.data, diff.data, baseline.width, baseline.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = differing / total;
  if (differing === 0) return { differing, total, ratio, actualPath, baselinePath };
  mkdirSync(OUTPUT_DIR, { recursive: true });
  writeFileSync(diffPath, PNG.sync.write(diff));
  return { differing, total, ratio, diffPath, actualPath, baselinePath };
}

/** Takes the page's screenshot as `<name>.png` in the output folder and compares it with a baseline. */
export async function compareWithBaseline(page: Page, name: string, baseline = name): Promise<Comparison> {
  const actualPath = await saveScreenshot(page, `${COMPARED}${name}`);
  return comparePng(actualPath, `${BASELINE_DIR}${baseline}.png`, `${COMPARED}${name}`);
}

/**
 * The page's screenshot must match the committed baseline `<name>.png` (at most 0.1 % of pixels differ).
 * In update mode the screenshot becomes the baseline.
 */
export async function expectToMatchBaseline(page: Page, name: string, baseline = name): Promise<void> {
  const baselinePath = `${BASELINE_DIR}${baseline}.png`;
  if (UPDATE_BASELINES) {
    const shot = await saveScreenshot(page, name);
    mkdirSync(BASELINE_DIR, { recursive: true });
    writeFileSync(baselinePath, readFileSync(shot));
    return;
  }
  if (!existsSync(baselinePath)) {
    throw new Error(`no baseline ${baselinePath}: run \`npm run test:update-screenshots\``);
  }
  const result = await compareWithBaseline(page, name, baseline);
  if (result.ratio > MAX_DIFF_RATIO) {
    throw new Error(
      `screenshot ${name} differs from its baseline in ${result.differing} of ${result.total} pixels ` +
        `(${(result.ratio * 100).toFixed(3)} % > ${MAX_DIFF_RATIO * 100} %): diff ${result.diffPath}, ` +
        `actual ${result.actualPath}, baseline ${result.baselinePath}`,
    );
  }
}

/** Screenshots until two in a row are equal: late layout (fonts, charts, lazy chunks) has settled. */
export async function settle(page: Page): Promise<void> {
  // the pointer rests where the last click left it: over a chart it draws a crosshair and a price label
  // whose width moves the price scale
  await page.mouse.move(0, 0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  let previous: Buffer | undefined;
  for (let attempt = 0; attempt < 20; attempt++) {
    const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
    if (previous?.equals(shot)) return;
    previous = shot;
    await page.waitForTimeout(400);
  }
  throw new Error('the screen did not settle within 20 screenshots');
}
