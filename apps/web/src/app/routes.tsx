import { useRoutes, type RouteObject } from 'react-router';
import { Layout } from '../features/shell/components/Layout';
import { lazyComponent } from '../features/shell/components/LazyBoundary';

// docs/product-spec.md §2 "Routes". Every page is its own chunk; /app/pools/... is filled by the next issue.
// Declarative routes (no data router): the data APIs would cost ~10 kB gzip of the entry budget.
const LandingPage = lazyComponent(() => import('../features/landing/LandingPage'));
const HomePage = lazyComponent(() => import('../features/home/HomePage'));
const SwapPage = lazyComponent(() => import('../features/swap/SwapPage'));
const LimitPage = lazyComponent(() => import('../features/limit/LimitPage'));
const PoolsPage = lazyComponent(() => import('../features/pools/PoolsPage'));
const PoolDetailPage = lazyComponent(() => import('../features/pools/PoolDetailPage'));
const CreatePoolPage = lazyComponent(() => import('../features/liquidity/components/CreatePoolPage'));
const TxPage = lazyComponent(() => import('../features/tx-page/components/TxPage'));
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
