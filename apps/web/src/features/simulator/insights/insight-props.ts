import type { SceneForecastView, SceneView } from '@teamcast/contract';

export interface ForecastChartsProps {
  forecast: SceneForecastView;
  /** The selected forecast day, an index into `forecast.days`. */
  day: number;
  onDayChange?: (day: number) => void;
}

export interface InteractionGraphProps {
  scene: SceneView;
  forecast: SceneForecastView | null;
  /** The selected forecast day. */
  day: number;
}
