import { Loader, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { TeamCheckView, useTeamCheck } from '../../../features/forecasts/components/team';
import { useOwnerSelf } from '../../../features/identity/api/use-owner-self';
import { VerificationRequired } from '../../../features/identity/components/verification-required';
import { keepScene, sandboxQuery, useDashboardHistory } from '../../../features/scenes';
import { useApiClient } from '../../../shared/api/api-context';
import { paths } from '../../../shared/paths';
import { PageTitle } from '../../../shared/ui/page-title';

const area = 'owner';

/** The quick team check (spec sections 2 and 5): up to four people, forecast on the owner's scratch scene. */
export function TeamCheckPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data: self, isPending } = useOwnerSelf(area);
  return (
    <>
      <PageTitle>{t('owner.teamCheck.title')}</PageTitle>
      {isPending ? (
        <Loader size="sm" aria-label={t('teamCheck.loading')} />
      ) : self?.accessRules.needVerify ? (
        <VerificationRequired area={area} email={self.email} />
      ) : (
        <TeamCheck sceneId={id ?? null} />
      )}
    </>
  );
}

function TeamCheck({ sceneId }: { sceneId: string | null }) {
  const { t } = useTranslation();
  const client = useApiClient(area);
  const queryClient = useQueryClient();
  const history = useDashboardHistory(area);
  const sandbox = useQuery({ ...sandboxQuery(area, client), enabled: sceneId !== null });
  const check = useTeamCheck({
    area,
    route: paths.owner.teamCheck,
    sceneId,
    history,
    sandbox: sandbox.data,
    keepScene: (scene) => keepScene(queryClient, area, scene),
  });
  const intro = (
    <Text c="dimmed" maw={760}>
      {t('teamCheck.intro')}
    </Text>
  );
  return <TeamCheckView area={area} check={check} profilesHref={paths.owner.profiles} intro={intro} />;
}
