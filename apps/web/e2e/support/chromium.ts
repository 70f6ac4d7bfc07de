// No vitest here: the perf benchmark (bench/perf.ts) launches the same browser under plain tsx.
/** Debian's Chromium: never a downloaded browser. CHROMIUM_PATH overrides the path. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
