import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { env } from '../../../app/env';
import { Spinner } from '../../../components/ui/Spinner';
import { TokenIcon } from '../../tokens/components/TokenIcon';
import type { TokenListEntry } from '../../tokens/token-list';
import { formatPrice, formatUsdPrice } from '../price-format';
import { getTokenPriceQueryOptions } from '../queries';

/** The token and its price in USD and in TON (`GET /v1/jettons/{address}/price`). */
export function TokenPriceHeader({ address, token }: { address: string; token: TokenListEntry | null }) {
  const { t } = useTranslation('markets');
  const price = useQuery(getTokenPriceQueryOptions(env.apiUrl, address));
  return (
    <div className="markets__head">
      {token && <TokenIcon token={token} size={40} />}
      <div className="markets__names">
        <h2 className="markets__title">{t('markets.price.title', { symbol: token?.symbol ?? '' })}</h2>
        <span className="muted">{token?.name}</span>
      </div>
      <div className="markets__price">
        {price.data ? (
          <>
            <strong data-testid="markets-price-usd">{formatUsdPrice(price.data.usd)}</strong>
            <span className="muted" data-testid="markets-price-ton">
              {t('markets.price.ton', { price: formatPrice(price.data.ton) })}
            </span>
          </>
        ) : price.isError ? (
          <span className="muted" data-testid="markets-price-error">
            {t('markets.error')}
          </span>
        ) : (
          <Spinner label={t('markets.loading')} />
        )}
      </div>
    </div>
  );
}
