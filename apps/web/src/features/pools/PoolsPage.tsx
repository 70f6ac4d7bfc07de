import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/Spinner';
import { PoolGroupList } from './components/PoolGroupList';
import { usePairHash } from './hooks/usePairHash';
import { usePoolGroups } from './hooks/usePoolGroups';
import { pairKeyOfHash } from './pair-hash';
import { DEFAULT_SORT, type PoolSort } from './pool-groups';
import './pools.css';

/**
 * `/app/pools/`: every pair with its pools, sortable, searchable, a pair opened by the URL hash
 * (docs/product-spec.md §2).
 */
export default function PoolsPage() {
  const { t } = useTranslation('pools');
  const [query, setQuery] = useState('');
  // the spec's list: pools of verified or custom tokens; unticked, the others too, labelled
  const [verifiedOnly, setVerifiedOnly] = useState(true);
  const [sort, setSort] = useState<PoolSort>(DEFAULT_SORT);
  const pinned = pairKeyOfHash(useLocation().hash);
  const { groups, isLoading, error } = usePoolGroups({ query, verifiedOnly, sort, pinned });
  const { open, toggle } = usePairHash(groups);

  return (
    <section className="page pools-page" data-testid="page-pools">
      <header className="pools-page__header">
        <div>
          <h1>{t('pools.title')}</h1>
          <p className="muted pools-page__subtitle">{t('pools.subtitle')}</p>
        </div>
        <Link className="button button--primary" to="/app/pools/new" data-testid="pools-create">
          {t('pools.create')}
        </Link>
      </header>
      <div className="pools-toolbar">
        <input
          type="search"
          className="pools-toolbar__search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('pools.search.placeholder')}
          aria-label={t('pools.search.label')}
          data-testid="pools-search"
        />
        <label className="pools-toolbar__toggle">
          <input
            type="checkbox"
            checked={verifiedOnly}
            onChange={(event) => setVerifiedOnly(event.target.checked)}
            data-testid="pools-verified-only"
          />
          {t('pools.verified-only')}
        </label>
      </div>
      {isLoading ? (
        <div className="pools-page__state">
          <Spinner label={t('pools.loading')} />
        </div>
      ) : error ? (
        <p className="error-text" role="alert">
          {t('pools.error', { message: error.message })}
        </p>
      ) : groups.length === 0 ? (
        <p className="muted pools-page__state" data-testid="pools-empty">
          {t('pools.empty')}
        </p>
      ) : (
        <PoolGroupList groups={groups} sort={sort} onSort={setSort} open={open} onToggle={toggle} />
      )}
    </section>
  );
}
