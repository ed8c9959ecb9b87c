import { Alert, Anchor, Button, EmptyState, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError, type OwnerArea, type ProfileDetail } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useApiClient } from '../../../shared/api/api-context';
import { PageTitle } from '../../../shared/ui/page-title';
import { FormAlert } from '../../../shared/forms/form-alert';
import { failureCode } from '../../../shared/forms/form-failure';
import { profileDetailQuery } from '../api/profile-queries';
import { ProfileAvatar } from '../avatars/profile-avatar';
import { useProfileDialogs, type OpenProfileDialog } from '../dialogs/profile-dialogs';
import { profileAreas } from '../profile-areas';
import { ProfileAnswers } from './profile-answers';
import { ProfileHeaderCard } from './profile-header-card';
import { IconBack } from './profile-icons';
import { useProfileName } from './profile-names';
import { useControlSize } from './use-phone';

function BackLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={to} size="sm" data-testid="profile-back">
      <Group gap={4} component="span" wrap="nowrap" mih={44} align="center">
        <IconBack size={16} />
        {t('profiles.page.back')}
      </Group>
    </Anchor>
  );
}

/** The questionnaire part of the page: the answers, or why there are none to show. */
function AnswersSection({ profile, onOpen }: { profile: ProfileDetail; onOpen: OpenProfileDialog }) {
  const { t } = useTranslation();
  const size = useControlSize();
  if (profile.detailsHidden) {
    return (
      <Alert color="gray" variant="light" data-testid="profile-details-hidden">
        {t('profiles.page.detailsHidden')}
      </Alert>
    );
  }
  const hasAnswers = Object.keys(profile.answers).length > 0;
  return (
    <Stack gap="md">
      {!profile.filled ? (
        <EmptyState
          icon={<ProfileAvatar avatarName="default" size={56} />}
          title={t('profiles.page.notFilledTitle')}
          description={profile.state === 'answered' ? t('profiles.page.inProgress') : t('profiles.page.notFilled')}
          data-testid="profile-not-filled"
          py="lg"
        >
          {profile.attached ? null : (
            <EmptyState.Actions>
              <Button size={size} onClick={() => onOpen('invitation', profile)} data-testid="profile-invitation-open">
                {t('profiles.page.getLink')}
              </Button>
            </EmptyState.Actions>
          )}
        </EmptyState>
      ) : null}
      {profile.questionnaire && hasAnswers ? (
        <>
          <Title order={2} size="h3">
            {profile.filled ? t('profiles.page.answers') : t('profiles.page.answersSoFar')}
          </Title>
          <ProfileAnswers questionnaire={profile.questionnaire} answers={profile.answers} />
        </>
      ) : null}
    </Stack>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('profiles.loading')} data-testid="profile-loading">
      <Group gap="lg">
        <Skeleton circle height={96} />
        <Stack gap="sm" style={{ flex: 1 }}>
          <Skeleton height={20} width="40%" />
          <Skeleton height={14} width="60%" />
          <Skeleton height={14} width="50%" />
        </Stack>
      </Group>
      <Skeleton height={160} radius="md" />
    </Stack>
  );
}

/**
 * A profile's page (spec section 2): the header card with its details and actions, then the answers
 * by step, or what hides them. A profile that is not there says so and leads back to the list.
 */
export function ProfileDetailView({ area, id, fallbackTitle }: { area: OwnerArea; id: string; fallbackTitle: string }) {
  const { t } = useTranslation();
  const client = useApiClient(area);
  const navigate = useNavigate();
  const nameOf = useProfileName();
  const config = profileAreas[area];
  const detail = useQuery(profileDetailQuery(area, client, id));
  const dialogs = useProfileDialogs(area, { onRemoved: () => void navigate(config.list, { replace: true }) });

  if (detail.isPending) {
    return (
      <>
        <PageTitle>{fallbackTitle}</PageTitle>
        <DetailSkeleton />
      </>
    );
  }
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.statusCode === 404;
    return (
      <>
        <PageTitle>{fallbackTitle}</PageTitle>
        {missing ? (
          <EmptyState
            icon={<ProfileAvatar avatarName="default" size={56} />}
            title={t('errors.codes.profile_not_found')}
            description={t('profiles.page.notFoundText')}
            data-testid="profile-not-found"
            py="xl"
          >
            <EmptyState.Actions>
              <Button component={Link} to={config.list} variant="light">
                {t('profiles.page.back')}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <Stack gap="sm" align="flex-start">
            <FormAlert code={failureCode(detail.error)} />
            <Button variant="light" onClick={() => void detail.refetch()}>
              {t('profiles.retry')}
            </Button>
          </Stack>
        )}
      </>
    );
  }

  const profile = detail.data;
  return (
    <Stack gap="lg" data-testid="profile-page">
      <div>
        <BackLink to={config.list} />
        <PageTitle subtitle={profile.position ?? undefined}>{nameOf(profile)}</PageTitle>
      </div>
      <ProfileHeaderCard profile={profile} onOpen={dialogs.open} />
      <AnswersSection profile={profile} onOpen={dialogs.open} />
      {dialogs.element}
    </Stack>
  );
}
