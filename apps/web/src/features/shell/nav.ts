// docs/product-spec.md §2 "Routes" and "Shell": the three entries of the navigation and when each is active.

export const ROUTES = {
  landing: '/',
  home: '/app/',
  swap: '/app/swap/',
  limit: '/limit',
  pools: '/app/pools/',
  /** The user guide (the header's "Docs"). */
  guide: '/app/guide',
} as const;

export const swapTokenPath = (tokenAddress: string) => `/app/swap/${encodeURIComponent(tokenAddress)}/null`;
export const poolPath = (poolAddress: string) => `/app/pools/${encodeURIComponent(poolAddress)}`;
/** The readable transaction page (issue 18): where every "View transaction" link leads. */
export const txPath = (txHash: string) => `/app/tx/${encodeURIComponent(txHash)}`;

export type NavEntryId = 'home' | 'swap' | 'pools';

export interface NavEntry {
  id: NavEntryId;
  to: string;
  labelKey: 'nav.home' | 'nav.swap' | 'nav.pools';
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { id: 'home', to: ROUTES.home, labelKey: 'nav.home' },
  { id: 'swap', to: ROUTES.swap, labelKey: 'nav.swap' },
  { id: 'pools', to: ROUTES.pools, labelKey: 'nav.pools' },
];

const withTrailingSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** Home: the path equals /app/. Swap: starts with /app/swap/ or /limit. Pools: starts with /app/pools/. */
export function isNavEntryActive(id: NavEntryId, pathname: string): boolean {
  const path = withTrailingSlash(pathname);
  switch (id) {
    case 'home':
      return path === ROUTES.home;
    case 'swap':
      return path.startsWith(ROUTES.swap) || pathname.startsWith(ROUTES.limit);
    case 'pools':
      return path.startsWith(ROUTES.pools);
  }
}

/** docs/product-spec.md §2: the header background. */
export type { HeaderTint } from '../../app/shell-config.fns';
import type { HeaderTint } from '../../app/shell-config.fns';

export interface ShellOptions {
  headerTint: HeaderTint;
  /** Shows the mobile back button in place of the logo. */
  backUrl?: string;
}

/** Per-route shell options: pages below a section get a back button to it. */
export function shellOptionsOf(pathname: string): ShellOptions {
  const path = withTrailingSlash(pathname);
  if (path.startsWith('/limit/')) return { headerTint: 'default', backUrl: ROUTES.swap };
  if (path.startsWith(ROUTES.pools) && path !== ROUTES.pools)
    return { headerTint: 'default', backUrl: ROUTES.pools };
  return { headerTint: 'default' };
}

/** docs/product-spec.md §9: the scroll-to-top button appears past 100 px. */
export const SCROLL_TOP_THRESHOLD_PX = 100;
export const showScrollTop = (scrollY: number) => scrollY > SCROLL_TOP_THRESHOLD_PX;
