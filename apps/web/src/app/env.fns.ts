// Parsing of the app's configuration. Pure, so vite.config.ts (Node) and env.ts (browser) share it.
// Hand-written rather than zod: this runs in the entry chunk, where every kilobyte counts.

export const CHAINS = ['devnet', 'testnet', 'mainnet'] as const;
export type Chain = (typeof CHAINS)[number];

export interface Env {
  chain: Chain;
  /** The product API (`@atoll/api`), without a trailing slash. */
  apiUrl: string;
  /** TonAPI v2: the devnet locally, tonapi.io otherwise; without a trailing slash. */
  tonapiUrl: string;
  /** The TON Connect manifest; by default the one this app serves. */
  manifestUrl: string;
  /** The external docs link in the header. */
  docsUrl: string;
}

export type RawEnv = Partial<Record<string, string | boolean | undefined>>;

export const DEFAULTS = {
  VITE_CHAIN: 'devnet',
  VITE_API_URL: 'http://127.0.0.1:8080',
  VITE_TONAPI_URL: 'http://127.0.0.1:8081',
  VITE_DOCS_URL: 'https://docs.ton.org/',
} as const;

export class EnvError extends Error {
  override name = 'EnvError';
}

function text(raw: RawEnv, key: string): string | undefined {
  const value = raw[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function httpUrl(raw: RawEnv, key: string, fallback: string): string {
  const value = text(raw, key) ?? fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new EnvError(`${key} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new EnvError(`${key} must be an http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

export function parseChain(value: string | undefined): Chain {
  const chain = value ?? DEFAULTS.VITE_CHAIN;
  if (!(CHAINS as readonly string[]).includes(chain)) {
    throw new EnvError(`VITE_CHAIN must be one of ${CHAINS.join(', ')}, got "${chain}"`);
  }
  return chain as Chain;
}

/** `origin` is where the app is served from (location.origin in the browser). */
export function parseEnv(raw: RawEnv, origin: string): Env {
  return {
    chain: parseChain(text(raw, 'VITE_CHAIN')),
    apiUrl: httpUrl(raw, 'VITE_API_URL', DEFAULTS.VITE_API_URL),
    tonapiUrl: httpUrl(raw, 'VITE_TONAPI_URL', DEFAULTS.VITE_TONAPI_URL),
    manifestUrl: text(raw, 'VITE_MANIFEST_URL')
      ? httpUrl(raw, 'VITE_MANIFEST_URL', '')
      : `${origin.replace(/\/+$/, '')}/tonconnect-manifest.json`,
    docsUrl: httpUrl(raw, 'VITE_DOCS_URL', DEFAULTS.VITE_DOCS_URL),
  };
}

/** TON Connect network id of a chain: the devnet signs as testnet (global id -3). */
export function tonNetworkOf(chain: Chain): '-239' | '-3' {
  return chain === 'mainnet' ? '-239' : '-3';
}
