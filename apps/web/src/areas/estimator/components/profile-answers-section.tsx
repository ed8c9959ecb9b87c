import { Text } from '@mantine/core';
import type { EstimatorProfileDetail } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { ProfileAnswers } from '../../../features/profiles/view/profile-answers';

/** The answers in readable form, in the language on screen, as the owner's profile page shows them. */
export function ProfileAnswersSection({ profile }: { profile: EstimatorProfileDetail }) {
  const { t } = useTranslation();
  if (!profile.questionnaire) {
    return <Text c="dimmed">{t('estimation.profile.noQuestionnaire')}</Text>;
  }
  return <ProfileAnswers questionnaire={profile.questionnaire} answers={profile.answers} />;
}
