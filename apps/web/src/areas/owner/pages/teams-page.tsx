import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { teamsQuery } from '../../../features/scenes';
import { useApiClient } from '../../../shared/api/api-context';
import { href, paths } from '../../../shared/paths';
import { LastOpenedLink } from '../../../shared/last-opened/last-opened-link';
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
