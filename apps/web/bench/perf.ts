// First paint benchmark (issue 17): `npm run perf -w @atoll/web`. Starts the stack the browser tests use
// (scripts/stack.ts --test: the app built for it and served by `vite preview`, with its API), builds and
// serves the baseline (bench/baseline: a bare Vite page with React and TON Connect UI only), then measures
// each page in the same run:
// - in Debian's Chromium over CDP (playwright-core), 4× CPU slowdown and a 9 Mbit/s, 150 ms RTT network,
//   a fresh profile per load: LCP, CLS and total blocking time, the median of RUNS loads;
// - with Lighthouse 12 (mobile preset, its own simulated throttling), the median of RUNS runs.
// Writes bench/perf-report.json (committed).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium, type Browser } from 'playwright-core';
import { build, preview } from 'vite';
import { toFriendlyAddress } from '@atoll/chain/address';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { startStack } from '../e2e/support/start-stack';
import { median, summarise, type LoadMetrics, type RawLoad } from './perf.fns';

const RUNS = Number(process.env.PERF_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const NETWORK = { latencyMs: 150, downloadKbps: 9000, uploadKbps: 9000 };
const VIEWPORT = { width: 1440, height: 900 };
/** After `load`, how long the page is watched for late shifts and long tasks. */
const SETTLE_MS = 5000;
const GOALS = { lcpMs: 1500, cls: 0.05, lighthousePerformance: 95, lighthouseAccessibility: 96 };

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const reportPath = join(webRoot, 'bench/perf-report.json');
const logDir = join(webRoot, 'bench/.logs');
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/**
 * Records LCP, layout shifts and long tasks from the start of the navigation. A string: a function would
 * reach the page as tsx compiled it, with helpers the page does not have.
 */
const OBSERVE = `(() => {
  const perf = { lcp: 0, fcp: 0, shifts: [], longTasks: [] };
  window.__perf = perf;
  const observe = (type, onEntry) =>
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  observe('largest-contentful-paint', (entry) => { perf.lcp = entry.startTime; });
  observe('paint', (entry) => { if (entry.name === 'first-contentful-paint') perf.fcp = entry.startTime; });
  observe('layout-shift', (entry) => { if (!entry.hadRecentInput) perf.shifts.push([entry.startTime, entry.value]); });
  observe('longtask', (entry) => { perf.longTasks.push([entry.startTime, entry.duration]); });
})();`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Builds bench/baseline into a temporary folder and serves it; resolves its URL and a stop. */
async function serveBaseline() {
  const root = join(webRoot, 'bench/baseline');
  const outDir = mkdtempSync(join(tmpdir(), 'atoll-perf-baseline-'));
  const config = { root, configFile: false as const, logLevel: 'warn' as const, plugins: [react()] };
  // one chunk on purpose: the baseline is React and TON Connect UI loaded up front
  await build({
    ...config,
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
  });
  const server = await preview({
    ...config,
    build: { outDir },
    preview: { port: await freePort(), strictPort: true, host: '127.0.0.1' },
  });
  const url = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  return {
    url,
    stop: async () => {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** One cold load of `url` with the CPU and network throttled over CDP. */
async function measureLoad(browser: Browser, url: string): Promise<LoadMetrics> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    // nothing leaves the machine (TON Connect's wallet list, other wallets' icons), as in the browser tests
    const local = new URL(url).hostname;
    await context.route(
      (target) => !['127.0.0.1', 'localhost', local].includes(target.hostname),
      (route) => route.abort(),
    );
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: NETWORK.latencyMs,
      downloadThroughput: (NETWORK.downloadKbps * 1000) / 8,
      uploadThroughput: (NETWORK.uploadKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(SETTLE_MS);
    const raw = (await page.evaluate('window.__perf')) as RawLoad | undefined;
    if (!raw || raw.fcp === 0 || raw.lcp === 0) throw new Error(`${url}: no paint was recorded`);
    return summarise(raw);
  } finally {
    await context.close();
  }
}

interface LighthouseScores {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** One Lighthouse run (CLI, mobile preset: its default) on Debian's Chromium. */
async function lighthouseRun(url: string): Promise<LighthouseScores> {
  const args = [
    lighthouseCli,
    url,
    '--output=json',
    '--quiet',
    '--only-categories=performance,accessibility',
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
  ];
  const stdout = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`lighthouse exited ${code}`)),
    );
  });
  const lhr = JSON.parse(stdout) as {
    runtimeError?: { message: string };
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
  };
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
  };
}

function medianOf<T extends object>(runs: T[]): T {
  const keys = Object.keys(runs[0]!) as (keyof T)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key] as number))])) as T;
}

async function measurePage(browser: Browser, origin: string, path: string, withLighthouse: boolean) {
  const url = `${origin}${path}`;
  const loads: LoadMetrics[] = [];
  for (let run = 0; run < RUNS; run += 1) loads.push(await measureLoad(browser, url));
  const cdp = medianOf(loads);
  console.log(
    `${path.padEnd(60)} LCP ${cdp.lcpMs} ms, CLS ${cdp.cls}, TBT ${cdp.tbtMs} ms (median of ${RUNS})`,
  );
  let lighthouse: (LighthouseScores & { runs: LighthouseScores[] }) | undefined;
  if (withLighthouse) {
    const runs: LighthouseScores[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRun(url));
    lighthouse = { ...medianOf(runs), runs };
    console.log(
      `${''.padEnd(60)} Lighthouse performance ${lighthouse.performance}, accessibility ${lighthouse.accessibility}`,
    );
  }
  return { path, ...cdp, ...(lighthouse ? { lighthouse } : {}), loads };
}

async function firstPoolPath(api: string): Promise<string> {
  const response = await fetch(`${api}/pools/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, size: 1, sort: 'desc', sort_by: 'tvl', verified_tokens: [] }),
  });
  const body = (await response.json()) as { result: { pools: { address: string }[] }[] };
  const address = body.result[0]?.pools[0]?.address;
  if (!address) throw new Error('POST /pools/search lists no pool');
  return `/app/pools/${toFriendlyAddress(address)}`;
}

const loadAtStart = loadavg()[0]!;
const stack = await startStack(logDir, 'perf');
// Ctrl-C or a kill: the stack still stops (it removes its database)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stack.stop().finally(() => process.exit(130)));
}
let baseline: Awaited<ReturnType<typeof serveBaseline>> | undefined;
let browser: Browser | undefined;
try {
  baseline = await serveBaseline();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const poolPath = await firstPoolPath(stack.info.api);
  const baselinePage = await measurePage(browser, baseline.url, '/', true);
  const pages = [];
  for (const [path, withLighthouse] of [
    ['/app/swap/', true],
    ['/app/pools/', true],
    [poolPath, false],
  ] as const) {
    pages.push(await measurePage(browser, stack.info.web, path, withLighthouse));
  }
  const report = {
    command: 'npm run perf -w @atoll/web',
    measuredAt: new Date().toISOString(),
    conditions: {
      browser: `${CHROMIUM_PATH} ${browser.version()}`,
      // the machine is shared: its 1-minute load average beside its cores says how far to trust the figures
      machine: { cores: availableParallelism(), loadAverage: { start: loadAtStart, end: loadavg()[0]! } },
      chromiumFlags: CHROMIUM_ARGS,
      app: 'scripts/stack.ts --test: the devnet build served by vite preview, with its API, indexer and devnet',
      cdp: {
        cpuSlowdown: CPU_SLOWDOWN,
        network: NETWORK,
        viewport: VIEWPORT,
        cache: 'a fresh browser context and the cache disabled for every load',
        settleMs: SETTLE_MS,
        tbt: 'sum of (long task − 50 ms) after FCP until load + settleMs',
        cls: 'largest session window of layout shifts without recent input',
        runs: RUNS,
        statistic: 'median',
      },
      lighthouse: {
        version: '12.2.3',
        preset: 'mobile (the default: simulated throttling, 4× CPU, slow 4G)',
        env: { CHROME_PATH: CHROMIUM_PATH },
        chromeFlags: CHROMIUM_ARGS.join(' '),
        categories: ['performance', 'accessibility'],
        runs: RUNS,
        statistic: 'median',
      },
    },
    goals: GOALS,
    baseline: {
      what: 'bench/baseline: a bare Vite page with React and TON Connect UI only',
      ...baselinePage,
    },
    pages,
  };
  writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`wrote ${reportPath}`);
} finally {
  await browser?.close();
  await baseline?.stop();
  await stack.stop();
}
