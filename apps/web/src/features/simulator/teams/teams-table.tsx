import { Anchor, Badge, Checkbox, Table, Text } from '@mantine/core';
import type { EndpointOutput, listScenes } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../shared/i18n/use-locale';
import { href, paths } from '../../../shared/paths';
import { formatDate } from '../common/day-dates';
import { lifespanLabels } from '../common/lifespan-texts';

export type TeamSummary = EndpointOutput<typeof listScenes>['items'][number];

interface TeamsTableProps {
  teams: readonly TeamSummary[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
}

/** The owner's teams, each with a checkbox; the header's checkbox takes or drops them all. */
export function TeamsTable({ teams, selected, onToggle, onToggleAll }: TeamsTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const all = teams.length > 0 && teams.every((team) => selected.has(team._id));
  const some = teams.some((team) => selected.has(team._id));
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="teams-table">
        <caption className="tc-visually-hidden">{t('teams.list.caption')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>
              <Checkbox
                aria-label={t('teams.list.selectAll')}
                checked={all}
                indeterminate={some && !all}
                onChange={onToggleAll}
                data-testid="teams-select-all"
              />
            </Table.Th>
            <Table.Th scope="col">{t('teams.columns.title')}</Table.Th>
            <Table.Th scope="col">{t('teams.columns.status')}</Table.Th>
            <Table.Th scope="col">{t('teams.columns.lifespan')}</Table.Th>
            <Table.Th scope="col">{t('teams.columns.startDate')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('teams.columns.members')}
            </Table.Th>
            <Table.Th scope="col">{t('teams.columns.updatedAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {teams.map((team) => (
            <Table.Tr key={team._id} data-testid="team-row" bg={selected.has(team._id) ? 'var(--mantine-primary-color-light)' : undefined}>
              <Table.Td>
                <Checkbox
                  aria-label={t('teams.list.select', { title: team.title })}
                  checked={selected.has(team._id)}
                  onChange={() => onToggle(team._id)}
                />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={href(paths.owner.team, { id: team._id })} fw={500}>
                  {team.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {team.status === 'broken' ? (
                  <Badge color="orange" variant="light">
                    {t('teams.status.broken')}
                  </Badge>
                ) : (
                  <Badge color="teal" variant="light">
                    {t('teams.status.ok')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{t(lifespanLabels[team.lifespan])}</Table.Td>
              <Table.Td>{formatDate(team.startDate, locale)}</Table.Td>
              <Table.Td ta="right">{team.actorCount}</Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" component="time" dateTime={team.updatedAt}>
                  {updated.format(new Date(team.updatedAt))}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
