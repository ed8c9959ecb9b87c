import { Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toolLock, type FeatureLock } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { tierNames } from '../../../features/billing/plan-names';
import { TeamCheckView, useTeamCheck } from '../../../features/forecasts/components/team';
import { useOwnerSelf } from '../../../features/identity/api/use-owner-self';
import { VerificationRequired } from '../../../features/identity/components/verification-required';
import { keepScene, sandboxQuery, useDashboardHistory } from '../../../features/scenes';
import { useApiClient } from '../../../shared/api/api-context';
import { paths } from '../../../shared/paths';
import { PageTitle } from '../../../shared/ui/page-title';

const AREA = 'owner-mobile';

/**
 * The quick team check on a phone: two to four people, forecast on the owner's scratch scene as the
 * desktop check does it. It needs a verified owner and a plan with the teams; a plan without them
 * shows which tier opens the check.
 */
export function TeamPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data: self, isPending } = useOwnerSelf(AREA);
  const lock = self && !self.accessRules.needVerify ? toolLock('teamCheck', self.accessRules) : null;
  return (
    <>
      <PageTitle subtitle={t('teamCheck.intro')}>{t('ownerMobile.team.title')}</PageTitle>
      {isPending ? (
        <Loader size="sm" aria-label={t('ownerMobile.loading')} />
      ) : self?.accessRules.needVerify ? (
        <VerificationRequired area={AREA} email={self.email} />
      ) : lock ? (
        <TeamLock lock={lock} />
      ) : (
        <TeamCheck sceneId={id ?? null} />
      )}
    </>
  );
}

/** The check is not in the owner's plan: the tier that opens it, and where plans are chosen. */
function TeamLock({ lock }: { lock: FeatureLock }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md" data-testid="team-lock" data-feature={lock.feature}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('ownerMobile.team.lock.title')}
        </Title>
        <Text size="sm">{t('ownerMobile.team.lock.text', { tier: t(tierNames[lock.tier]) })}</Text>
        <Button component="a" href={paths.owner.root} size="lg" fullWidth variant="light">
          {t('ownerMobile.team.lock.action')}
        </Button>
      </Stack>
    </Paper>
  );
}

function TeamCheck({ sceneId }: { sceneId: string | null }) {
  const client = useApiClient(AREA);
  const queryClient = useQueryClient();
  const history = useDashboardHistory(AREA);
  const sandbox = useQuery({ ...sandboxQuery(AREA, client), enabled: sceneId !== null });
  const check = useTeamCheck({
    area: AREA,
    route: paths.ownerMobile.team,
    sceneId,
    history,
    sandbox: sandbox.data,
    keepScene: (scene) => keepScene(queryClient, AREA, scene),
  });
  return <TeamCheckView area={AREA} check={check} profilesHref={paths.ownerMobile.profiles} />;
}
