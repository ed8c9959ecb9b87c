import { Anchor, Group, Loader } from '@mantine/core';
import { featureLock } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AssemblerView } from '../../../features/assembler';
import { useOwnerSelf } from '../../../features/identity/api/use-owner-self';
import { VerificationRequired } from '../../../features/identity/components/verification-required';
import { paths } from '../../../shared/paths';
import { PageTitle } from '../../../shared/ui/page-title';
import { ToolLock } from '../components/tool-lock';

/**
 * The team assembler, a page of the manager simulator. It makes teams, so it opens only with what
 * creating a team needs (`create_teams`); without it the plan's lock stands in its place.
 */
export function AssemblerPage() {
  const { t } = useTranslation();
  const { data: self, isPending } = useOwnerSelf('owner');
  const lock = self ? featureLock('create_teams', self.accessRules) : null;
  return (
    <>
      <PageTitle>{t('assembler.title')}</PageTitle>
      <Group mb="sm" mt={-8}>
        <Anchor component={Link} to={paths.owner.teams} size="sm">
          {t('simulator.backToTeams')}
        </Anchor>
      </Group>
      {isPending || !self ? (
        <Loader size="sm" />
      ) : self.accessRules.needVerify ? (
        <VerificationRequired area="owner" email={self.email} />
      ) : lock ? (
        <ToolLock feature={lock.feature} tool="simulator" />
      ) : (
        <AssemblerView />
      )}
    </>
  );
}
