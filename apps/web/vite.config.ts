import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import {
  DEFAULT_PUBLIC_URL,
  DEFAULTS,
  EnvError,
  parseChain,
  publicBuildProblems,
  tonapiUrlOf,
  tonconnectManifest,
} from './src/app/chain.fns.ts';
import { parseAnalyticsUrl, parseShellConfig } from './src/app/shell-config.fns.ts';
// by path, not by package name: Vite bundles a relative import into the config, while a workspace package
// would be left to Node, which does not run its TypeScript
import { deploymentRoots } from '../../packages/chain/src/deployment.ts';
import { routePreloadPlugin } from './scripts/route-preload.ts';

// Infinite queries (paged lists on lazy pages) stay out of it: every page would pay for them. So does TON
// Connect (its own chunk, loaded after the first paint: features/wallet/tonconnect.ts).
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack)[\\/](?!.*[iI]nfiniteQuery)/;

/**
 * App modules the swap page needs and other pages share (money and addresses, the token list,
 * balances, quotes): one chunk instead of the handful of tiny ones the heuristics cut them into
 * once several lazy pages import them; apart they gzip worse and cost the /app/swap/ budget.
 */
const SHARED_APP =
  /(apps[\\/]web[\\/]src[\\/](lib[\\/](http|amounts|create-store|pool-search)|features[\\/](tokens[\\/](token-list|custom-tokens|queries|hooks|components[\\/](TokenIcon|LazyTokenPicker))|balances[\\/](balances|queries|hooks)|swap[\\/](routing|queries|send-checks|swap-settings)))|packages[\\/]contracts[\\/]src[\\/]sdk[\\/]quote|packages[\\/]chain[\\/]src[\\/]address[\\/]text)[^\\/]*$/;

/** /tonconnect-manifest.json from the build's settings: emitted into the build, served by the dev server. */
function tonconnectManifestPlugin(manifest: string): Plugin {
  return {
    name: 'atoll-tonconnect-manifest',
    configureServer(server) {
      server.middlewares.use('/tonconnect-manifest.json', (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(manifest);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'tonconnect-manifest.json', source: manifest });
    },
  };
}

/** The API answers every page's first queries: open the connection while the scripts load (issue 17). */
function preconnectPlugin(apiUrl: string): Plugin {
  return {
    name: 'atoll-preconnect',
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'preconnect', href: new URL(apiUrl).origin, crossorigin: '' },
        injectTo: 'head',
      },
    ],
  };
}

export default defineConfig(({ mode }) => {
  // Fail the build early on a bad chain, or on a testnet or mainnet build that would read the chain
  // anywhere but through the API; env.ts validates the rest in the browser.
  const vars = loadEnv(mode, process.cwd(), 'VITE_');
  const chain = parseChain(vars.VITE_CHAIN || undefined);
  const apiUrl = (vars.VITE_API_URL?.trim() || DEFAULTS.VITE_API_URL).replace(/\/+$/, '');
  tonapiUrlOf(chain, apiUrl, vars.VITE_TONAPI_URL?.trim() || undefined);
  // the header's settings and the analytics endpoint are checked here only: the browser reads them as they are
  parseShellConfig(vars);
  parseAnalyticsUrl(vars);
  // on testnet and mainnet: every URL a wallet or a browser elsewhere must reach, all problems at once
  const problems = publicBuildProblems(chain, vars);
  if (problems.length > 0)
    throw new EnvError(`This ${chain} build is not safe to publish:\n  ${problems.join('\n  ')}`);
  const manifest = JSON.stringify(
    tonconnectManifest(
      vars.VITE_PUBLIC_URL?.trim() || DEFAULT_PUBLIC_URL,
      vars.VITE_MANIFEST_ICON_URL?.trim() || undefined,
    ),
    null,
    2,
  );
  // The roots of trust the build pins: VITE_FACTORY_ADDRESS, VITE_POOL_CODE_HASH and VITE_ORDER_CODE_HASH,
  // else the chain's deployment file (deployments/<chain>.json or DEPLOYMENT_FILE). Vite reads the VITE_*
  // environment after this function, so what is set here reaches import.meta.env like any variable.
  Object.assign(
    process.env,
    deploymentRoots(chain, { ...vars, DEPLOYMENT_FILE: process.env.DEPLOYMENT_FILE }, { prefix: 'VITE_' }),
  );
  return {
    plugins: [
      react(),
      tonconnectManifestPlugin(manifest),
      preconnectPlugin(apiUrl),
      routePreloadPlugin(apiUrl),
    ],
    define: { __DEVNET_WALLET__: JSON.stringify(chain === 'devnet') },
    build: {
      manifest: true,
      target: 'es2022',
      sourcemap: true,
      chunkSizeWarningLimit: 1000,
      rolldownOptions: {
        output: {
          // The libraries every page runs in one chunk: left to the heuristics, they are cut into
          // pieces that change with every lazy import added, and that gzip worse apart.
          codeSplitting: {
            groups: [
              { name: 'framework', test: FRAMEWORK },
              { name: 'shared', test: SHARED_APP },
            ],
          },
        },
      },
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
  };
});
