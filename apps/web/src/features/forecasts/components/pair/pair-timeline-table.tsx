import { Table } from '@mantine/core';
import type { Locale } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { calendarDate, type PairTimeline } from './timeline-series';

interface PairTimelineTableProps {
  timeline: PairTimeline;
  names: readonly [string, string];
  locale: Locale;
}

/** The chart's data as a table, a row a month: the text alternative of the chart for those who do not see it. */
export function PairTimelineTable({ timeline, names, locale }: PairTimelineTableProps) {
  const { t } = useTranslation();
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, signDisplay: 'auto' });
  const value = (number: number | null) => (number === null ? '—' : whole.format(number));
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder data-testid="pair-timeline-table">
        <Table.Caption>{t('pairCheck.result.timeline.tableCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('pairCheck.result.timeline.month')}</Table.Th>
            <Table.Th scope="col">{t('pairCheck.result.timeline.familiarity')}, %</Table.Th>
            <Table.Th scope="col">{t('pairCheck.result.timeline.cohesion')}, %</Table.Th>
            <Table.Th scope="col">{names[0]}</Table.Th>
            <Table.Th scope="col">{names[1]}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {timeline.months.map((row) => (
            <Table.Tr key={row.month}>
              <Table.Th scope="row" fw={400}>
                {month.format(calendarDate(row.month))}
              </Table.Th>
              <Table.Td>{value(row.familiarity)}</Table.Td>
              <Table.Td>{value(row.cohesion)}</Table.Td>
              <Table.Td>{value(row.first)}</Table.Td>
              <Table.Td>{value(row.second)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
