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
