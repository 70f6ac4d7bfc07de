import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Request, Route } from 'playwright-core';

/**
 * Fixed data for the baseline screens: every request to the API and the devnet (TonAPI, the price API, the
 * devnet wallet's reads) is answered from `baselines/fixtures.json` through `page.route`, so the prices,
 * balances, charts and pool stats the market and the indexer vary do not reach the baselines. In update mode
 * the answers are recorded from the live stack instead (the first answer to each request), with the frozen
 * clock's time.
 */
export const FIXTURES_PATH = fileURLToPath(new URL('../baselines/fixtures.json', import.meta.url));

interface RecordedResponse {
  status: number;
  contentType: string;
  body: string;
  /** base64 when the body is not text */
  base64?: true;
}

export interface Fixtures {
  /** the frozen clock, ms since the epoch */
  time: number;
  /** values the test needs to find its screens (e.g. the pool whose page is a baseline) */
  meta: Record<string, string>;
  responses: Record<string, RecordedResponse>;
}

/** `path`: another screen set's own fixtures (e.g. the transaction page's, beside these). */
export function loadFixtures(path = FIXTURES_PATH): Fixtures {
  if (!existsSync(path)) {
    throw new Error(`no fixtures ${path}: run \`npm run test:update-screenshots\``);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as Fixtures;
}

export function saveFixtures(fixtures: Fixtures, path = FIXTURES_PATH): void {
  const sorted = Object.fromEntries(
    Object.entries(fixtures.responses).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(path, `${JSON.stringify({ ...fixtures, responses: sorted }, null, 1)}\n`);
}

const TEXT_TYPES = /json|text|javascript|xml/;

/** No animation or transition, no caret: the same frame on every run. */
const FREEZE_CSS = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important;
}`;

/**
 * Freezes the clock at `fixtures.time`, turns off animations and transitions, and answers the stack's API
 * and devnet requests from the fixtures (record: from the live stack, kept in `fixtures`). Returns the
 * requests that had no fixture (replay), which a test should expect to be empty.
 */
export async function fixContext(
  context: BrowserContext,
  fixtures: Fixtures,
  origins: { api: string; devnet: string; web: string },
  record: boolean,
): Promise<string[]> {
  await context.clock.setFixedTime(fixtures.time);
  await context.addInitScript((css) => {
    const add = () => {
      const style = document.createElement('style');
      style.dataset.e2eFreeze = '';
      style.textContent = css;
      document.head.append(style);
    };
    if (document.head) add();
    else document.addEventListener('DOMContentLoaded', add, { once: true });
  }, FREEZE_CSS);

  const roles = new Map([
    [new URL(origins.api).origin, 'api'],
    [new URL(origins.devnet).origin, 'devnet'],
  ]);
  const missing: string[] = [];
  // Addresses the recorded answers name (token icons on the devnet) carry the ports of the stack that
  // recorded them: any other local origin is keyed by its path alone, so they replay on any port.
  const local = (url: URL) => url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  const routed = (url: URL) =>
    roles.has(url.origin) || (local(url) && url.origin !== new URL(origins.web).origin);
  const keyOf = (request: Request): string => {
    const url = new URL(request.url());
    return `${roles.get(url.origin) ?? 'local'} ${request.method()} ${url.pathname}${url.search}`;
  };
  const corsHeaders = (request: Request): Record<string, string> => {
    const origin = request.headers().origin;
    return origin
      ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' }
      : {};
  };

  await context.route(
    (url) => routed(url),
    async (route: Route) => {
      const request = route.request();
      const key = keyOf(request);
      // the first answer wins: every screen of a run then shows the same data, though the live stack
      // moves on while it records (a chart's buckets, a price)
      if (record && !fixtures.responses[key]) {
        const response = await route.fetch();
        const contentType = response.headers()['content-type'] ?? '';
        const buffer = await response.body();
        const text = TEXT_TYPES.test(contentType);
        fixtures.responses[key] = {
          status: response.status(),
          contentType,
          body: text ? buffer.toString('utf8') : buffer.toString('base64'),
          ...(text ? {} : { base64: true as const }),
        };
        return route.fulfill({ response });
      }
      const recorded = fixtures.responses[key];
      if (!recorded) {
        missing.push(key);
        return route.fulfill({ status: 404, headers: corsHeaders(request), body: '' });
      }
      return route.fulfill({
        status: recorded.status,
        contentType: recorded.contentType,
        headers: corsHeaders(request),
        body: recorded.base64 ? Buffer.from(recorded.body, 'base64') : recorded.body,
      });
    },
  );
  return missing;
}
