import { Badge, Group, Text } from '@mantine/core';
import type { Grade } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { IconLock } from './profile-icons';

export const gradeKeys: Record<Grade, string> = {
  junior: 'profiles.grades.junior',
  junior_plus: 'profiles.grades.juniorPlus',
  middle: 'profiles.grades.middle',
  middle_plus: 'profiles.grades.middlePlus',
  senior: 'profiles.grades.senior',
  senior_plus: 'profiles.grades.seniorPlus',
};

/** Owners without a subscription do not see expertise (spec section 6): a lock says where it would be. */
export function SubscriptionHint({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" c="dimmed" data-testid="expertise-locked">
      <IconLock size={size === 'xs' ? 14 : 16} />
      <Text span size={size} c="dimmed">
        {t('profiles.expertise.locked')}
      </Text>
    </Group>
  );
}

/** A profile's expertise and grade, once estimated. */
export function ExpertiseValue({ expertise, grade }: { expertise: number | null; grade: Grade | null }) {
  const { t } = useTranslation();
  if (expertise === null && grade === null) {
    return (
      <Text span size="sm" c="dimmed">
        {t('profiles.expertise.notEstimated')}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      {expertise !== null ? (
        <Text span size="sm" fw={600}>
          {Math.round(expertise)}
        </Text>
      ) : null}
      {grade ? (
        <Badge variant="light" color="indigo" size="sm">
          {t(gradeKeys[grade])}
        </Badge>
      ) : null}
    </Group>
  );
}
