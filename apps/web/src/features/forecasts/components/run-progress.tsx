import { Alert, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import type { ComputePhase } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../shared/errors/error-display';
import type { RunState } from '../api/run-state';

const phaseLabels = {
  start: 'forecasts.phases.start',
  init: 'forecasts.phases.init',
  units: 'forecasts.phases.units',
  render: 'forecasts.phases.render',
  transfer: 'forecasts.phases.transfer',
  done: 'forecasts.phases.done',
} as const satisfies Record<ComputePhase, string>;

/**
 * A run on its way: the phase the computation is in and how far it has got, announced politely to
 * screen readers; or why it failed. Nothing once the result is in.
 */
export function RunProgress({ state }: { state: RunState | undefined }) {
  const { t } = useTranslation();
  if (!state || state.status === 'done') return null;
  if (state.status === 'failed') {
    return (
      <Alert color="red" role="alert" data-testid="run-failed">
        {t(errorMessageKey(state.code))}
      </Alert>
    );
  }
  const label = t(phaseLabels[state.phase]);
  return (
    <Stack gap={6} data-testid="run-progress" aria-live="polite">
      <Group gap="xs" wrap="nowrap">
        <Loader size="xs" />
        <Text size="sm" truncate="end" miw={0}>
          {label}
        </Text>
      </Group>
      <Progress value={state.progress} animated aria-label={label} />
    </Stack>
  );
}
