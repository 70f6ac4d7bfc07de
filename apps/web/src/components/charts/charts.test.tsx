import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { CandleChart, ValueChart } from '.';

// lightweight-charts draws on a canvas jsdom lacks: a recording stand-in shows what the components hand it.
const calls = vi.hoisted(() => ({ created: 0, removed: 0, series: [] as string[], data: [] as unknown[] }));
vi.mock('lightweight-charts', () => {
  const series = () => ({ setData: (data: unknown) => calls.data.push(data), applyOptions: () => undefined });
  return {
    CandlestickSeries: 'Candlestick',
    AreaSeries: 'Area',
    LineSeries: 'Line',
    HistogramSeries: 'Histogram',
    ColorType: { Solid: 'solid' },
    CrosshairMode: { Magnet: 1 },
    createChart: () => {
      calls.created += 1;
      return {
        addSeries: (kind: string) => {
          calls.series.push(kind);
          return series();
        },
        removeSeries: () => undefined,
        applyOptions: () => undefined,
        timeScale: () => ({ fitContent: () => undefined }),
        remove: () => {
          calls.removed += 1;
        },
      };
    },
  };
});

describe('charts', () => {
  it('an empty series shows the caller’s text and loads no chart', () => {
    renderWithI18n(<ValueChart points={[]} testId="tvl" emptyText="Nothing yet" />);
    expect(screen.getByTestId('tvl').textContent).toBe('Nothing yet');
    expect(screen.getByTestId('tvl').dataset.empty).toBe('true');
    expect(calls.created).toBe(0);
  });

  it('candles are handed over sorted, once the library has loaded', async () => {
    const { unmount } = renderWithI18n(
      <CandleChart
        testId="price"
        candles={[
          { time: 120, open: 2, high: 3, low: 1, close: 2.5 },
          { time: 60, open: 1, high: 2, low: 1, close: 2 },
        ]}
      />,
    );
    await waitFor(() => expect(calls.data).toHaveLength(1));
    expect(calls.series).toEqual(['Candlestick']);
    expect(calls.data[0]).toEqual([
      { time: 60, open: 1, high: 2, low: 1, close: 2 },
      { time: 120, open: 2, high: 3, low: 1, close: 2.5 },
    ]);
    unmount();
    expect(calls.removed).toBe(1);
  });

  it('the chart waits for an idle moment, then another for its first draw', async () => {
    // jsdom has no idle scheduler: this stand-in lets the test say when the browser is idle
    const idle: (() => void)[] = [];
    window.requestIdleCallback = ((run: () => void) => idle.push(run)) as typeof requestIdleCallback;
    window.cancelIdleCallback = () => undefined;
    try {
      const created = calls.created;
      const { unmount } = renderWithI18n(<ValueChart testId="tvl" points={[{ time: 1, value: 7 }]} />);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls.created).toBe(created);
      expect(idle).toHaveLength(1);
      idle.shift()!(); // the library loads
      await waitFor(() => expect(idle).toHaveLength(1));
      expect(calls.created).toBe(created);
      idle.shift()!(); // the chart is made and drawn
      await waitFor(() => expect(calls.data.at(-1)).toEqual([{ time: 1, value: 7 }]));
      expect(calls.created).toBe(created + 1);
      // the frame had its height all along: nothing below it moved
      expect(screen.getByTestId('tvl').style.height).toBe('240px');
      unmount();
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });

  it('a histogram gets a histogram series', async () => {
    renderWithI18n(<ValueChart kind="histogram" points={[{ time: 1, value: 5 }]} />);
    await waitFor(() => expect(calls.series.at(-1)).toBe('Histogram'));
    expect(calls.data.at(-1)).toEqual([{ time: 1, value: 5 }]);
  });
});
