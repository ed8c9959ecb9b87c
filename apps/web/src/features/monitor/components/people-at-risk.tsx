import { Badge, Group, Pagination, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale';
import { indicatorFormatter } from '../../simulator/insights/indicators';
import { pageOf, peopleShown, RISK_FILTERS, type RiskCode, type RiskFilter } from '../monitor-people';
import type { MonitorPersonView, MonitorTeamView } from '../monitor-timeline';
import { riskTexter } from '../risk-text';

/** Rows on a page: the result can hold a few thousand people, more than a table should draw at once. */
export const PEOPLE_PAGE_SIZE = 20;

const filterLabels = {
  all: 'monitor.risks.filter.all',
  low_mood: 'monitor.risks.filter.low_mood',
  overwork: 'monitor.risks.filter.overwork',
  isolated: 'monitor.risks.filter.isolated',
  everyone: 'monitor.risks.filter.everyone',
} as const satisfies Record<RiskFilter, string>;

const riskColors = { low_mood: 'red', overwork: 'orange', isolated: 'grape' } as const satisfies Record<RiskCode, string>;

// A risk's words wrap on a narrow screen rather than end in an ellipsis.
const badgeStyles = { root: { height: 'auto', paddingBlock: 2 }, label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.35 } } as const;

const pageControlKeys = {
  first: 'monitor.pagination.first',
  previous: 'monitor.pagination.previous',
  next: 'monitor.pagination.next',
  last: 'monitor.pagination.last',
} as const;

/**
 * The organisation's people: those at risk first, each risk in words with its figure, filtered by kind, or
 * everyone with their year's figures, a page at a time. The whole list is one computed result already in the
 * browser, so the filter and the pages work on it there.
 */
export function PeopleAtRisk({ people, teams }: { people: readonly MonitorPersonView[]; teams: readonly MonitorTeamView[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const counts = useMemo(() => Object.fromEntries(RISK_FILTERS.map((kind) => [kind, peopleShown(people, kind).length])) as Record<RiskFilter, number>, [people]);
  const [filter, setFilter] = useState<RiskFilter>(counts.all > 0 ? 'all' : 'everyone');
  const [page, setPage] = useState(1);
  const byTeam = useMemo(() => new Map(teams.map((team) => [team.sceneId, team])), [teams]);
  const shown = useMemo(() => peopleShown(people, filter), [people, filter]);
  const current = pageOf(shown, page, PEOPLE_PAGE_SIZE);
  const riskText = useMemo(() => riskTexter(t, locale, (person) => byTeam.get(person.sceneIds[0] ?? '')?.startDate), [t, locale, byTeam]);
  const mood = useMemo(() => indicatorFormatter('microclimate', locale), [locale]);
  const hours = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }), [locale]);
  const narrow = useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false }) ?? false;

  return (
    <Stack gap="md">
      {counts.all === 0 ? <Text data-testid="monitor-no-risks">{t('monitor.risks.none')}</Text> : null}
      <SegmentedControl
        value={filter}
        onChange={(next) => {
          setFilter(next as RiskFilter);
          setPage(1);
        }}
        aria-label={t('monitor.risks.filter.label')}
        data-testid="risk-filter"
        // Five choices do not fit across a phone: there they stand one under another, the page no wider than the screen.
        orientation={narrow ? 'vertical' : 'horizontal'}
        fullWidth={narrow}
        style={{ alignSelf: narrow ? 'stretch' : 'flex-start' }}
        data={RISK_FILTERS.map((kind) => ({
          value: kind,
          label: (
            <span data-testid={`risk-filter-${kind}`}>
              {t(filterLabels[kind])}{' '}
              <Text span size="xs" c="dimmed" fw={600}>
                {counts[kind]}
              </Text>
            </span>
          ),
        }))}
      />
      <Table.ScrollContainer minWidth={640}>
        <Table striped data-testid="monitor-people">
          <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{t('monitor.risks.caption', { count: shown.length })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('monitor.risks.columns.name')}</Table.Th>
              <Table.Th scope="col">{t('monitor.risks.columns.teams')}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('monitor.risks.columns.mood')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('monitor.risks.columns.hours')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('monitor.risks.columns.contacts')}
              </Table.Th>
              <Table.Th scope="col">{t('monitor.risks.columns.risks')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {current.items.map((person) => (
              <Table.Tr key={person.actorId} data-testid="monitor-person">
                <Table.Th scope="row" fw={500}>
                  {person.name}
                </Table.Th>
                <Table.Td>{person.sceneIds.map((id) => byTeam.get(id)?.title ?? id).join(', ')}</Table.Td>
                <Table.Td ta="end" data-testid="person-mood">
                  {mood(Math.round(person.meanMood))}
                </Table.Td>
                <Table.Td ta="end" data-testid="person-hours">
                  {hours.format(person.peakWeeklyHours)}
                </Table.Td>
                <Table.Td ta="end" data-testid="person-contacts">
                  {person.contacts}
                </Table.Td>
                <Table.Td>
                  {person.risks.length === 0 ? (
                    <Text span size="sm" c="dimmed">
                      {t('monitor.risks.noRisk')}
                    </Text>
                  ) : (
                    <Group gap={6}>
                      {person.risks.map((risk) => (
                        <Badge key={risk.code} size="md" variant="light" color={riskColors[risk.code]} tt="none" fw={500} data-risk={risk.code} styles={badgeStyles}>
                          {riskText(person, risk)}
                        </Badge>
                      ))}
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {current.pages > 1 ? (
        <Group justify="center">
          <Pagination
            total={current.pages}
            value={current.page}
            onChange={setPage}
            aria-label={t('monitor.pagination.label')}
            getControlProps={(control) => ({ 'aria-label': t(pageControlKeys[control]) })}
            getItemProps={(item) => ({ 'aria-label': t('monitor.pagination.page', { page: item }) })}
            data-testid="monitor-people-pagination"
          />
        </Group>
      ) : null}
    </Stack>
  );
}
