import type { QueryClient } from '@tanstack/react-query';
import { isValidElement } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { Layout } from '../features/shell/components/Layout';
import { lazyComponent, type LazyPart } from '../features/shell/components/LazyBoundary';

// docs/product-spec.md §2 "Routes". Every page is its own chunk; /app/pools/... is filled by the next issue.
// Declarative routes (no data router): the data APIs would cost ~10 kB gzip of the entry budget.
// Each page names the feature namespaces its first paint draws with: they load beside its chunk.
const LandingPage = lazyComponent(() => import('../features/landing/LandingPage'));
const HomePage = lazyComponent(() => import('../features/home/HomePage'));
const SwapPage = lazyComponent(() => import('../features/swap/SwapPage'));
const LimitPage = lazyComponent(() => import('../features/limit/LimitPage'), ['limit']);
const PoolsPage = lazyComponent(() => import('../features/pools/PoolsPage'), ['pools']);
const PoolDetailPage = lazyComponent(() => import('../features/pools/PoolDetailPage'), ['pools']);
const CreatePoolPage = lazyComponent(
  () => import('../features/liquidity/components/CreatePoolPage'),
  ['liquidity'],
);
const TxPage = lazyComponent(() => import('../features/tx-page/components/TxPage'), ['tx']);
const GuidePage = lazyComponent(() => import('../features/guide/GuidePage'));
const NotFoundPage = lazyComponent(() => import('../features/shell/components/NotFoundPage'));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/app', element: <HomePage /> },
      { path: '/app/swap', element: <SwapPage /> },
      // The second segment is literally "null" (no second token): docs/product-spec.md §2.
      { path: '/app/swap/:tokenAddress/null', element: <SwapPage /> },
      { path: '/limit', element: <LimitPage /> },
      { path: '/app/pools', element: <PoolsPage /> },
      { path: '/app/pools/new', element: <CreatePoolPage /> },
      { path: '/app/pools/:poolAddress', element: <PoolDetailPage /> },
      { path: '/app/tx/:hash', element: <TxPage /> },
      { path: '/app/guide', element: <GuidePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Fetches the page the path shows, and its texts, before the first render (main.tsx): the page then draws in
 * the shell's first commit instead of after a spinner (issue 17: the largest paint). index.html's inline
 * script (scripts/route-preload.ts) has asked for the same files already; this waits for them.
 */
export function preloadRoute(pathname: string, queryClient: QueryClient): Promise<void> {
  const match = matchRoutes(routes, pathname)?.at(-1);
  const element = match?.route.element;
  const page = isValidElement(element) ? (element.type as Partial<LazyPart>) : undefined;
  return page?.preload?.({ queryClient, params: match?.params ?? {} }) ?? Promise.resolve();
}
