import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

/** A code-split component behind the boundary and a spinner. */
export function lazyComponent(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Lazy = lazy(load);
  return function LazyPart() {
    return (
      <LazyBoundary>
        <Suspense fallback={<LazyFallback />}>
          <Lazy />
        </Suspense>
      </LazyBoundary>
    );
  };
}
