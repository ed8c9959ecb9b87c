import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ProfileDetail } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { ProfileAvatar } from '../avatars/profile-avatar';
import { profileActions, type ProfileDialog } from '../dialogs/profile-actions';
import type { OpenProfileDialog } from '../dialogs/profile-dialogs';
import { ExpertiseValue, SubscriptionHint } from './expertise';
import { ProfileBadges } from './profile-badges';
import { ProfileFacts, ProfileIdentity, genderKeys } from './profile-facts';
import { IconEdit, IconInvite, IconMe, IconRemove, IconShare } from './profile-icons';
import { useDateFormat } from './use-date-format';
import { useControlSize } from './use-phone';

const actionLook: Record<ProfileDialog, { key: string; Icon: typeof IconEdit }> = {
  edit: { key: 'profiles.actions.edit', Icon: IconEdit },
  share: { key: 'profiles.actions.share', Icon: IconShare },
  invitation: { key: 'profiles.actions.invitation', Icon: IconInvite },
  upend: { key: 'profiles.actions.upend', Icon: IconMe },
  remove: { key: 'profiles.actions.delete', Icon: IconRemove },
};

/** The top of a profile's page: who it is, how to reach them, where the questionnaire stands, and what can be done. */
export function ProfileHeaderCard({ profile, onOpen }: { profile: ProfileDetail; onOpen: OpenProfileDialog }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const size = useControlSize();
  const hidden = profile.detailsHidden ? t('profiles.hidden') : null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="profile-header">
      <Stack gap="lg">
        <ProfileIdentity
          avatar={<ProfileAvatar avatarName={profile.avatarName} size={96} />}
          badges={<ProfileBadges profile={profile} />}
          facts={
            <ProfileFacts
              facts={[
                { label: t('profiles.fields.firstName'), value: profile.firstName },
                { label: t('profiles.fields.lastName'), value: profile.lastName ?? hidden },
                { label: t('profiles.columns.age'), value: profile.age !== null ? t('profiles.ageYears', { count: profile.age }) : null },
                { label: t('profiles.fields.gender'), value: profile.gender ? t(genderKeys[profile.gender]) : null },
                { label: t('profiles.fields.position'), value: profile.position },
                { label: t('profiles.fields.email'), value: profile.email ?? hidden, testId: 'profile-email' },
                { label: t('profiles.fields.phone'), value: profile.phone ?? hidden },
                { label: t('profiles.columns.created'), value: date(profile.createdAt) },
                { label: t('profiles.columns.filled'), value: profile.completedAt ? date(profile.completedAt) : t('profiles.page.notFilledShort') },
                {
                  label: t('profiles.columns.expertise'),
                  value:
                    profile.expertise === null && profile.grade === null && profile.filled ? (
                      <SubscriptionHint size="sm" />
                    ) : (
                      <ExpertiseValue expertise={profile.expertise} grade={profile.grade} />
                    ),
                  testId: 'profile-expertise',
                },
              ]}
            />
          }
        />
        <Group gap="sm" data-testid="profile-page-actions">
          {profileActions(profile).map((action) => {
            const { key, Icon } = actionLook[action];
            return (
              <Button
                key={action}
                variant={action === 'remove' ? 'subtle' : 'light'}
                color={action === 'remove' ? 'red' : undefined}
                size={size}
                leftSection={<Icon />}
                onClick={() => onOpen(action, profile)}
              >
                {action === 'remove' && profile.attached ? t('profiles.actions.detach') : t(key)}
              </Button>
            );
          })}
        </Group>
        {profile.attached ? (
          <Text size="sm" c="dimmed">
            {t('profiles.page.attachedNote')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
