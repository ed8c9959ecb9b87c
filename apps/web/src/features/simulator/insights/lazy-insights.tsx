import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../../shared/loading/load-chunk';
import type { ForecastChartsProps, InteractionGraphProps } from './insight-props';

// The chart and graph libraries are large, so they load only when a forecast is on screen.
const ChartsModule = lazy(() => loadChunk(() => import('./forecast-charts')).then((module) => ({ default: module.ForecastChartsView })));
const GraphModule = lazy(() => loadChunk(() => import('./interaction-graph')).then((module) => ({ default: module.InteractionGraphView })));

function InsightLoader() {
  const { t } = useTranslation();
  return (
    <Center mih={160} role="status">
      <Loader size="sm" />
      <VisuallyHidden>{t('simulatorInsights.loading')}</VisuallyHidden>
    </Center>
  );
}

/**
 * The team's indicators over the forecast's days, the selected day marked. Drawn again only when the
 * forecast, the day or the handler change, not on every change of the screen around them.
 */
export const ForecastCharts = memo(function ForecastCharts(props: ForecastChartsProps) {
  return (
    <Suspense fallback={<InsightLoader />}>
      <ChartsModule {...props} />
    </Suspense>
  );
});

/** Who works with whom, and how many hours, on the selected day. */
export function InteractionGraph(props: InteractionGraphProps) {
  return (
    <Suspense fallback={<InsightLoader />}>
      <GraphModule {...props} />
    </Suspense>
  );
}
