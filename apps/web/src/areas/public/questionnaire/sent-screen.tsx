import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { kindTexts, signUpPath, type TextKind } from './kind-texts';
import classes from './questionnaire.module.css';

/** The questionnaire is sent and can no longer be changed; signing up is offered. */
export function SentScreen({ kind }: { kind: TextKind }) {
  const { t } = useTranslation();
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
        <Title order={3} size="h4" mt="sm">
          {t('questionnaire.sent.signUpTitle')}
        </Title>
        <Text>{t('questionnaire.sent.signUpText')}</Text>
        <Button component={Link} to={signUpPath(kind)} size="md" className={classes.action}>
          {t('questionnaire.sent.signUp')}
        </Button>
      </Stack>
    </Paper>
  );
}
