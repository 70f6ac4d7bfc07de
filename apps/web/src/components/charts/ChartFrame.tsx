import type { RefObject } from 'react';
import './charts.css';

interface ChartFrameProps {
  containerRef: RefObject<HTMLDivElement | null>;
  empty: boolean;
  emptyText: string | undefined;
  height: number;
  testId: string | undefined;
  /** How many price lines are drawn (data-lines, for tests). */
  lines?: number | undefined;
}

/**
 * The box a chart draws into. It keeps its height while the library loads (no layout jump) and, for an empty
 * series, shows the caller's text instead (data-empty lets tests tell the two apart).
 */
export function ChartFrame({ containerRef, empty, emptyText, height, testId, lines }: ChartFrameProps) {
  return (
    <div
      className="chart-frame"
      style={{ height }}
      data-testid={testId}
      data-empty={empty || undefined}
      data-lines={lines}
    >
      {empty ? (
        <p className="chart-frame__empty muted">{emptyText}</p>
      ) : (
        <div ref={containerRef} className="chart-frame__canvas" />
      )}
    </div>
  );
}
