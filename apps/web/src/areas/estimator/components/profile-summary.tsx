import { Group, Text } from '@mantine/core';
import type { EstimatorProfile } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { gradeLabels } from './estimation-labels';
import { StatusBadge } from './status-badge';

/** Who the profile is and where its grading stands, in one line under its name. */
export function ProfileSummary({ profile }: { profile: EstimatorProfile }) {
  const { t } = useTranslation();
  const facts = [
    profile.age === null ? null : t('estimation.profile.age', { n: profile.age }),
    profile.position,
    t('estimation.profile.batch', { n: profile.batch }),
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <Group gap="sm" data-testid="profile-summary">
      <StatusBadge status={profile.status} />
      {profile.grade ? (
        <Text size="sm" fw={600} data-testid="profile-grade">
          {t(gradeLabels[profile.grade])}
        </Text>
      ) : null}
      <Text size="sm" c="dimmed">
        {facts.join(' · ')}
      </Text>
    </Group>
  );
}
