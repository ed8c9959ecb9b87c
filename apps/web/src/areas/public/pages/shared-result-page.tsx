import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InPreparation } from '../../../shared/ui/in-preparation';
import { PageTitle } from '../../../shared/ui/page-title';
import classes from './shared-result-page.module.css';

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
