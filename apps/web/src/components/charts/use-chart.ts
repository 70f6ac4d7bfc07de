import type { IChartApi } from 'lightweight-charts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../../lib/when-idle';
import { readChartPalette, useDocumentTheme, type ChartPalette } from './chart-theme';

/** The library module, loaded on first use so importing a chart component costs its importer nothing. */
export type ChartLibrary = typeof import('lightweight-charts');

export interface LoadedChart {
  lib: ChartLibrary;
  chart: IChartApi;
  /** False once the chart is removed: a series cleanup that runs after that must not touch it. */
  isAlive(): boolean;
}

/**
 * Creates a lightweight-charts chart in the returned container once the browser is idle and the library has
 * loaded (lib/when-idle.ts), keeps it sized to the container (autoSize: a ResizeObserver inside the library),
 * recolours it when the theme changes, and removes it on unmount. `enabled` is false while there is nothing to draw, so no chart (and no library
 * request) is made for an empty series.
 */
export function useChart(enabled: boolean) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<LoadedChart | null>(null);
  const theme = useDocumentTheme();
  // Read when the theme attribute changes, i.e. after the new CSS variables apply.
  const palette = useMemo<ChartPalette>(() => readChartPalette(theme), [theme]);
  const { i18n } = useTranslation();
  const locale = i18n.language;

  useEffect(() => {
    if (!enabled) return;
    let disposed = false;
    let chart: IChartApi | undefined;
    let alive = true;
    // Two idle steps (issue 17): the library's evaluation, then the chart's creation and first layout. Together,
    // right after the page's first renders, they were the swap page's longest tasks; the frame keeps its
    // height meanwhile, so nothing moves when the chart appears.
    let cancelStep = whenIdle(() => {
      void import('lightweight-charts').then((lib) => {
        if (disposed) return;
        cancelStep = whenIdle(() => {
          const container = containerRef.current;
          if (disposed || !container) return;
          chart = lib.createChart(container, {
            autoSize: true, // the frame's CSS height and width
            // a fixed floor for the price axis: left to itself it only ever widens, to whatever its first labels
            // measured while the page was still laying out (48 or 56 px at phone width), so the same chart drew
            // differently from one load to the next
            rightPriceScale: { borderVisible: false, minimumWidth: 64 },
            timeScale: { borderVisible: false, timeVisible: true, secondsVisible: false },
            crosshair: { mode: lib.CrosshairMode.Magnet },
          });
          setLoaded({ lib, chart, isAlive: () => alive });
        });
      });
    });
    return () => {
      disposed = true;
      alive = false;
      cancelStep();
      chart?.remove();
      setLoaded(null);
    };
  }, [enabled]);

  const chart = loaded?.chart;
  const lib = loaded?.lib;
  useEffect(() => {
    if (!chart || !lib) return;
    chart.applyOptions({
      layout: {
        background: { type: lib.ColorType.Solid, color: palette.background },
        textColor: palette.text,
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      },
      grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
      localization: { locale },
    });
  }, [chart, lib, palette, locale]);

  return { containerRef, loaded, palette };
}
