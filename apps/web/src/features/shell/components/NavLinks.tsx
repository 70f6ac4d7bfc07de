import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { track } from '../../../app/analytics';
import { isNavEntryActive, NAV_ENTRIES } from '../nav';
import { NavIcon } from './NavIcon';

interface NavLinksProps {
  variant: 'header' | 'footer';
}

/** The header row (large screens) and the footer bar (small screens) share entries and active rules. */
export function NavLinks({ variant }: NavLinksProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className={`nav nav--${variant}`} aria-label={t('nav.main')}>
      {NAV_ENTRIES.map((entry) => {
        const active = isNavEntryActive(entry.id, pathname);
        return (
          <Link
            key={entry.id}
            to={entry.to}
            className={active ? 'nav__link nav__link--active' : 'nav__link'}
            aria-current={active ? 'page' : undefined}
            data-testid={`nav-${variant}-${entry.id}`}
            // docs/product-spec.md §2 "Shell": each entry has an analytics click event
            onClick={() => track({ name: 'nav_click', label: entry.id })}
          >
            {variant === 'footer' && <NavIcon id={entry.id} />}
            <span>{t(entry.labelKey)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
