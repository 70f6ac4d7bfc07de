// The chain a build targets, and the settings' defaults: no imports, so that vite.config.ts (loaded by Node,
// which does not run the workspace packages' TypeScript) can share them with env.fns.ts.

export const CHAINS = ['devnet', 'testnet', 'mainnet'] as const;
export type Chain = (typeof CHAINS)[number];

export const DEFAULTS = {
  VITE_CHAIN: 'devnet',
  VITE_API_URL: 'http://127.0.0.1:8080',
  VITE_TONAPI_URL: 'http://127.0.0.1:8081',
  VITE_DOCS_URL: 'https://docs.ton.org/',
} as const;

export class EnvError extends Error {
  override name = 'EnvError';
}

export function parseChain(value: string | undefined): Chain {
  const chain = value ?? DEFAULTS.VITE_CHAIN;
  if (!(CHAINS as readonly string[]).includes(chain)) {
    throw new EnvError(`VITE_CHAIN must be one of ${CHAINS.join(', ')}, got "${chain}"`);
  }
  return chain as Chain;
}

/**
 * Where the app reads the chain (TonAPI v2): the devnet directly, else only through the API's relay
 * (`<VITE_API_URL>/chain`), which holds the TonAPI key, caches and keeps the key's rate (issue 16): no key
 * ships to browsers, and a testnet or mainnet build that names another TonAPI is refused. `apiUrl` without a
 * trailing slash.
 */
export function tonapiUrlOf(chain: Chain, apiUrl: string, configured: string | undefined): string {
  if (chain === 'devnet') return configured ?? DEFAULTS.VITE_TONAPI_URL;
  const relay = `${apiUrl}/chain`;
  if (configured !== undefined && configured.replace(/\/+$/, '') !== relay) {
    throw new EnvError(
      `VITE_TONAPI_URL must be unset or ${relay} on ${chain}: outside the devnet the app reads the chain only through the API, got "${configured}"`,
    );
  }
  return relay;
}

/** Where the app is served from, for the TON Connect manifest it generates (vite.config.ts). */
export const DEFAULT_PUBLIC_URL = 'http://localhost:5173';

const isLocal = (url: URL) => ['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].includes(url.hostname);

/**
 * The TON Connect manifest the build serves at /tonconnect-manifest.json: the app's public URL and its icon,
 * which wallets fetch and show when they connect (so both must be reachable by a wallet on a phone).
 */
export function tonconnectManifest(publicUrl: string, iconUrl: string | undefined) {
  const url = publicUrl.replace(/\/+$/, '');
  return {
    url,
    name: 'Atoll',
    iconUrl: iconUrl ?? `${url}/icon-180.png`,
    termsOfUseUrl: `${url}/`,
    privacyPolicyUrl: `${url}/`,
  };
}

/**
 * What a testnet or mainnet build refuses, every problem named at once (issue 16): an app or manifest a
 * wallet or browser elsewhere cannot reach (not https, or this machine), and an API on this machine. The
 * devnet is local by design: nothing to check.
 */
export function publicBuildProblems(chain: Chain, vars: Record<string, string | undefined>): string[] {
  if (chain === 'devnet') return [];
  const problems: string[] = [];
  const check = (key: string, value: string | undefined, what: string) => {
    if (!value) return problems.push(`${key} is required on ${chain}: ${what}`);
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return problems.push(`${key} must be an absolute URL, got "${value}"`);
    }
    if (url.protocol !== 'https:') problems.push(`${key} must be https on ${chain}, got "${value}"`);
    else if (isLocal(url)) problems.push(`${key} must be public on ${chain}, not this machine: "${value}"`);
  };
  const text = (key: string) => vars[key]?.trim() || undefined;
  check('VITE_PUBLIC_URL', text('VITE_PUBLIC_URL'), "the app's public URL (the TON Connect manifest's url)");
  const manifest = tonconnectManifest(text('VITE_PUBLIC_URL') ?? '', text('VITE_MANIFEST_ICON_URL'));
  if (text('VITE_PUBLIC_URL') || text('VITE_MANIFEST_ICON_URL'))
    check('VITE_MANIFEST_ICON_URL', manifest.iconUrl, "the manifest's icon, fetched by wallets");
  if (text('VITE_MANIFEST_URL'))
    check('VITE_MANIFEST_URL', text('VITE_MANIFEST_URL'), 'the TON Connect manifest, fetched by wallets');
  check('VITE_API_URL', text('VITE_API_URL'), 'the API the app reads everything through');
  return problems;
}
