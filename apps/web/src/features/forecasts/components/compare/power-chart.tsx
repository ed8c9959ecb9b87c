import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { PowerChartProps } from './power-chart-props';

/**
 * The compared teams' daily power on one chart, on shared axes: the forecast's day and power. Loaded
 * only when a comparison is on screen, so the chart library stays out of the area's first download.
 */
export function PowerChart({ lines, labels, format }: PowerChartProps) {
  const days = Math.max(0, ...lines.map((line) => line.dailyPower.length));
  const data = Array.from({ length: days }, (_, day) => {
    const point: Record<string, number | null> = { day: day + 1 };
    for (const line of lines) point[line.key] = line.dailyPower[day] ?? null;
    return point;
  });
  return (
    <LineChart
      h={320}
      data={data}
      dataKey="day"
      series={lines.map((line) => ({ name: line.key, label: line.title, color: line.color }))}
      curveType="monotone"
      withDots={false}
      strokeWidth={2}
      withLegend
      legendProps={{ verticalAlign: 'top', height: 40 }}
      xAxisLabel={labels.day}
      yAxisLabel={labels.power}
      xAxisProps={{ ticks: [1, 61, 121, 181, 241, 301, 365], type: 'number', domain: [1, Math.max(days, 2)] }}
      valueFormatter={format}
      tooltipProps={{ labelFormatter: (day) => labels.dayValue(Number(day)) }}
      data-testid="power-chart"
    />
  );
}
