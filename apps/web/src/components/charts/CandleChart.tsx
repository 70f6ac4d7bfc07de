import type { IPriceLine, ISeriesApi, UTCTimestamp } from 'lightweight-charts';
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
  /** Horizontal lines across the chart (lightweight-charts price lines), e.g. the current price and orders. */
  priceLines?: readonly PriceLineSpec[];
}

export interface PriceLineSpec {
  price: number;
  /** The label on the price scale. */
  title: string;
  /** 'accent' for the user's own lines, 'draft' for one not placed yet, 'muted' for references such as the current price. */
  tone: 'accent' | 'draft' | 'muted';
}

/** A candlestick price chart; lightweight-charts is loaded when the first candle is to be drawn. */
export function CandleChart({ candles, height = 320, testId, emptyText, priceLines }: CandleChartProps) {
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

  useEffect(() => {
    if (!series || !loaded || !priceLines?.length) return;
    const lines: IPriceLine[] = priceLines.map((line) =>
      series.createPriceLine({
        price: line.price,
        title: line.title,
        color: line.tone === 'muted' ? palette.text : palette.accent,
        lineWidth: line.tone === 'accent' ? 2 : 1,
        lineStyle: line.tone === 'accent' ? loaded.lib.LineStyle.Solid : loaded.lib.LineStyle.Dashed,
        axisLabelVisible: true,
      }),
    );
    // the price scale spans the lines too: an order far from the candles is still drawn
    series.applyOptions({ autoscaleInfoProvider: withPriceLines(priceLines) });
    return () => {
      if (!loaded.isAlive()) return;
      for (const line of lines) series.removePriceLine(line);
      series.applyOptions({ autoscaleInfoProvider: undefined });
    };
  }, [series, loaded, priceLines, palette]);

  return (
    <ChartFrame
      containerRef={containerRef}
      empty={data.length === 0}
      emptyText={emptyText}
      height={height}
      testId={testId}
      lines={priceLines?.length}
    />
  );
}

type AutoscaleInfo = { priceRange: { minValue: number; maxValue: number } | null } | null;

/** An autoscale provider that widens the candles' range to hold every line. */
export function withPriceLines(lines: readonly PriceLineSpec[]) {
  return (original: () => AutoscaleInfo): AutoscaleInfo => {
    const info = original();
    const prices = lines.map((line) => line.price);
    const range = info?.priceRange;
    const minValue = Math.min(...prices, ...(range ? [range.minValue] : []));
    const maxValue = Math.max(...prices, ...(range ? [range.maxValue] : []));
    return { ...info, priceRange: { minValue, maxValue } };
  };
}
