import { Accordion, Button, CloseButton, Grid, Highlight, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '../../../features/contact/contact-form';
import { useOwnerSelf } from '../../../features/identity/api/use-owner-self';
import { faqItems } from '../../../shared/help/faq';
import { searchFaq, searchWords } from '../../../shared/help/faq-search';
import { useLocale } from '../../../shared/i18n/use-locale';
import { IconInfo, IconStar } from '../../../shared/ui/icons';
import { PageTitle } from '../../../shared/ui/page-title';
import { openInfoDialog } from '../components/info-dialog';
import { usePlans } from '../components/plans-dialog';
import { IconLock } from '../components/tool-access';
import { useTraining } from '../components/training-dialog';

/**
 * The FAQ inside the owner's area: the same questions as the public FAQ, searchable, beside the help
 * the menu offers (what the tools do, the training, the plans) and a way to ask what is not answered.
 */
export function FaqPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle subtitle={t('ownerHelp.faq.subtitle')}>{t('ownerHelp.faq.title')}</PageTitle>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Questions />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Help />
            <AskUs />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

/** The questions, filtered as the owner types; a search opens the answers it found, with the words marked. */
function Questions() {
  const { t } = useTranslation();
  const items = faqItems(useLocale());
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState<string[]>([]);
  const found = searchFaq(items, query);
  const words = searchWords(query);
  const search = (next: string) => {
    setQuery(next);
    setOpened(searchWords(next).length > 0 ? searchFaq(items, next).map((item) => item.id) : []);
  };
  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={t('ownerHelp.faq.search')}
        placeholder={t('ownerHelp.faq.searchHint')}
        value={query}
        onChange={(event) => search(event.currentTarget.value)}
        rightSection={query ? <CloseButton aria-label={t('ownerHelp.faq.clear')} onClick={() => search('')} /> : null}
        data-testid="faq-search"
      />
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="faq-found">
        {words.length === 0 ? '' : found.length === 0 ? t('ownerHelp.faq.nothing') : t('ownerHelp.faq.found', { count: found.length })}
      </Text>
      {found.length > 0 ? (
        <Accordion multiple value={opened} onChange={setOpened} variant="separated" radius="md" data-testid="faq-questions">
          {found.map((item) => (
            <Accordion.Item key={item.id} value={item.id} data-testid="faq-item">
              <Accordion.Control>
                <Highlight highlight={words} fw={600} component="span">
                  {item.question}
                </Highlight>
              </Accordion.Control>
              <Accordion.Panel>
                <Highlight highlight={words} c="dimmed" lh={1.65}>
                  {item.answer}
                </Highlight>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      ) : null}
    </Stack>
  );
}

/** The help the owner's menu offers, gathered here too. */
function Help() {
  const { t } = useTranslation();
  const training = useTraining();
  const plans = usePlans();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="owner-help">
      <Title order={2} size="h4" mb="sm" id="owner-help">
        {t('ownerHelp.help.title')}
      </Title>
      <Stack gap="xs" align="stretch">
        <Button variant="light" justify="flex-start" leftSection={<IconInfo />} onClick={() => openInfoDialog(t)}>
          {t('ownerHelp.help.tools')}
        </Button>
        <Button variant="light" justify="flex-start" leftSection={<IconStar />} onClick={training.open}>
          {t('ownerHelp.help.training')}
        </Button>
        <Button variant="light" justify="flex-start" leftSection={<IconLock />} onClick={() => plans.open()}>
          {t('ownerHelp.help.plans')}
        </Button>
      </Stack>
    </Paper>
  );
}

function AskUs() {
  const { t } = useTranslation();
  const { data: self } = useOwnerSelf('owner');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="owner-ask">
      <Title order={2} size="h4" id="owner-ask">
        {t('ownerHelp.help.contactTitle')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {t('ownerHelp.help.contactText')}
      </Text>
      <ContactForm key={self?.email ?? ''} initialValues={{ email: self?.email ?? '' }} />
    </Paper>
  );
}
