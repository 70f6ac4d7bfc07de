import type { ISeriesApi, UTCTimestamp } from 'lightweight-charts';
import { useEffect, useMemo, useState } from 'react';
import { cleanValues, type ValuePoint } from './chart-data';
import { ChartFrame } from './ChartFrame';
import { withAlpha, type ChartPalette } from './chart-theme';
import { useChart, type LoadedChart } from './use-chart';

export type ValueChartKind = 'area' | 'line' | 'histogram';

export interface ValueChartProps {
  points: ValuePoint[];
  kind?: ValueChartKind;
  height?: number;
  testId?: string;
  /** Shown instead of the chart when there are no points (the caller's translated 'no data'). */
  emptyText?: string;
}

type ValueSeries = ISeriesApi<'Area'> | ISeriesApi<'Line'> | ISeriesApi<'Histogram'>;

function addValueSeries({ chart, lib }: LoadedChart, kind: ValueChartKind): ValueSeries {
  if (kind === 'histogram') return chart.addSeries(lib.HistogramSeries);
  if (kind === 'line') return chart.addSeries(lib.LineSeries);
  return chart.addSeries(lib.AreaSeries);
}

/** Colours per kind; the area fades from a translucent accent to nothing. */
function styleValueSeries(series: ValueSeries, kind: ValueChartKind, palette: ChartPalette): void {
  if (kind === 'histogram') {
    (series as ISeriesApi<'Histogram'>).applyOptions({ color: palette.accent });
  } else if (kind === 'line') {
    (series as ISeriesApi<'Line'>).applyOptions({ color: palette.accent, lineWidth: 2 });
  } else {
    (series as ISeriesApi<'Area'>).applyOptions({
      lineColor: palette.accent,
      topColor: withAlpha(palette.accent, 0.4),
      bottomColor: withAlpha(palette.accent, 0),
      lineWidth: 2,
    });
  }
}

/** A single-value history chart (TVL, volume, a token price); lightweight-charts is loaded on first draw. */
export function ValueChart({ points, kind = 'area', height = 240, testId, emptyText }: ValueChartProps) {
  const data = useMemo(() => cleanValues(points), [points]);
  const { containerRef, loaded, palette } = useChart(data.length > 0);

  const [series, setSeries] = useState<ValueSeries>();

  // A new kind replaces the series.
  useEffect(() => {
    if (!loaded) return;
    const added = addValueSeries(loaded, kind);
    setSeries(added);
    return () => {
      setSeries(undefined);
      if (loaded.isAlive()) loaded.chart.removeSeries(added);
    };
  }, [loaded, kind]);

  useEffect(() => {
    if (series) styleValueSeries(series, kind, palette);
  }, [series, kind, palette]);

  useEffect(() => {
    if (!series || !loaded) return;
    series.setData(data.map((point) => ({ time: point.time as UTCTimestamp, value: point.value })));
    loaded.chart.timeScale().fitContent();
  }, [series, loaded, data]);

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
