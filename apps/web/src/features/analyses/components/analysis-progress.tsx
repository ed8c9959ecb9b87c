import { Alert, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalysisProgress } from '../api/use-analysis';

/**
 * A run on its way: how far it has got, as a bar with its percentage (a progress bar to screen readers,
 * announced politely). A failure is the screen's to tell, in its own words.
 */
export function AnalysisProgressBar({ state, label }: { state: AnalysisProgress; label: string }) {
  const { t } = useTranslation();
  if (state.status !== 'queued' && state.status !== 'running') return null;
  const percent = Math.round(state.progress);
  const text = state.status === 'queued' ? t('analyses.progress.queued') : t('analyses.progress.running', { percent });
  return (
    <Stack gap={6} data-testid="analysis-progress" aria-live="polite">
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">
          {label}: {text}
        </Text>
      </Group>
      <Progress value={percent} animated aria-label={label} aria-valuetext={`${percent}%`} />
    </Stack>
  );
}

/** A run that failed, in words. */
export function AnalysisFailure({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" role="alert" data-testid="analysis-failed">
      {message}
    </Alert>
  );
}
