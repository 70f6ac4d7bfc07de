// Issue 17: every page is a lazy chunk, found only once the entry has run: one more round trip before the
// first paint. The built index.html gets a tiny inline script that asks for the current route's page chunk
// (and what it imports) beside the entry, as <link rel="modulepreload">. Used by vite.config.ts.
import type { Plugin } from 'vite';

/** Paths (as in app/routes.tsx) and the page module that draws each. The first match wins. */
const PAGES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/$/, 'src/features/landing/LandingPage.tsx'],
  [/^\/app\/?$/, 'src/features/home/HomePage.tsx'],
  [/^\/app\/swap(\/|$)/, 'src/features/swap/SwapPage.tsx'],
  [/^\/limit\/?$/, 'src/features/limit/LimitPage.tsx'],
  [/^\/app\/pools\/?$/, 'src/features/pools/PoolsPage.tsx'],
  [/^\/app\/pools\/new\/?$/, 'src/features/liquidity/components/CreatePoolPage.tsx'],
  [/^\/app\/pools\/[^/]+\/?$/, 'src/features/pools/PoolDetailPage.tsx'],
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

/** The inline script: the route's files, by the regexes above, tested against location.pathname. */
export function preloadScript(routes: ReadonlyArray<readonly [RegExp, string[]]>, base: string): string {
  const table = routes.map(([pattern, files]) => [pattern.source, files.map((file) => base + file)]);
  return `(function(r,p){for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.href=f;document.head.appendChild(l)});return}})(${JSON.stringify(table)},location.pathname)`;
}

export function routePreloadPlugin(): Plugin {
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
        const routes = PAGES.map(([pattern, source]) => {
          const page = chunks.find((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(source));
          if (!page) throw new Error(`route preload: no chunk for ${source}`);
          return [pattern, pageFiles(bundle, page.fileName, entryFiles)] as const;
        });
        return [{ tag: 'script', children: preloadScript(routes, base), injectTo: 'head' }];
      },
    },
  };
}
