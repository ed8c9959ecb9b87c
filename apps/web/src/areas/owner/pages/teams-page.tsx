import { Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OwnerSelf } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { useOwnerSelf } from '../../../features/identity/api/use-owner-self';
import { VerificationRequired } from '../../../features/identity/components/verification-required';
import { teamsQuery } from '../../../features/scenes';
import { TeamsView } from '../../../features/simulator';
import { useApiClient } from '../../../shared/api/api-context';
import { href, paths } from '../../../shared/paths';
import { LastOpenedLink } from '../../../shared/last-opened/last-opened-link';
import { PageTitle } from '../../../shared/ui/page-title';

/** The plan's limit of teams, where the account states one. */
function teamLimitOf(self: OwnerSelf | undefined): number | null | undefined {
  const limit = (self as { teamLimit?: unknown } | undefined)?.teamLimit;
  return typeof limit === 'number' ? limit : undefined;
}

/** The manager simulator's list of teams; it remembers the team opened last. */
export function TeamsPage() {
  const { t } = useTranslation();
  const { data: self, isPending } = useOwnerSelf('owner');
  const { data } = useQuery(teamsQuery('owner', useApiClient('owner')));
  const titleOf = (id: string) => (data ? (data.items.find((team) => team._id === id)?.title ?? null) : undefined);
  return (
    <>
      <PageTitle>{t('owner.teams.title')}</PageTitle>
      <LastOpenedLink area="owner" kind="team" hrefOf={(id) => href(paths.owner.team, { id })} titleOf={titleOf} />
      {isPending ? (
        <Loader size="sm" />
      ) : self?.accessRules.needVerify ? (
        <VerificationRequired area="owner" email={self.email} />
      ) : (
        <TeamsView teamLimit={teamLimitOf(self)} />
      )}
    </>
  );
}
