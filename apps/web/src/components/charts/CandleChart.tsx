import type { ISeriesApi, UTCTimestamp } from 'lightweight-charts';
import { useEffect, useMemo, useState } from 'react';
import { cleanCandles, type CandlePoint } from './chart-data';
import { ChartFrame } from './ChartFrame';
import { useChart } from './use-chart';

export interface CandleChartProps {
  candles: CandlePoint[];
  height?: number;
  testId?: string;
  /** Shown instead of the chart when there are no candles (the caller's translated 'no data'). */
  emptyText?: string;
}

/** A candlestick price chart; lightweight-charts is loaded when the first candle is to be drawn. */
export function CandleChart({ candles, height = 320, testId, emptyText }: CandleChartProps) {
  const data = useMemo(() => cleanCandles(candles), [candles]);
  const { containerRef, loaded, palette } = useChart(data.length > 0);

  const [series, setSeries] = useState<ISeriesApi<'Candlestick'>>();
  const chart = loaded?.chart;

  useEffect(() => {
    if (!loaded) return;
    const added = loaded.chart.addSeries(loaded.lib.CandlestickSeries);
    setSeries(added);
    return () => {
      setSeries(undefined);
      if (loaded.isAlive()) loaded.chart.removeSeries(added);
    };
  }, [loaded]);

  useEffect(() => {
    series?.applyOptions({
      upColor: palette.up,
      downColor: palette.down,
      borderUpColor: palette.up,
      borderDownColor: palette.down,
      wickUpColor: palette.up,
      wickDownColor: palette.down,
      priceFormat: { type: 'price', precision: 6, minMove: 0.000001 },
    });
  }, [series, palette]);

  useEffect(() => {
    if (!series || !chart) return;
    series.setData(data.map((candle) => ({ ...candle, time: candle.time as UTCTimestamp })));
    chart.timeScale().fitContent();
  }, [series, chart, data]);

  return (
    <ChartFrame
      containerRef={containerRef}
      empty={data.length === 0}
      emptyText={emptyText}
      height={height}
      testId={testId}
    />
  );
}
