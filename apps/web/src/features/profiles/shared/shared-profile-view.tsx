import { Alert, Button, EmptyState, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-context';
import { PageTitle } from '../../../shared/ui/page-title';
import { FormAlert } from '../../../shared/forms/form-alert';
import { failureCode } from '../../../shared/forms/form-failure';
import { sharedProfileQuery } from '../api/profile-queries';
import { ProfileAvatar } from '../avatars/profile-avatar';
import { ProfileAnswers } from '../view/profile-answers';
import { ProfileStateBadge } from '../view/profile-badges';
import { ProfileFacts, ProfileIdentity, genderKeys } from '../view/profile-facts';
import { useProfileName } from '../view/profile-names';
import { useDateFormat } from '../view/use-date-format';
import { AttachSharedProfile, type ShareLinkArea } from './attach-shared-profile';

/** A share link that leads nowhere: the profile is unknown or deleted, said with the spec's texts. */
function SharedProfileMissing({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<ProfileAvatar avatarName="default" size={56} />}
      title={t(code === 'profile_deleted' ? 'errors.codes.profile_deleted' : 'errors.codes.profile_not_found')}
      description={t('profiles.shared.checkLink')}
      data-testid="shared-profile-missing"
      py="xl"
    />
  );
}

/**
 * A profile opened from its share link (spec section 2): what its owner lets others see, never the
 * contacts, and the answers unless the owner hid them. Signed-in owners can add it to their list.
 */
export function SharedProfileView({ area, sharelink, fallbackTitle }: { area: ShareLinkArea; sharelink: string; fallbackTitle: string }) {
  const { t } = useTranslation();
  const client = useApiClient('public');
  const nameOf = useProfileName();
  const date = useDateFormat();
  const shared = useQuery(sharedProfileQuery(client, sharelink));

  if (shared.isPending) {
    return (
      <>
        <PageTitle>{fallbackTitle}</PageTitle>
        <Stack gap="sm" aria-busy="true" aria-label={t('profiles.loading')}>
          <Group gap="md">
            <Skeleton circle height={72} />
            <Skeleton height={16} width="50%" />
          </Group>
          <Skeleton height={120} radius="md" />
        </Stack>
      </>
    );
  }
  if (shared.isError) {
    const missing = shared.error instanceof ApiError && shared.error.statusCode === 404 ? shared.error.code : null;
    return (
      <>
        <PageTitle>{fallbackTitle}</PageTitle>
        {missing ? (
          <SharedProfileMissing code={missing} />
        ) : (
          <Stack gap="sm" align="flex-start">
            <FormAlert code={failureCode(shared.error)} />
            <Button variant="light" onClick={() => void shared.refetch()}>
              {t('profiles.retry')}
            </Button>
          </Stack>
        )}
      </>
    );
  }

  const profile = shared.data;
  return (
    <Stack gap="lg" data-testid="shared-profile">
      <PageTitle subtitle={t('profiles.shared.lead')}>{nameOf(profile)}</PageTitle>
      <ProfileIdentity
        avatar={<ProfileAvatar avatarName={profile.avatarName} size={80} />}
        badges={<ProfileStateBadge state={profile.filled ? 'ack_a' : 'ack_q'} />}
        facts={
          <ProfileFacts
            facts={[
              { label: t('profiles.columns.age'), value: profile.age !== null ? t('profiles.ageYears', { count: profile.age }) : null },
              { label: t('profiles.fields.gender'), value: profile.gender ? t(genderKeys[profile.gender]) : null },
              { label: t('profiles.fields.position'), value: profile.position },
              { label: t('profiles.columns.filled'), value: profile.completedAt ? date(profile.completedAt) : null },
            ]}
          />
        }
      />
      <AttachSharedProfile area={area} sharelink={sharelink} />
      {profile.detailsHidden ? (
        <Alert color="gray" variant="light" data-testid="shared-details-hidden">
          {t('profiles.page.detailsHidden')}
        </Alert>
      ) : !profile.filled ? (
        <Alert color="gray" variant="light" data-testid="shared-not-filled">
          {t('profiles.shared.notFilled')}
        </Alert>
      ) : profile.questionnaire ? (
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('profiles.page.answers')}
          </Title>
          <ProfileAnswers questionnaire={profile.questionnaire} answers={profile.answers} />
        </Stack>
      ) : null}
    </Stack>
  );
}
