import '@mantine/charts/styles.css';
import type { ForecastChartsProps } from './insight-props';

export function ForecastChartsView(props: ForecastChartsProps) {
  return <div data-testid="forecast-charts" data-day={props.day} />;
}
