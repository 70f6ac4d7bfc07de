import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPopoverOpen } from '../search-state';

// What the header shows of the search: a field on large screens and a button on phones (CSS picks one).
// This file is a small chunk of its own; the results, fuse.js and the pool list load on first focus or tap.
const loadPopover = () => import('./SearchPopover');
const loadDrawer = () => import('./SearchDrawer');
const SearchPopover = lazy(loadPopover);
const SearchDrawer = lazy(loadDrawer);

function SearchIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" strokeLinecap="round" />
    </svg>
  );
}

export default function SearchEntry() {
  const { t } = useTranslation('search');
  const field = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // the popover's arrow and Enter keys (it is lazy: until it has loaded, keys do what they always do)
  const popoverKeys = useRef<((key: string) => boolean) | null>(null);

  const done = () => {
    setQuery('');
    field.current?.blur();
  };

  return (
    <div className="search-entry">
      <div className="search-field">
        <SearchIcon />
        <input
          ref={field}
          className="search-field__input"
          type="search"
          value={query}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          aria-expanded={isPopoverOpen({ focused, query, dismissed })}
          data-testid="search-field"
          onFocus={() => {
            setFocused(true);
            void loadPopover().catch(() => undefined);
          }}
          onBlur={() => setFocused(false)}
          onChange={(event) => {
            setQuery(event.target.value);
            setDismissed(false);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') {
              if (popoverKeys.current?.(event.key)) event.preventDefault();
              return;
            }
            // Closes the popover but keeps the text (Chrome would clear a search field).
            event.preventDefault();
            setDismissed(true);
          }}
        />
        {isPopoverOpen({ focused, query, dismissed }) && (
          <Suspense fallback={null}>
            <SearchPopover query={query} onDone={done} keys={popoverKeys} />
          </Suspense>
        )}
      </div>
      <button
        type="button"
        className="icon-button search-button"
        aria-label={t('search.open')}
        data-testid="search-button"
        onPointerEnter={() => void loadDrawer().catch(() => undefined)}
        onClick={() => setDrawerOpen(true)}
      >
        <SearchIcon />
      </button>
      {drawerOpen && (
        <Suspense fallback={null}>
          <SearchDrawer onClosed={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
