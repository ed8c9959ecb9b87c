import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InPreparation } from '../../../shared/ui/in-preparation';
import { PageTitle } from '../../../shared/ui/page-title';
import { PermalinkQuestionnairePage } from '../questionnaire/questionnaire-page';
import classes from './questionnaire-pages.module.css';

/** The specialist's questionnaire opened by a link, without signing in. */
export function ProfileQuestionnairePage() {
  return <PermalinkQuestionnairePage route="profile" />;
}

/** The love and friendship questionnaire for two, opened by a link. */
export function CoupleQuestionnairePage() {
  return <PermalinkQuestionnairePage route="couple" />;
}

/** A love result someone shared; `:data` carries what it shows. */
export function SharedResultPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" className={classes.page}>
      <PageTitle>{t('public.sharedResult.title')}</PageTitle>
      <InPreparation />
    </Container>
  );
}
