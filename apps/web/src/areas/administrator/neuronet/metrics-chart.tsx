import { BarChart } from '@mantine/charts';
import type { NeuronetModel } from '@teamcast/contract';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The model's cross-validated error beside both baselines: shorter is better, and it must be the shortest. */
export function MetricsChart({ metrics }: { metrics: NonNullable<NeuronetModel['metrics']> }) {
  const { t } = useTranslation();
  const data = [
    { name: t('neuronet.metrics.model'), rmse: round(metrics.model) },
    { name: t('neuronet.metrics.mean'), rmse: round(metrics.meanBaseline) },
    { name: t('neuronet.metrics.ridge'), rmse: round(metrics.ridgeBaseline) },
  ];
  const summary = t('neuronet.metrics.chart', { model: data[0]!.rmse, mean: data[1]!.rmse, ridge: data[2]!.rmse });
  return (
    <Stack gap={2}>
      <BarChart
        h={100}
        w={260}
        data={data}
        dataKey="name"
        orientation="vertical"
        // Every bar named: by default the axis skips labels it finds crowded.
        yAxisProps={{ width: 90, interval: 0 }}
        series={[{ name: 'rmse', label: t('neuronet.metrics.rmse'), color: 'indigo.6' }]}
        gridAxis="none"
        data-testid="metrics-chart"
        aria-label={summary}
      />
      <Text size="xs" c="dimmed" data-testid="metrics-summary">
        {summary}
      </Text>
    </Stack>
  );
}

const round = (value: number) => Math.round(value * 10) / 10;
