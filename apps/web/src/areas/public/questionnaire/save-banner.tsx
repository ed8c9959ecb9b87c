import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SaveProblem } from './use-questionnaire-flow';

/** Says that a save did not reach the server: the answers stay on this device and the save is retried. */
export function SaveBanner({ problem, onRetry, retrying }: { problem: SaveProblem; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  if (problem === null) return null;
  if (problem === 'locked') {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="save-banner" data-problem="locked">
        {t('errors.codes.questionnaire_locked')}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" variant="light" role="status" data-testid="save-banner" data-problem="retry" title={t('questionnaire.save.failedTitle')}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('questionnaire.save.failedText')}</Text>
        <Button variant="default" size="sm" onClick={onRetry} loading={retrying}>
          {t('questionnaire.save.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
