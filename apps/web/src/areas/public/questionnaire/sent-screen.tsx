import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { kindTexts, signUpPath, type TextKind } from './kind-texts';
import classes from './questionnaire.module.css';
import { permalinkSearch, type UpgradeTarget } from './upgrade-target';

interface OfferTexts {
  readonly title: string;
  readonly text: string;
  readonly action: string;
}

const offerTexts: Readonly<Record<UpgradeTarget, OfferTexts>> = {
  full: {
    title: 'questionnaire.upgrade.offer.full.title',
    text: 'questionnaire.upgrade.offer.full.text',
    action: 'questionnaire.upgrade.offer.full.action',
  },
  love: {
    title: 'questionnaire.upgrade.offer.love.title',
    text: 'questionnaire.upgrade.offer.love.text',
    action: 'questionnaire.upgrade.offer.love.action',
  },
};

interface SentScreenProps {
  readonly kind: TextKind;
  readonly permalink: string;
  /** More questions the sent questionnaire can take, if any. */
  readonly upgrade?: UpgradeTarget | null;
}

/** The questionnaire is sent and can no longer be changed; more questions and signing up are offered. */
export function SentScreen({ kind, permalink, upgrade }: SentScreenProps) {
  const { t } = useTranslation();
  const offer = upgrade ? offerTexts[upgrade] : null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="questionnaire-sent" className={classes.sent}>
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" color="teal" variant="light" aria-hidden>
          <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12l5 5L20 7" />
          </svg>
        </ThemeIcon>
        <Title order={2}>{t('questionnaire.sent.title')}</Title>
        <Text>{t(kindTexts[kind].sent)}</Text>
        <Text c="dimmed">{t('questionnaire.sent.locked')}</Text>
        {upgrade && offer ? (
          <Stack gap="sm" align="flex-start" data-testid="upgrade-offer" data-target={upgrade} className={classes.offer}>
            <Title order={3} size="h4">
              {t(offer.title)}
            </Title>
            <Text>{t(offer.text)}</Text>
            <Button component={Link} to={{ search: permalinkSearch(permalink, upgrade) }} size="md" className={classes.action}>
              {t(offer.action)}
            </Button>
          </Stack>
        ) : null}
        <Title order={3} size="h4" mt="sm">
          {t(kindTexts[kind].signUpTitle)}
        </Title>
        <Text>{t(kindTexts[kind].signUpText)}</Text>
        <Button component={Link} to={signUpPath(kind)} size="md" variant={upgrade ? 'default' : 'filled'} className={classes.action}>
          {t('questionnaire.sent.signUp')}
        </Button>
      </Stack>
    </Paper>
  );
}
