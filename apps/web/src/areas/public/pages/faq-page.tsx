import { Accordion, Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { ContactForm } from '../../../features/contact/contact-form';
import { faqItems } from '../../../shared/help/faq';
import { useLocale } from '../../../shared/i18n/use-locale';
import { PageTitle } from '../../../shared/ui/page-title';
import classes from './faq-page.module.css';

export function FaqPage() {
  const { t } = useTranslation();
  // The same questions as the owner's help, from the one FAQ document of each language.
  const items = faqItems(useLocale());
  return (
    <Container size="md" className={classes.page}>
      <PageTitle subtitle={t('public.faq.subtitle')}>{t('public.faq.title')}</PageTitle>
      <Accordion variant="separated" radius="md" chevronPosition="right">
        {items.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Accordion.Control>
              <Text fw={600}>{item.question}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text c="dimmed" className={classes.answer}>
                {item.answer}
              </Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Paper withBorder radius="lg" p="xl" mt={48} className={classes.more}>
        <Title order={2} size="h3">
          {t('public.faq.more.title')}
        </Title>
        <Text c="dimmed" mt="xs">
          {t('public.faq.more.text')}
        </Text>
        <Group mt="md">
          <Button component={Link} to={paths.public.enterprise} variant="subtle" px={0}>
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
