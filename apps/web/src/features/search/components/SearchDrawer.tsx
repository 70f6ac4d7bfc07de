import { useEffect, useEffectEvent, useReducer, useState, type AnimationEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSiteSearch } from '../hooks/useSiteSearch';
import { useSearchNavigation } from '../hooks/useSearchNavigation';
import { closedDrawer, drawerReducer, type DeferredAction } from '../search-state';
import { SearchResults } from './SearchResults';
import '../search.css';

/**
 * Longest the closing slide may take before the deferred action runs anyway (200 ms animation,
 * docs/product-spec.md §9).
 */
const CLOSE_FALLBACK_MS = 400;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Mobile: the full-screen search (docs/product-spec.md §2). A choice first closes the drawer and navigates
 * only when the closing transition has ended (docs/product-spec.md §4: the deferred close action).
 */
export default function SearchDrawer({ onClosed }: { onClosed(): void }) {
  const { t } = useTranslation('search');
  const [state, dispatch] = useReducer(drawerReducer, closedDrawer, () =>
    drawerReducer(closedDrawer, { type: 'open' }),
  );
  const results = useSiteSearch(state.query);
  const go = useSearchNavigation();
  const [animationEnded, setAnimationEnded] = useState(false);

  const close = (then?: DeferredAction) => dispatch({ type: 'close', then });
  const finish = useEffectEvent(() => {
    dispatch({ type: 'transition-end' });
    state.deferred();
    onClosed();
  });

  // The close ends once: when the slide-out animation ends, at once without motion, or after the fallback delay.
  useEffect(() => {
    if (!state.closing) return;
    if (animationEnded || reducedMotion()) {
      finish();
      return;
    }
    const timer = setTimeout(() => finish(), CLOSE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [state.closing, animationEnded]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch({ type: 'close' });
    };
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, []);

  const onAnimationEnd = (event: AnimationEvent) => {
    if (state.closing && event.target === event.currentTarget) setAnimationEnded(true);
  };

  return createPortal(
    <div
      className={state.closing ? 'search-drawer search-drawer--closing' : 'search-drawer'}
      role="dialog"
      aria-modal="true"
      aria-label={t('search.title')}
      data-testid="search-drawer"
      onAnimationEnd={onAnimationEnd}
    >
      <div className="search-drawer__bar">
        <input
          className="input"
          type="search"
          autoFocus
          value={state.query}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          data-testid="search-drawer-input"
          onChange={(event) => dispatch({ type: 'query', query: event.target.value })}
        />
        <button
          type="button"
          className="icon-button"
          aria-label={t('search.close')}
          data-testid="search-drawer-close"
          onClick={() => close()}
        >
          ×
        </button>
      </div>
      <div className="search-drawer__results">
        <SearchResults
          {...results}
          onToken={(token) => close(go.toToken(token))}
          onPool={(group) => close(go.toPool(group))}
        />
      </div>
    </div>,
    document.body,
  );
}
