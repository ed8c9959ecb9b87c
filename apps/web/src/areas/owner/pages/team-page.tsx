import { Alert, Anchor, Group, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { teamQuery } from '../../../features/scenes';
import { SimulatorView } from '../../../features/simulator';
import { useApiClient } from '../../../shared/api/api-context';
import { errorMessageKey } from '../../../shared/errors/error-display';
import { useRememberLastOpened } from '../../../shared/last-opened/last-opened-store';
import { paths } from '../../../shared/paths';
import { PageTitle } from '../../../shared/ui/page-title';

/** One team's scene in the manager simulator. */
export function TeamPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: team, error, isPending } = useQuery(teamQuery('owner', useApiClient('owner'), id));
  useRememberLastOpened('owner', 'team', team ? { id: team._id, title: team.title } : null);
  return (
    <>
      <PageTitle>{team?.title ?? t('owner.team.title')}</PageTitle>
      <Group mb="sm" mt={-8}>
        <Anchor component={Link} to={paths.owner.teams} size="sm">
          {t('simulator.backToTeams')}
        </Anchor>
      </Group>
      {team ? (
        <SimulatorView key={team._id} team={team} />
      ) : isPending ? (
        <Loader size="sm" />
      ) : (
        <Stack>
          <Alert color="red" variant="light" role="alert" data-testid="team-missing">
            {t(errorMessageKey(error instanceof ApiError ? error.code : 'unknown'))}
          </Alert>
        </Stack>
      )}
    </>
  );
}
