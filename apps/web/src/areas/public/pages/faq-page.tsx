import { Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { usePublicHref } from '../site/site-context';
import { ContactForm } from '../../../features/contact/contact-form';
import { faqItems } from '../../../shared/help/faq';
import { useLocale } from '../../../shared/i18n/use-locale';
import { PageTitle } from '../../../shared/ui/page-title';
import classes from './faq-page.module.css';

export function FaqPage() {
  const { t } = useTranslation();
  const publicHref = usePublicHref();
  // The same questions as the owner's help, from the one FAQ document of each language.
  const items = faqItems(useLocale());
  return (
    <Container size="md" className={classes.page}>
      <PageTitle subtitle={t('public.faq.subtitle')}>{t('public.faq.title')}</PageTitle>
      {/* Disclosures of the browser itself: they open, and find-in-page reaches them, before any script runs. */}
      <div className={classes.items}>
        {items.map((item) => (
          <details key={item.id} className={classes.item} id={`faq-${item.id}`}>
            <summary className={classes.question}>{item.question}</summary>
            <Text c="dimmed" className={classes.answer}>
              {item.answer}
            </Text>
          </details>
        ))}
      </div>
      <Paper withBorder radius="lg" p="xl" mt={48} className={classes.more}>
        <Title order={2} size="h3">
          {t('public.faq.more.title')}
        </Title>
        <Text c="dimmed" mt="xs">
          {t('public.faq.more.text')}
        </Text>
        <Group mt="md">
          <Button component={Link} to={publicHref(paths.public.enterprise)} variant="subtle" px={0}>
            {t('public.faq.more.cta')}
          </Button>
        </Group>
        <Paper radius="md" p={{ base: 'lg', sm: 'xl' }} mt="md" className={classes.form}>
          <Title order={3} size="h4" mb="md">
            {t('public.faq.more.formTitle')}
          </Title>
          <ContactForm />
        </Paper>
      </Paper>
    </Container>
  );
}
