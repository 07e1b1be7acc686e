export { ViewsChart } from './ViewsChart';
export type { ViewsChartProps } from './ViewsChart';
