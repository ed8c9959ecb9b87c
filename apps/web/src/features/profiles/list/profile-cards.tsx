import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { Profile } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProfileAvatar } from '../avatars/profile-avatar';
import { ProfileActionsMenu } from '../dialogs/profile-actions-menu';
import type { OpenProfileDialog } from '../dialogs/profile-dialogs';
import { ProfileBadges } from '../view/profile-badges';
import { useProfileName } from '../view/profile-names';
import { useDateFormat } from '../view/use-date-format';
import classes from './profile-list.module.css';

interface ProfileCardsProps {
  items: readonly Profile[];
  hrefOf: (id: string) => string;
  onOpen: OpenProfileDialog;
}

/** The list on a phone: one card a profile, the whole card a link to it, its actions one thumb-sized button. */
export function ProfileCards({ items, hrefOf, onOpen }: ProfileCardsProps) {
  const { t } = useTranslation();
  const nameOf = useProfileName();
  const date = useDateFormat();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('profiles.list.caption')} data-testid="profiles-cards">
      {items.map((profile) => (
        <Paper key={profile._id} component="li" withBorder radius="md" className={classes.card} data-testid="profile-card" data-id={profile._id}>
          <Link to={hrefOf(profile._id)} className={classes.cardLink}>
            <ProfileAvatar avatarName={profile.avatarName} size={48} />
            <div className={classes.cardText}>
              <Text fw={600} className={classes.ellipsis}>
                {nameOf(profile)}
              </Text>
              <Text size="sm" c="dimmed" className={classes.ellipsis}>
                {[profile.position, profile.age !== null ? t('profiles.ageYears', { count: profile.age }) : null].filter(Boolean).join(' · ') ||
                  t('profiles.list.createdOn', { date: date(profile.createdAt) })}
              </Text>
              <Group mt={6}>
                <ProfileBadges profile={profile} />
              </Group>
            </div>
          </Link>
          <ProfileActionsMenu profile={profile} onOpen={onOpen} />
        </Paper>
      ))}
    </Stack>
  );
}

export function ProfileCardsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('profiles.loading')} data-testid="profiles-loading">
      {Array.from({ length: 5 }, (_, index) => (
        <Paper key={index} withBorder radius="md" className={classes.card}>
          <Skeleton circle height={48} />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={14} width="60%" />
            <Skeleton height={12} width="40%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
