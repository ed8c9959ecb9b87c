import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { COMPUTE_PHASES, PHASE_PROGRESS, type ComputePhase } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import type { RunState } from '../../api/run-state';
import { RunProgress } from '../run-progress';

/** The phases a loader lists: those with a range of their own, between the start and the end. */
const LISTED = ['init', 'units', 'render', 'transfer'] as const satisfies readonly ComputePhase[];

const phaseLabels = {
  init: 'forecasts.phases.init',
  units: 'forecasts.phases.units',
  render: 'forecasts.phases.render',
  transfer: 'forecasts.phases.transfer',
} as const satisfies Record<(typeof LISTED)[number], string>;

const stateLabels = {
  done: 'pairCheck.progress.state.done',
  current: 'pairCheck.progress.state.current',
  waiting: 'pairCheck.progress.state.waiting',
} as const;

/**
 * A pair's run on its way: the progress bar of the phase it is in, and the list of phases with the
 * progress range each covers, marked done, in progress or ahead; or the refusal, in words.
 */
export function PairRunPhases({ state }: { state: RunState | undefined }) {
  const { t } = useTranslation();
  if (!state || state.status === 'done') return null;
  if (state.status === 'failed') return <RunProgress state={state} />;
  const reached = COMPUTE_PHASES[state.phase];
  return (
    <Card withBorder radius="md" padding="lg" data-testid="pair-run-progress">
      <Title order={3} size="h4" mb="sm">
        {t('pairCheck.progress.title')}
      </Title>
      <RunProgress state={state} />
      <Text size="sm" fw={600} mt="md" mb={4} id="pair-phases-title">
        {t('pairCheck.progress.phases')}
      </Text>
      <Stack component="ol" gap={4} m={0} pl="lg" aria-labelledby="pair-phases-title" data-testid="pair-phases">
        {LISTED.map((phase) => {
          const order = COMPUTE_PHASES[phase];
          const step = order < reached ? 'done' : order === reached ? 'current' : 'waiting';
          const [from, to] = PHASE_PROGRESS[phase];
          return (
            <li key={phase} data-state={step} aria-current={step === 'current' ? 'step' : undefined}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={step === 'current' ? 600 : 400} c={step === 'waiting' ? 'dimmed' : undefined}>
                  {t(phaseLabels[phase])}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('pairCheck.progress.range', { from, to })} · {t(stateLabels[step])}
                </Text>
              </Group>
            </li>
          );
        })}
      </Stack>
    </Card>
  );
}
