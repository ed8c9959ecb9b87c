import { Button, EmptyState, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Profile } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOwnerSelf } from '../../../features/identity/api/use-owner-self';
import { ProfileAvatar } from '../../../features/profiles/avatars/profile-avatar';
import { CreateBlockedNotice, createBlockedNoticeId } from '../../../features/profiles/list/create-blocked-notice';
import { StateBadge } from '../components/state-badge';
import { fullName } from '../../../features/profiles/view/profile-names';
import { useApiClient } from '../../../shared/api/api-context';
import { FormAlert } from '../../../shared/forms/form-alert';
import { failureCode } from '../../../shared/forms/form-failure';
import { href, paths } from '../../../shared/paths';
import { PageTitle } from '../../../shared/ui/page-title';
import { CreateQuestionnaireDialog } from '../components/create-questionnaire-dialog';
import classes from '../components/love-mobile.module.css';
import { loveKindKeys } from '../love-kinds';
import { loveProfilesQuery } from '../love-profiles-query';

function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const kind = loveKindKeys[profile.kind];
  const details = [profile.age !== null ? t('love.people.age', { count: profile.age }) : null, kind ? t(kind) : null].filter(Boolean).join(' · ');
  return (
    <Paper component="li" withBorder radius="lg" data-testid="love-profile-card" data-id={profile._id}>
      <Link to={href(paths.loveMobile.profile, { id: profile._id })} className={classes.profileCard}>
        <ProfileAvatar avatarName={profile.avatarName} size={48} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} className={classes.ellipsis}>
            {fullName(profile) || t('love.people.noName')}
          </Text>
          {details ? (
            <Text size="sm" c="dimmed" className={classes.ellipsis}>
              {details}
            </Text>
          ) : null}
        </Stack>
        <StateBadge state={profile.state} />
      </Link>
    </Paper>
  );
}

/**
 * The love area's questionnaires (its "profiles"): one's own and those of partners and friends, in the
 * love site's words, with the way to make a new one and send its link.
 */
export function ProfilesPage() {
  const { t } = useTranslation();
  const client = useApiClient('love-mobile');
  const list = useInfiniteQuery(loveProfilesQuery(client));
  const { data: self } = useOwnerSelf('love-mobile');
  const [creating, setCreating] = useState(false);
  const needVerify = self?.accessRules.needVerify ?? false;
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  const createButton = (testId: string) => (
    <Button
      size="lg"
      radius="xl"
      color="pink"
      fullWidth
      disabled={needVerify}
      aria-describedby={needVerify ? createBlockedNoticeId : undefined}
      onClick={() => setCreating(true)}
      data-testid={testId}
    >
      {t('love.profiles.create')}
    </Button>
  );

  return (
    <>
      <PageTitle subtitle={t('love.profiles.intro')}>{t('loveMobile.profiles.title')}</PageTitle>
      <Stack gap="md" data-testid="love-profiles">
        {needVerify && self ? <CreateBlockedNotice area="love-mobile" email={self.email} /> : null}
        {list.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label={t('love.profiles.loading')}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height={72} radius="lg" />
            ))}
          </Stack>
        ) : list.isError && items.length === 0 ? (
          <Stack gap="xs" align="flex-start">
            <FormAlert code={failureCode(list.error)} />
            <Button variant="light" onClick={() => void list.refetch()}>
              {t('love.profiles.retry')}
            </Button>
          </Stack>
        ) : items.length === 0 ? (
          <EmptyState
            icon={<ProfileAvatar avatarName="default" size={56} />}
            title={t('love.profiles.empty.title')}
            description={t('love.profiles.empty.text')}
            data-testid="love-profiles-empty"
            py="lg"
          >
            {needVerify ? null : <EmptyState.Actions style={{ width: '100%' }}>{createButton('love-profiles-create-empty')}</EmptyState.Actions>}
          </EmptyState>
        ) : (
          <>
            {createButton('love-profiles-create')}
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('love.profiles.list')}>
              {items.map((profile) => (
                <ProfileCard key={profile._id} profile={profile} />
              ))}
            </Stack>
            {list.hasNextPage ? (
              <Group justify="center">
                <Button variant="default" radius="xl" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} data-testid="love-profiles-more">
                  {t('love.profiles.more')}
                </Button>
              </Group>
            ) : null}
          </>
        )}
      </Stack>
      <CreateQuestionnaireDialog opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
