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
