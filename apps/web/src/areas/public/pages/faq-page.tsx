import { Accordion, Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { ContactForm } from '../../../features/contact/contact-form';
import { PageTitle } from '../../../shared/ui/page-title';
import classes from './faq-page.module.css';

interface FaqItem {
  question: string;
  answer: string;
}

export function FaqPage() {
  const { t } = useTranslation();
  const items = t('public.faq.items', { returnObjects: true }) as unknown as FaqItem[];
  return (
    <Container size="md" className={classes.page}>
      <PageTitle subtitle={t('public.faq.subtitle')}>{t('public.faq.title')}</PageTitle>
      <Accordion variant="separated" radius="md" chevronPosition="right">
        {items.map((item, index) => (
          <Accordion.Item key={item.question} value={String(index)}>
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
