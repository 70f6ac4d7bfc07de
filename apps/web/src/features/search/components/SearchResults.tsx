import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/Spinner';
import { formatAmount, formatUsd, parseUsd } from '../../../lib/amounts';
import { PairSafetyLabels } from '../../token-safety/components/PairSafetyLabels';
import { SafetyLabel } from '../../token-safety/components/SafetyLabel';
import { TokenIcon } from '../../tokens/components/TokenIcon';
import type { TokenListEntry } from '../../tokens/token-list';
import { formatWholeUsd, formatWholeUsdText } from '../format';
import type { SiteSearchResults } from '../hooks/useSiteSearch';
import type { PoolGroupEntry } from '../pool-groups';

interface SearchResultsProps extends SiteSearchResults {
  onToken(token: TokenListEntry): void;
  onPool(group: PoolGroupEntry): void;
  /** The result chosen with the arrow keys: an index over the tokens, then the pools (-1: none). */
  chosen?: number;
}

/** Marks and reveals the result the arrow keys chose. */
const chosenProps = (chosen: boolean) =>
  chosen
    ? {
        'aria-current': true as const,
        'data-chosen': true,
        ref: (element: HTMLButtonElement | null) => element?.scrollIntoView({ block: 'nearest' }),
      }
    : {};

/**
 * The two sections of docs/product-spec.md §2 "Search": tokens, then pools, each with its own 'nothing found'
 * text.
 */
export function SearchResults({
  sections,
  tokensLoading,
  poolsLoading,
  balanceOf,
  onToken,
  onPool,
  chosen = -1,
}: SearchResultsProps) {
  const { t } = useTranslation('search');
  return (
    <div className="search-results">
      <section className="search-section" data-testid="search-tokens" aria-label={t('search.tokens')}>
        <h3 className="search-section__title">{t('search.tokens')}</h3>
        {sections.tokens.length > 0 ? (
          <ul className="search-list">
            {sections.tokens.map(({ token, stats }, index) => {
              const balance = balanceOf(token.address);
              return (
                <li key={token.address}>
                  <button
                    type="button"
                    className="search-item"
                    {...chosenProps(index === chosen)}
                    onClick={() => onToken(token)}
                    data-testid={`search-token-${token.symbol}`}
                  >
                    <TokenIcon token={token} />
                    <span className="search-item__names">
                      <strong>
                        {token.symbol} <SafetyLabel token={token} />
                      </strong>
                      <span className="muted">
                        {balance !== null && balance > 0n
                          ? t('search.held', {
                              name: token.name,
                              balance: formatAmount(balance, token.decimals, 4),
                            })
                          : token.name}
                      </span>
                    </span>
                    <span className="search-item__numbers">
                      <span>{formatUsd(parseUsd(token.price))}</span>
                      <span className="muted">
                        {t('search.tvl', { value: formatWholeUsd(stats.tvl) })}
                        {' · '}
                        {t('search.volume', { value: formatWholeUsd(stats.volume24h) })}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : tokensLoading ? (
          <Spinner label={t('search.loading')} />
        ) : (
          <p className="search-section__empty muted" data-testid="search-no-tokens">
            {t('search.no-tokens')}
          </p>
        )}
      </section>
      <section className="search-section" data-testid="search-pools" aria-label={t('search.pools')}>
        <h3 className="search-section__title">{t('search.pools')}</h3>
        {sections.pools.length > 0 ? (
          <ul className="search-list">
            {sections.pools.map((group, index) => (
              <li key={`${group.token_x.address}-${group.token_y.address}`}>
                <button
                  type="button"
                  className="search-item"
                  {...chosenProps(sections.tokens.length + index === chosen)}
                  onClick={() => onPool(group)}
                  data-testid={`search-pool-${group.token_x.symbol}-${group.token_y.symbol}`}
                >
                  <span className="search-item__pair" aria-hidden="true">
                    <TokenIcon token={group.token_x} size={24} />
                    <TokenIcon token={group.token_y} size={24} />
                  </span>
                  <span className="search-item__names">
                    <strong>
                      {t('search.pair', { x: group.token_x.symbol, y: group.token_y.symbol })}{' '}
                      <PairSafetyLabels group={group} />
                    </strong>
                    <span className="muted">{t('search.pools-count', { count: group.pools_count })}</span>
                  </span>
                  <span className="search-item__numbers">
                    <span>{t('search.tvl', { value: formatWholeUsdText(group.tvl) })}</span>
                    <span className="muted">
                      {t('search.volume', { value: formatWholeUsdText(group.volume_24h) })}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : poolsLoading ? (
          <Spinner label={t('search.loading')} />
        ) : (
          <p className="search-section__empty muted" data-testid="search-no-pools">
            {t('search.no-pools')}
          </p>
        )}
      </section>
    </div>
  );
}
