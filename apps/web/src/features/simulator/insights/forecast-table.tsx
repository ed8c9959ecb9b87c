import { Badge, Group, ScrollArea, Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { indicatorTitles } from './indicator-chart';
import { isPast, type ForecastDay } from './forecast-days';
import { INDICATORS, type Indicator } from './indicators';

export interface ForecastTableProps {
  /** The days to list, oldest first; the selected one among them. */
  rows: readonly ForecastDay[];
  selectedDay: number;
  format: Record<Indicator, (value: number) => string>;
  formatDate: (date: string) => string;
  onDayChange?: (day: number) => void;
}

/** The charts' text alternative: the indicators on the listed days, each row choosing its day. */
export function ForecastTable({ rows, selectedDay, format, formatDate, onDayChange }: ForecastTableProps) {
  const { t } = useTranslation();
  return (
    <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars data-testid="forecast-table">
      <Table striped highlightOnHover stickyHeader captionSide="top" fz="sm">
        <Table.Caption>{t('simulatorInsights.table.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('simulatorInsights.table.date')}</Table.Th>
            {INDICATORS.map((indicator) => (
              <Table.Th key={indicator} scope="col" ta="right">
                {t(indicatorTitles[indicator])}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((record) => {
            const selected = record.day === selectedDay;
            const date = formatDate(record.date);
            return (
              <Table.Tr key={record.day} data-day={record.day} aria-current={selected ? 'date' : undefined} fw={selected ? 700 : undefined} bg={selected ? 'red.0' : undefined}>
                <Table.Th scope="row" fw="inherit">
                  <Group gap={6} wrap="nowrap">
                    {onDayChange ? (
                      <UnstyledButton onClick={() => onDayChange(record.day)} aria-label={t('simulatorInsights.table.choose', { date })} td="underline" fz="sm" fw="inherit">
                        {date}
                      </UnstyledButton>
                    ) : (
                      <Text span fz="sm" fw="inherit">
                        {date}
                      </Text>
                    )}
                    {isPast(record) && (
                      <Badge size="xs" variant="light" color="gray">
                        {t('simulatorInsights.table.pastMark')}
                      </Badge>
                    )}
                    {selected && (
                      <Badge size="xs" variant="light" color="red">
                        {t('simulatorInsights.table.selectedMark')}
                      </Badge>
                    )}
                  </Group>
                </Table.Th>
                {INDICATORS.map((indicator) => (
                  <Table.Td key={indicator} ta="right" data-indicator={indicator}>
                    {format[indicator](record[indicator])}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
