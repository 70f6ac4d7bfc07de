// Issue 17: every page is a lazy chunk, found only once the entry has run: one more round trip before the
// first paint. The built index.html gets a tiny inline script that asks for the current route's page chunk
// (and what it imports) beside the entry, as <link rel="modulepreload">; and, where the page's largest paint
// is the API's answer (a pool's page), that answer too, as <link rel="preload" as="fetch">, which the page's
// own fetch of the same URL then takes instead of asking again. Used by vite.config.ts.
import type { Plugin } from 'vite';

/**
 * Paths (as in app/routes.tsx), the page module that draws each and, for a page drawn from one API answer,
 * that answer's path before the route's last segment (features/pools/queries.ts: `GET /pools/{address}`).
 * The first match wins.
 */
const PAGES: ReadonlyArray<readonly [RegExp, string, string?]> = [
  [/^\/$/, 'src/features/landing/LandingPage.tsx'],
  [/^\/app\/?$/, 'src/features/home/HomePage.tsx'],
  [/^\/app\/swap(\/|$)/, 'src/features/swap/SwapPage.tsx'],
  [/^\/limit\/?$/, 'src/features/limit/LimitPage.tsx'],
  [/^\/app\/pools\/?$/, 'src/features/pools/PoolsPage.tsx'],
  [/^\/app\/pools\/new\/?$/, 'src/features/liquidity/components/CreatePoolPage.tsx'],
  [/^\/app\/pools\/[^/]+\/?$/, 'src/features/pools/PoolDetailPage.tsx', '/pools/'],
];

interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  isEntry?: boolean;
  imports?: string[];
}

/** The files of `start` and its static imports, without those the entry loads anyway. */
export function pageFiles(bundle: Record<string, BundleChunk>, start: string, entryFiles: Set<string>) {
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (files.includes(fileName) || entryFiles.has(fileName)) return;
    files.push(fileName);
    bundle[fileName]?.imports?.forEach(visit);
  };
  visit(start);
  return files;
}

/** A route of the inline script: its pattern, its files, and the API path its answer is fetched under. */
export type PreloadRoute = readonly [pattern: RegExp, files: string[], apiPrefix?: string];

/**
 * The inline script: the route's files, by the regexes above, tested against location.pathname; for a route
 * with an API prefix, the answer at `api + prefix + the last segment`, encoded as the app encodes it.
 */
export function preloadScript(routes: ReadonlyArray<PreloadRoute>, base: string, api: string): string {
  const table = routes.map(([pattern, files, prefix]) => [
    pattern.source,
    files.map((file) => base + file),
    prefix ?? null,
  ]);
  return `(function(r,p,a){function add(rel,href,as){var l=document.createElement('link');l.rel=rel;l.href=href;if(as){l.as=as;l.crossOrigin='anonymous'}document.head.appendChild(l)}for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(function(f){add('modulepreload',f)});if(r[i][2]){try{add('preload',a+r[i][2]+encodeURIComponent(decodeURIComponent(p.split('/').filter(Boolean).pop())),'fetch')}catch(e){}}return}})(${JSON.stringify(table)},location.pathname,${JSON.stringify(api)})`;
}

/** `apiUrl`: the API the build talks to (VITE_API_URL), without a trailing slash. */
export function routePreloadPlugin(apiUrl: string): Plugin {
  let base = '/';
  return {
    name: 'atoll-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = (ctx.bundle ?? {}) as unknown as Record<string, BundleChunk>;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const entryFiles = new Set<string>();
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
          pageFiles(bundle, entry.fileName, new Set()).forEach((file) => entryFiles.add(file));
        }
        const routes = PAGES.map(([pattern, source, apiPrefix]): PreloadRoute => {
          const page = chunks.find((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(source));
          if (!page) throw new Error(`route preload: no chunk for ${source}`);
          return [pattern, pageFiles(bundle, page.fileName, entryFiles), apiPrefix];
        });
        // first in <head>: an inline script after the stylesheets waits until they have loaded before it
        // runs, which held the page's chunks back by that long (issue 17)
        return [{ tag: 'script', children: preloadScript(routes, base, apiUrl), injectTo: 'head-prepend' }];
      },
    },
  };
}
