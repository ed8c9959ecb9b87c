import { useTranslation } from 'react-i18next';
import { InPreparation } from '../../../shared/ui/in-preparation';
import { PageTitle } from '../../../shared/ui/page-title';

export function OnboardingPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle subtitle={t('main.onboarding.subtitle')}>{t('main.onboarding.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

export function QuestionnaireInstructionPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('main.instruction.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

/** The 30 statements; `:id` (optional) is the question to open. */
export function QuestionnairePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('main.questionnaire.title')}</PageTitle>
      <InPreparation />
    </>
  );
}

export function QuestionnaireResultPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('main.result.title')}</PageTitle>
      <InPreparation />
    </>
  );
}
