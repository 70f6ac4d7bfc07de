import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { env } from '../../../app/env';
import { Spinner } from '../../../components/ui/Spinner';
import { toFriendlyAddress } from '@atoll/chain/address';
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

function MarketRowItem({ market, symbol }: { market: MarketRow; symbol: string }) {
  const { t } = useTranslation('markets');
  const pool = toFriendlyAddress(market.poolAddress) ?? market.poolAddress;
  return (
    <li className="market-row" data-testid={`market-${market.counterpartSymbol}`}>
      <span className="market-row__pair">
        <strong>{t('markets.pair', { x: symbol, y: market.counterpartSymbol })}</strong>
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
