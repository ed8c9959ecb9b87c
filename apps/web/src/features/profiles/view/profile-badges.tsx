import { Badge, Group } from '@mantine/core';
import type { Profile, ProfileDetail } from '@teamcast/contract';
import type { ProfileState } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';

export const kindKeys = {
  full: 'profiles.kinds.full.title',
  short: 'profiles.kinds.short.title',
  love: 'profiles.kinds.love.title',
  couple: 'profiles.kinds.couple.title',
} as const;

const stateLook: Record<ProfileState, { key: string; color: string }> = {
  ack_q: { key: 'profiles.state.ackQ', color: 'gray' },
  answered: { key: 'profiles.state.answered', color: 'yellow' },
  ack_a: { key: 'profiles.state.ackA', color: 'teal' },
  deleted: { key: 'profiles.state.deleted', color: 'red' },
  delete_keep: { key: 'profiles.state.deleted', color: 'red' },
};

export function ProfileStateBadge({ state }: { state: ProfileState }) {
  const { t } = useTranslation();
  const look = stateLook[state];
  return (
    <Badge color={look.color} variant="light" data-testid="profile-state" data-state={state}>
      {t(look.key)}
    </Badge>
  );
}

/** The state, and what else sets a profile apart: one's own ("this is me"), a demo, added by link, not the full questionnaire. */
export function ProfileBadges({ profile, withKind = true }: { profile: Profile | ProfileDetail; withKind?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap">
      <ProfileStateBadge state={profile.state} />
      {profile.isMain ? (
        <Badge color="blue" variant="filled">
          {t('profiles.badges.main')}
        </Badge>
      ) : null}
      {profile.isDemo ? (
        <Badge color="orange" variant="light" data-testid="demo-badge">
          {t('demoProfiles.badge')}
        </Badge>
      ) : null}
      {profile.attached ? (
        <Badge color="violet" variant="light">
          {t('profiles.badges.attached')}
        </Badge>
      ) : null}
      {withKind && profile.kind !== 'full' ? (
        <Badge color="gray" variant="outline">
          {t(kindKeys[profile.kind])}
        </Badge>
      ) : null}
    </Group>
  );
}
