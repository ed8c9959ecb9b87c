import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InPreparation } from '../../../shared/ui/in-preparation';
import { PageTitle } from '../../../shared/ui/page-title';
import classes from './questionnaire-pages.module.css';

/** The specialist's questionnaire opened by a link, without signing in. */
export function ProfileQuestionnairePage() {
  const { t } = useTranslation();
  return (
    <Container size="md" className={classes.page}>
      <PageTitle>{t('public.profileQuestionnaire.title')}</PageTitle>
      <InPreparation />
    </Container>
  );
}

/** The love and friendship questionnaire for two. */
export function CoupleQuestionnairePage() {
  const { t } = useTranslation();
  return (
    <Container size="md" className={classes.page}>
      <PageTitle>{t('public.coupleQuestionnaire.title')}</PageTitle>
      <InPreparation />
    </Container>
  );
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
