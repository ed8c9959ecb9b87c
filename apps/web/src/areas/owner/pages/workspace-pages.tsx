import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { teamQuery, teamsQuery } from '../../../features/scenes';
import { useApiClient } from '../../../shared/api/api-context';
import { href, paths } from '../../../shared/paths';
import { LastOpenedLink } from '../../../shared/last-opened/last-opened-link';
import { useRememberLastOpened } from '../../../shared/last-opened/last-opened-store';
import { InPreparation } from '../../../shared/ui/in-preparation';
import { PageTitle } from '../../../shared/ui/page-title';

/** The manager simulator's list of teams; it remembers the team opened last. */
export function TeamsPage() {
  const { t } = useTranslation();
  const { data } = useQuery(teamsQuery('owner', useApiClient('owner')));
  const titleOf = (id: string) => (data ? (data.items.find((team) => team._id === id)?.title ?? null) : undefined);
  return (
    <>
      <PageTitle>{t('owner.teams.title')}</PageTitle>
      <LastOpenedLink area="owner" kind="team" hrefOf={(id) => href(paths.owner.team, { id })} titleOf={titleOf} />
      <InPreparation />
    </>
  );
}

/** One team's scene in the simulator. */
export function TeamPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: team } = useQuery(teamQuery('owner', useApiClient('owner'), id));
  useRememberLastOpened('owner', 'team', team ? { id: team._id, title: team.title } : null);
  return (
    <>
      <PageTitle>{team?.title ?? t('owner.team.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

export function P2pPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('owner.p2p.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

export function TeamCheckPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('owner.teamCheck.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

export function CompareTeamsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('owner.compareTeams.title')}</PageTitle>
      <InPreparation />
    </>
  );
}
