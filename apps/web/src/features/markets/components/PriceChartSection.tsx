import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../../app/env';
import { ValueChart } from '../../../components/charts';
import { CHART_INTERVALS, type ChartInterval } from '../price-api';
import { formatChange, priceChangeBps, toChartPoint } from '../price-format';
import { getPriceChartQueryOptions } from '../queries';

/** The USD price over 24 h, 7 d or 30 d (`GET /v1/jettons/{address}/price/chart`) and its change. */
export function PriceChartSection({ address }: { address: string }) {
  const { t } = useTranslation('markets');
  const [interval, setChartInterval] = useState<ChartInterval>('24h');
  const chart = useQuery(getPriceChartQueryOptions(env.apiUrl, address, interval));
  const points = useMemo(() => (chart.data ?? []).map(toChartPoint), [chart.data]);
  const first = chart.data?.[0];
  const last = chart.data?.at(-1);
  const change = first && last ? priceChangeBps(first.value, last.value) : null;

  return (
    <div className="markets__chart">
      <div className="markets__chart-bar">
        <span className="markets__change">
          <span
            className={change === null || change === 0n ? '' : change > 0n ? 'markets__up' : 'markets__down'}
            data-testid="markets-change"
          >
            {change === null ? '—' : formatChange(change)}
          </span>
          <span className="muted">
            {t('markets.change', { interval: t(`markets.interval.${interval}`) })}
          </span>
        </span>
        <span className="markets__intervals" role="group" aria-label={t('markets.interval.label')}>
          {CHART_INTERVALS.map((value) => (
            <button
              key={value}
              type="button"
              className={value === interval ? 'chip chip--active' : 'chip'}
              aria-pressed={value === interval}
              onClick={() => setChartInterval(value)}
            >
              {t(`markets.interval.${value}`)}
            </button>
          ))}
        </span>
      </div>
      <ValueChart
        points={points}
        kind="area"
        height={200}
        testId="markets-chart"
        emptyText={
          chart.isError
            ? t('markets.error')
            : chart.isLoading
              ? t('markets.loading')
              : t('markets.chart.empty')
        }
      />
    </div>
  );
}
