// Parsing of the app's configuration. Pure; env.ts runs it in the browser (vite.config.ts uses chain.fns.ts).
// Hand-written rather than zod: this runs in the entry chunk, where every kilobyte counts.
import { toRawAddress } from '@atoll/chain/address';
import { type Chain, DEFAULTS, EnvError, parseChain, tonapiUrlOf } from './chain.fns';
import type { HeaderTint, ShellConfig } from './shell-config.fns';

export { CHAINS, type Chain, DEFAULTS, EnvError, parseChain } from './chain.fns';

export interface Env {
  chain: Chain;
  /** The product API (`@atoll/api`), without a trailing slash. */
  apiUrl: string;
  /** TonAPI v2: the devnet locally, the API's relay (`<apiUrl>/chain`) otherwise; without a trailing slash. */
  tonapiUrl: string;
  /** The TON Connect manifest; by default the one this app serves. */
  manifestUrl: string;
  /** The external docs link in the header. */
  docsUrl: string;
  /**
   * The roots of trust every pool address is derived from before funds are sent (docs/chain-notes.md §5 "Trust by
   * derivation"): never read from chain data or an API answer. Null when the build has none: the app
   * browses, but refuses to send.
   */
  trust: TrustConfig | null;
  /** The header's tint, festival logo and back target (shell-config.fns.ts). */
  shell: ShellConfig;
  /** Our API's analytics endpoint; null: analytics off (the default). */
  analyticsUrl: string | null;
}

export interface TrustConfig {
  /** The factory's raw address (`0:<hex>`). */
  factory: string;
  /** Hash of the pool code the factory deploys: 64 lowercase hex characters. */
  poolCodeHash: string;
  /**
   * Hash of the limit order code (`VITE_ORDER_CODE_HASH`), 64 lowercase hex characters: the order code shipped
   * with the build must hash to it before an order's address is derived. Null: orders cannot be placed.
   */
  orderCodeHash: string | null;
}

export type RawEnv = Partial<Record<string, string | boolean | undefined>>;

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

const HASH = /^[0-9a-fA-F]{64}$/;

/** Both roots or neither: half a root of trust would let the other half be taken from the chain. */
export function parseTrust(raw: RawEnv): TrustConfig | null {
  const factory = text(raw, 'VITE_FACTORY_ADDRESS');
  const hash = text(raw, 'VITE_POOL_CODE_HASH');
  if (factory === undefined && hash === undefined) return null;
  if (factory === undefined || hash === undefined)
    throw new EnvError('VITE_FACTORY_ADDRESS and VITE_POOL_CODE_HASH must be set together');
  const rawFactory = toRawAddress(factory);
  if (!rawFactory)
    throw new EnvError(`VITE_FACTORY_ADDRESS must be a TON address (raw or friendly), got "${factory}"`);
  if (!HASH.test(hash))
    throw new EnvError(`VITE_POOL_CODE_HASH must be 64 hex characters (the pool code's hash), got "${hash}"`);
  const orderHash = text(raw, 'VITE_ORDER_CODE_HASH');
  if (orderHash !== undefined && !HASH.test(orderHash))
    throw new EnvError(
      `VITE_ORDER_CODE_HASH must be 64 hex characters (the order code's hash), got "${orderHash}"`,
    );
  return {
    factory: rawFactory,
    poolCodeHash: hash.toLowerCase(),
    orderCodeHash: orderHash?.toLowerCase() ?? null,
  };
}

/** `origin` is where the app is served from (location.origin in the browser). */
export function parseEnv(raw: RawEnv, origin: string): Env {
  const chain = parseChain(text(raw, 'VITE_CHAIN'));
  const apiUrl = httpUrl(raw, 'VITE_API_URL', DEFAULTS.VITE_API_URL);
  const tonapi = text(raw, 'VITE_TONAPI_URL') === undefined ? undefined : httpUrl(raw, 'VITE_TONAPI_URL', '');
  return {
    chain,
    apiUrl,
    tonapiUrl: tonapiUrlOf(chain, apiUrl, tonapi),
    manifestUrl: text(raw, 'VITE_MANIFEST_URL')
      ? httpUrl(raw, 'VITE_MANIFEST_URL', '')
      : `${origin.replace(/\/+$/, '')}/tonconnect-manifest.json`,
    docsUrl: httpUrl(raw, 'VITE_DOCS_URL', DEFAULTS.VITE_DOCS_URL),
    trust: parseTrust(raw),
    // checked when the app is built (vite.config.ts runs shell-config.fns.ts): no parsing code in the entry
    shell: {
      headerTint: (text(raw, 'VITE_HEADER_TINT') ?? 'default') as HeaderTint,
      festivalLogoUrl: text(raw, 'VITE_FESTIVAL_LOGO_URL') ?? null,
      backUrl: text(raw, 'VITE_BACK_URL') ?? null,
    },
    analyticsUrl: text(raw, 'VITE_ANALYTICS_URL') ?? null,
  };
}

/** TON Connect network id of a chain: the devnet signs as testnet (global id -3). */
export function tonNetworkOf(chain: Chain): '-239' | '-3' {
  return chain === 'mainnet' ? '-239' : '-3';
}
