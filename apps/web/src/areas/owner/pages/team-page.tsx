import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { teamQuery } from '../../../features/scenes';
import { useApiClient } from '../../../shared/api/api-context';
import { useRememberLastOpened } from '../../../shared/last-opened/last-opened-store';
import { InPreparation } from '../../../shared/ui/in-preparation';
import { PageTitle } from '../../../shared/ui/page-title';

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
