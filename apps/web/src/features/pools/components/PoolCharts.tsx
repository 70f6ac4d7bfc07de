import type { ChartInterval, Pool } from '@atoll/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../../app/env';
import { CandleChart, ValueChart } from '../../../components/charts';
import { Spinner } from '../../../components/ui/Spinner';
import {
  CHART_INTERVALS,
  DEFAULT_CHART_INTERVAL,
  invertCandles,
  tvlSeries,
  volumeSeries,
} from '../pool-chart';
import { getPoolChartQueryOptions } from '../queries';

/** The price candles with period buttons and a flip, then TVL (area) and volume (bars) over the same period. */
export function PoolCharts({ pool }: { pool: Pool }) {
  const { t } = useTranslation('pools');
  const [interval, setInterval] = useState<ChartInterval>(DEFAULT_CHART_INTERVAL);
  const [inverted, setInverted] = useState(false);
  const chart = useQuery(getPoolChartQueryOptions(env.apiUrl, pool.address, interval));
  const points = chart.data;
  const candles = useMemo(
    () => (inverted ? invertCandles(points ?? []) : (points ?? [])),
    [points, inverted],
  );
  const tvl = useMemo(() => tvlSeries(points ?? []), [points]);
  const volume = useMemo(() => volumeSeries(points ?? []), [points]);
  const [base, quote] = inverted ? [pool.token_y, pool.token_x] : [pool.token_x, pool.token_y];
  const empty = t('pools.chart.empty');

  return (
    <section className="pool-charts card-block" data-testid="pool-charts" data-interval={interval}>
      <header className="pool-charts__head">
        <h2>{t('pools.chart.title', { base: base.symbol, quote: quote.symbol })}</h2>
        <div className="pool-charts__controls">
          <div className="segmented" role="group" aria-label={t('pools.chart.intervals')}>
            {CHART_INTERVALS.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={interval === value}
                onClick={() => setInterval(value)}
                data-testid={`chart-interval-${value}`}
              >
                {t(`pools.chart.interval.${value}`)}
              </button>
            ))}
          </div>
          <button
            type="button"
            className="button button--ghost pool-charts__flip"
            aria-pressed={inverted}
            onClick={() => setInverted((value) => !value)}
            data-testid="chart-invert"
          >
            {t('pools.chart.invert')}
          </button>
          {chart.isFetching && <Spinner label={t('pools.detail.loading')} size={16} />}
        </div>
      </header>
      {chart.isLoading ? (
        <div className="pool-charts__loading" style={{ height: 320 }} />
      ) : (
        <>
          <CandleChart candles={candles} height={320} testId="pool-price-chart" emptyText={empty} />
          <div className="pool-charts__history">
            <div>
              <h3>{t('pools.chart.tvl')}</h3>
              <ValueChart points={tvl} kind="area" height={180} testId="pool-tvl-chart" emptyText={empty} />
            </div>
            <div>
              <h3>{t('pools.chart.volume')}</h3>
              <ValueChart
                points={volume}
                kind="histogram"
                height={180}
                testId="pool-volume-chart"
                emptyText={empty}
              />
            </div>
          </div>
        </>
      )}
    </section>
  );
}
