// first: @atoll/chain loads @ton/core, which needs Buffer when its module is evaluated; a module that fails to
// evaluate stays failed for the page, so every later lazy chunk using it would fail too
import './buffer-polyfill';
import { createTonApi, type TonApi } from '@atoll/chain';

// The web app's TonAPI client: @atoll/chain's one client (its queue, retries and error texts) for each
// TonAPI base the app reads: the devnet locally, otherwise the API's relay (`<api>/chain`), which reads
// TonAPI with the API's key through its cache (no key ships to browsers; env.fns.ts refuses any other).
// Lazy-loaded where the first paint does not need it.

/** Requests per second a browser sends to one TonAPI host: a keyless client's share, with room for bursts. */
const BROWSER_RPS = 10;

const clients = new Map<string, TonApi>();

export function tonApi(baseUrl: string): TonApi {
  let client = clients.get(baseUrl);
  if (!client) {
    client = createTonApi({ baseUrl, rps: BROWSER_RPS, maxInFlight: 6, maxRetries: 2 });
    clients.set(baseUrl, client);
  }
  return client;
}
