// Chart components for any page. They import lightweight-charts with import() when they first draw, so
// importing them here adds only a few hundred bytes to the importing chunk.
export { CandleChart, type CandleChartProps } from './CandleChart';
export { ValueChart, type ValueChartKind, type ValueChartProps } from './ValueChart';
export type { CandlePoint, ValuePoint } from './chart-data';
