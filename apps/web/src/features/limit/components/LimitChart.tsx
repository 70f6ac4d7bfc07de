import type { Order } from '@atoll/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../../app/env';
import { CandleChart } from '../../../components/charts';
import type { PriceLineSpec } from '../../../components/charts/CandleChart';
import { formatAmount } from '../../../lib/amounts';
import { invertCandles } from '../../pools/pool-chart';
import { getPoolChartQueryOptions } from '../../pools/queries';
import type { PoolState } from '../../swap/routing';
import type { TokenListEntry } from '../../tokens/token-list';
import { invertPrice } from '../limit-price';
import { orderChartPrice, scaledToNumber } from '../order-rows';

interface LimitChartProps {
  /** The chart's base and quote: the price field's direction. */
  base: TokenListEntry;
  quote: TokenListEntry;
  pool: PoolState | null;
  /** Buy per sell (the form's sell token), scaled. */
  marketPrice: bigint | null;
  /** The price is quoted in the sell token (the field shows the buy token's price). */
  inverted: boolean;
  /** The typed limit (buy per sell, scaled): drawn as a draft line before it is placed. */
  limitPrice: bigint | null;
  orders: readonly Order[];
  symbolOf(address: string): string;
}

/** The pair's price candles (its deepest pool, 7 days) with the current price and each open order as a line. */
export function LimitChart(props: LimitChartProps) {
  const { base, quote, pool, marketPrice, inverted, limitPrice, orders, symbolOf } = props;
  const { t } = useTranslation('limit');
  const chart = useQuery({
    ...getPoolChartQueryOptions(env.apiUrl, pool?.address ?? '', '7d'),
    enabled: pool !== null,
  });
  const candles = useMemo(() => {
    const points = chart.data ?? [];
    // the pool's candles are token_y per token_x
    const drawn = pool && pool.tokenX === base.address ? points : invertCandles(points);
    if (drawn.length > 0 || marketPrice === null || marketPrice <= 0n) return drawn;
    // no history yet: the current price alone, so that the lines have a scale to sit on
    const now = scaledToNumber(inverted ? invertPrice(marketPrice) : marketPrice);
    const time = Math.floor(Date.now() / 60_000) * 60;
    return [{ time, open: now, high: now, low: now, close: now }];
  }, [chart.data, pool, base.address, marketPrice, inverted]);

  const lines = useMemo<PriceLineSpec[]>(() => {
    const found: PriceLineSpec[] = [];
    if (marketPrice !== null && marketPrice > 0n)
      found.push({
        price: scaledToNumber(inverted ? invertPrice(marketPrice) : marketPrice),
        title: t('limit.chart.current'),
        tone: 'muted',
      });
    if (limitPrice !== null && limitPrice > 0n)
      found.push({
        price: scaledToNumber(inverted ? invertPrice(limitPrice) : limitPrice),
        title: t('limit.chart.limit'),
        tone: 'draft',
      });
    for (const order of orders) {
      const price = orderChartPrice(order, base, quote);
      if (price === null) continue;
      const sellDecimals = order.sell_token === base.address ? base.decimals : quote.decimals;
      found.push({
        price,
        title: t('limit.chart.order', {
          amount: formatAmount(BigInt(order.remaining), sellDecimals, 4),
          symbol: symbolOf(order.sell_token),
        }),
        tone: 'accent',
      });
    }
    return found;
  }, [marketPrice, inverted, limitPrice, orders, base, quote, symbolOf, t]);

  return (
    <section className="card limit-chart" data-testid="limit-chart">
      <h2>{t('limit.chart.title', { base: base.symbol, quote: quote.symbol })}</h2>
      {chart.isLoading ? (
        <div style={{ height: 300 }} />
      ) : (
        <CandleChart
          candles={candles}
          height={300}
          testId="limit-price-chart"
          emptyText={t('limit.chart.empty')}
          priceLines={lines}
        />
      )}
    </section>
  );
}
