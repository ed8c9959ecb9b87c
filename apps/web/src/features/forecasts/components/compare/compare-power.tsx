import { Center, Group, Loader, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../../../shared/loading/load-chunk';
import { monthsOf } from './compare-rules';
import type { PowerChartProps } from './power-chart-props';

const Chart = lazy(() => loadChunk(() => import('./power-chart')).then((module) => ({ default: module.PowerChart })));

/**
 * The teams' daily power as a chart, or as a table of each month's mean for those who do not read
 * charts: the same figures either way, switched by the owner.
 */
export function ComparePower(props: PowerChartProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Stack gap="sm" component="section" aria-labelledby="compare-power-title">
      <Group justify="space-between" align="center">
        <Title order={3} size="h4" id="compare-power-title">
          {t('compareTeams.power.title')}
        </Title>
        <SegmentedControl
          size="xs"
          aria-label={t('compareTeams.power.view')}
          value={view}
          onChange={(value) => setView(value === 'table' ? 'table' : 'chart')}
          data={[
            { value: 'chart', label: t('compareTeams.power.chart') },
            { value: 'table', label: t('compareTeams.power.table') },
          ]}
          data-testid="power-view"
        />
      </Group>
      {view === 'chart' ? (
        <Suspense
          fallback={
            <Center h={320}>
              <Loader size="sm" aria-label={t('compareTeams.loading')} />
            </Center>
          }
        >
          <Chart {...props} />
        </Suspense>
      ) : (
        <MonthlyTable {...props} />
      )}
    </Stack>
  );
}

function MonthlyTable({ lines, format }: PowerChartProps) {
  const { t } = useTranslation();
  const days = Math.max(0, ...lines.map((line) => line.dailyPower.length));
  const mean = (values: readonly number[], first: number, last: number) => {
    const part = values.slice(first, last + 1);
    return part.length ? part.reduce((sum, value) => sum + value, 0) / part.length : null;
  };
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table withTableBorder striped data-testid="power-table">
        <Table.Caption>
          <Text size="xs" c="dimmed">
            {t('compareTeams.power.caption')}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('compareTeams.power.month')}</Table.Th>
            {lines.map((line) => (
              <Table.Th key={line.key} scope="col" ta="right">
                {line.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {monthsOf(days).map(([first, last], month) => (
            <Table.Tr key={first}>
              <Table.Th scope="row" fw={400}>
                {t('compareTeams.power.monthRow', { month: month + 1, first: first + 1, last: last + 1 })}
              </Table.Th>
              {lines.map((line) => {
                const value = mean(line.dailyPower, first, last);
                return (
                  <Table.Td key={line.key} ta="right">
                    {value === null ? '—' : format(value)}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
