import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { env } from '../../../app/env';
import { Spinner } from '../../../components/ui/Spinner';
import { toFriendlyAddress, toRawAddress } from '@atoll/chain/address';
import type { PoolGroup } from '@atoll/shared';
import { feeTierText } from '../../../lib/fees';
import { poolSearchQueryOptions } from '../../../lib/pool-search';
import { useStore } from '../../../lib/create-store';
import { customTokensStore } from '../../tokens/custom-tokens';
import { formatWholeUsdText } from '../../search/format';
import { poolPath } from '../../shell/nav';
import type { MarketRow } from '../price-api';
import { formatPrice, formatUsdPrice, priceText } from '../price-format';
import { getMarketsQueryOptions } from '../queries';

/** The pools that trade the token (`GET /v1/jettons/{address}/markets`), largest first, a page at a time. */
export function MarketsList({ address, symbol }: { address: string; symbol: string }) {
  const { t } = useTranslation('markets');
  const markets = useInfiniteQuery(getMarketsQueryOptions(env.apiUrl, address));
  const rows = markets.data?.pages.flatMap((page) => page.markets) ?? [];
  // Atoll's pools of a pair differ only by their fee tier: the shared pools list (the swap page's cache) says which.
  const customs = useStore(customTokensStore);
  const customAddresses = useMemo(() => customs.map((token) => token.address), [customs]);
  const fees = useQuery({ ...poolSearchQueryOptions(env.apiUrl, customAddresses), select: feesByPool });

  return (
    <div className="markets__list">
      <h3 className="markets__subtitle">{t('markets.title')}</h3>
      {rows.length > 0 ? (
        <ul className="market-rows" data-testid="markets-list">
          {rows.map((market) => (
            <MarketRowItem
              key={`${market.exchangeId}-${market.poolAddress}`}
              market={market}
              symbol={symbol}
              feeBps={market.exchangeId === 'atoll' ? fees.data?.get(market.poolAddress) : undefined}
            />
          ))}
        </ul>
      ) : markets.isLoading ? (
        <Spinner label={t('markets.loading')} />
      ) : (
        <p className="muted" data-testid="markets-empty">
          {markets.isError ? t('markets.error') : t('markets.empty')}
        </p>
      )}
      {markets.hasNextPage && (
        <button
          type="button"
          className="button button--secondary button--wide"
          disabled={markets.isFetchingNextPage}
          onClick={() => void markets.fetchNextPage()}
        >
          {t('markets.more')}
        </button>
      )}
    </div>
  );
}

/** Raw pool address → fee tier in basis points. */
function feesByPool(groups: readonly PoolGroup[]): Map<string, number> {
  return new Map(
    groups
      .flatMap((group) => group.pools)
      .map((pool) => [toRawAddress(pool.address) ?? pool.address, pool.fee_bps]),
  );
}

function MarketRowItem({ market, symbol, feeBps }: { market: MarketRow; symbol: string; feeBps?: number }) {
  const { t } = useTranslation('markets');
  const pool = toFriendlyAddress(market.poolAddress) ?? market.poolAddress;
  return (
    <li className="market-row" data-testid={`market-${market.counterpartSymbol}`}>
      <span className="market-row__pair">
        <strong>
          {t('markets.pair', { x: symbol, y: market.counterpartSymbol })}
          {feeBps !== undefined && (
            <span className="badge market-row__fee" data-testid="market-fee">
              {feeTierText(feeBps)}
            </span>
          )}
        </strong>
        <span className="muted">{t(`markets.exchange.${market.exchangeId}`)}</span>
      </span>
      <span className="market-row__price">
        <span>
          {t('markets.in-counterpart', {
            price: formatPrice(market.priceInCounterpart),
            symbol: market.counterpartSymbol,
          })}
        </span>
        <span className="muted">{formatUsdPrice(market.priceUsd)}</span>
      </span>
      <span className="market-row__liquidity">
        <span className="muted">{t('markets.liquidity')}</span>
        <span>{formatWholeUsdText(priceText(market.liquidityUsd))}</span>
      </span>
      {market.exchangeId === 'atoll' && (
        <Link className="market-row__link" to={poolPath(pool)} data-testid="market-pool-link">
          {t('markets.pool-link')}
        </Link>
      )}
    </li>
  );
}
