import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './questionnaire.module.css';

interface LoadFailureScreenProps {
  readonly kind: 'not_found' | 'deleted' | 'retry';
  readonly onRetry?: () => void;
  readonly retrying?: boolean;
}

/** Why the questionnaire cannot be shown, and what the person can do about it. */
export function LoadFailureScreen({ kind, onRetry, retrying }: LoadFailureScreenProps) {
  const { t } = useTranslation();
  const title = {
    not_found: t('errors.codes.profile_not_found'),
    deleted: t('errors.codes.profile_deleted'),
    retry: t('questionnaire.load.failedTitle'),
  }[kind];
  const text = {
    not_found: t('questionnaire.load.notFoundHint'),
    deleted: t('questionnaire.load.deletedHint'),
    retry: t('questionnaire.load.failedHint'),
  }[kind];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} role={kind === 'retry' ? 'alert' : undefined} data-testid={`questionnaire-${kind}`}>
      <Stack gap="sm" align="flex-start">
        <Title order={2}>{title}</Title>
        <Text>{text}</Text>
        {kind === 'retry' && onRetry ? (
          <Button size="md" className={classes.action} onClick={onRetry} loading={retrying}>
            {t('questionnaire.load.retry')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
