import { Alert, Anchor, List } from '@mantine/core';
import type { MonitorResultView } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href, paths } from '../../../shared/paths';

/** The teams the monitor could not forecast, each opening in the simulator, where the missing people can be replaced. */
export function LeftOutTeams({ teams }: { teams: MonitorResultView['leftOut'] }) {
  const { t } = useTranslation();
  if (teams.length === 0) return null;
  return (
    <Alert color="yellow" title={t('monitor.leftOut.title', { count: teams.length })} data-testid="monitor-left-out">
      {t('monitor.leftOut.text')}
      <List size="sm" mt="xs">
        {teams.map((team) => (
          <List.Item key={team.sceneId}>
            <Anchor component={Link} to={href(paths.owner.team, { id: team.sceneId })}>
              {team.title}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
