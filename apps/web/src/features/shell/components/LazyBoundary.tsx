import type { QueryClient } from '@tanstack/react-query';
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { getI18n, useTranslation } from 'react-i18next';
import type { FeatureNamespace } from '../../../app/i18n';
import { Spinner } from '../../../components/ui/Spinner';

function LazyError() {
  const { t } = useTranslation();
  return (
    <p className="lazy-error" role="alert">
      {t('lazy.error')}
    </p>
  );
}

function LazyFallback() {
  const { t } = useTranslation();
  return (
    <div className="lazy-loading">
      <Spinner label={t('lazy.loading')} />
    </div>
  );
}

interface BoundaryState {
  failed: boolean;
}

/** docs/product-spec.md §2: a lazily loaded part that fails shows 'Error loading component.'. */
export class LazyBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('lazy component failed', error);
  }

  override render() {
    return this.state.failed ? <LazyError /> : this.props.children;
  }
}

/** What a page's `prefetch` gets: the query cache and the route's parameters. */
export interface PrefetchContext {
  queryClient: QueryClient;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * A code-split module: its component and, for a page drawn from an API answer, `prefetch`, which puts that
 * answer in the query cache (features/pools/PoolDetailPage.tsx).
 */
export interface LazyModule {
  default: ComponentType;
  prefetch?(context: PrefetchContext): Promise<unknown>;
}

/** A code-split component that can be fetched before it is drawn (the page of the first route: main.tsx). */
export type LazyPart = ComponentType & {
  /**
   * Fetches the chunk, the texts it draws with and, given a context, the answer it draws from; resolves once
   * they are here, and never rejects. The answer is waited for PREFETCH_WAIT_MS at most.
   */
  preload(context?: PrefetchContext): Promise<void>;
};

/** How long a first paint waits for a page's answer: after that the page draws its spinner as before. */
const PREFETCH_WAIT_MS = 1000;

function withPrefetch(module: LazyModule, context: PrefetchContext | undefined): Promise<LazyModule> {
  if (!module.prefetch || !context) return Promise.resolve(module);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, PREFETCH_WAIT_MS)));
  // a failed prefetch is the page's to show: its own query asks again
  const fetched = module.prefetch(context).catch(() => undefined);
  return Promise.race([fetched, waited]).then(() => {
    clearTimeout(timer);
    return module;
  });
}

/**
 * A code-split component behind the boundary and a spinner. Its feature namespaces (app/i18n.ts) load beside
 * its chunk, not after it: a page that suspended on its chunk and then on its texts waited two round trips
 * before it drew (issue 17, the pools page's largest paint). Once preloaded, it draws in the same commit
 * as its parent, with no spinner in between.
 */
export function lazyComponent(
  load: () => Promise<LazyModule>,
  namespaces: readonly FeatureNamespace[] = [],
): LazyPart {
  let loaded: ComponentType | undefined;
  let pending: Promise<LazyModule> | undefined;
  const start = (context?: PrefetchContext) =>
    (pending ??= Promise.all([
      load().then((module) => withPrefetch(module, context)),
      getI18n()?.loadNamespaces([...namespaces]),
    ]).then(([module]) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(() => start());
  function LazyPart() {
    // chosen once per mount: switching from Lazy to the loaded component would remount the page
    const [Ready] = useState(() => loaded);
    return (
      <LazyBoundary>
        <Suspense fallback={<LazyFallback />}>{Ready ? <Ready /> : <Lazy />}</Suspense>
      </LazyBoundary>
    );
  }
  // a failed preload leaves the failure to the boundary, which shows it when the part is drawn
  LazyPart.preload = (context?: PrefetchContext) =>
    start(context).then(
      () => undefined,
      () => undefined,
    );
  return LazyPart;
}
