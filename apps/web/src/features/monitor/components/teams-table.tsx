import { Anchor, Table, Text, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { indicatorFormatter } from '../../simulator/insights/indicators';
import { useLocale } from '../../../shared/i18n/use-locale';
import { href, paths } from '../../../shared/paths';
import { sortTeams, type TeamSort, type TeamSortKey } from '../monitor-people';
import { teamStyle, type MonitorTeamView } from '../monitor-timeline';

const columns = [
  { key: 'title', label: 'monitor.teams.columns.title' },
  { key: 'members', label: 'monitor.teams.columns.members' },
  { key: 'score', label: 'monitor.teams.columns.score' },
  { key: 'power', label: 'monitor.indicators.power' },
  { key: 'cohesion', label: 'monitor.indicators.cohesion' },
  { key: 'microclimate', label: 'monitor.indicators.microclimate' },
] as const satisfies readonly { key: TeamSortKey; label: string }[];

/**
 * The teams' year in figures: the table the charts are drawn from, sorted by any column in the browser,
 * each team's name opening it in the simulator, and the teams it shares people with.
 */
export function TeamsTable({ teams }: { teams: readonly MonitorTeamView[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [sort, setSort] = useState<TeamSort>({ key: 'score', descending: true });
  const sorted = useMemo(() => sortTeams(teams, sort, locale), [teams, sort, locale]);
  const titles = useMemo(() => new Map(teams.map((team) => [team.sceneId, team.title])), [teams]);
  const colours = useMemo(() => new Map(teams.map((team, index) => [team.sceneId, teamStyle(index).color])), [teams]);
  const format = useMemo(
    () => ({
      score: new Intl.NumberFormat(locale, { maximumFractionDigits: 2, minimumFractionDigits: 2 }).format,
      power: indicatorFormatter('power', locale),
      cohesion: indicatorFormatter('cohesion', locale),
      microclimate: indicatorFormatter('microclimate', locale),
    }),
    [locale],
  );
  const choose = (key: TeamSortKey) => setSort((current) => (current.key === key ? { key, descending: !current.descending } : { key, descending: key !== 'title' }));

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover data-testid="monitor-teams">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{t('monitor.teams.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col" aria-sort={sort.key === column.key ? (sort.descending ? 'descending' : 'ascending') : undefined}>
                <UnstyledButton onClick={() => choose(column.key)} fw={600} fz="sm" data-testid={`sort-${column.key}`}>
                  {t(column.label)}
                  <span aria-hidden="true">{sort.key === column.key ? (sort.descending ? ' ↓' : ' ↑') : ''}</span>
                </UnstyledButton>
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('monitor.teams.columns.sharesWith')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((team) => (
            <Table.Tr key={team.sceneId} data-testid="monitor-team">
              <Table.Th scope="row" fw={500}>
                <span aria-hidden="true" style={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', marginInlineEnd: 8, backgroundColor: colours.get(team.sceneId) }} />
                <Anchor component={Link} to={href(paths.owner.team, { id: team.sceneId })}>
                  {team.title}
                </Anchor>
              </Table.Th>
              <Table.Td>{team.members}</Table.Td>
              <Table.Td>{format.score(team.year.score)}</Table.Td>
              <Table.Td>{format.power(team.year.power)}</Table.Td>
              <Table.Td>{format.cohesion(team.year.cohesion)}</Table.Td>
              <Table.Td>{format.microclimate(team.year.microclimate)}</Table.Td>
              <Table.Td>
                {team.sharesWith.length === 0 ? (
                  <Text span c="dimmed" size="sm">
                    {t('monitor.teams.sharesNone')}
                  </Text>
                ) : (
                  team.sharesWith.map((id) => titles.get(id) ?? id).join(', ')
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
