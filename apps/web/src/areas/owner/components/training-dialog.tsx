import { Button, Group, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-context';
import { tutorialProgressQuery, tutorialQueryKey, useSaveTutorialProgress, type TutorialProgress } from '../../../features/identity/api/tutorial-progress';

/**
 * The training's steps: where everything starts (profiles), then the five tools in the order of the
 * menu. The keys are written out so the translations check finds them.
 */
const steps = [
  { id: 'profiles', title: 'dashboard.training.steps.profiles.title', text: 'dashboard.training.steps.profiles.text' },
  { id: 'p2p', title: 'dashboard.training.steps.p2p.title', text: 'dashboard.training.steps.p2p.text' },
  { id: 'teamCheck', title: 'dashboard.training.steps.teamCheck.title', text: 'dashboard.training.steps.teamCheck.text' },
  { id: 'simulator', title: 'dashboard.training.steps.simulator.title', text: 'dashboard.training.steps.simulator.text' },
  { id: 'monitor', title: 'dashboard.training.steps.monitor.title', text: 'dashboard.training.steps.monitor.text' },
  { id: 'compareTeams', title: 'dashboard.training.steps.compareTeams.title', text: 'dashboard.training.steps.compareTeams.text' },
] as const;

interface Training {
  /** Opens the training at its first step. */
  open: () => void;
}

const TrainingContext = createContext<Training | null>(null);

export function useTraining(): Training {
  const training = useContext(TrainingContext);
  if (!training) throw new Error('useTraining needs a TrainingProvider above it');
  return training;
}

/**
 * Holds the owner's training dialog for the whole area, so the menu can open it on any page. Closing
 * it, at the end or early, stores which steps were seen with the account.
 */
export function TrainingProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useSaveTutorialProgress('owner');
  const [opened, setOpened] = useState(false);
  const [index, setIndex] = useState(0);
  // Steps are walked in order, so the furthest one reached tells which were seen.
  const [reached, setReached] = useState(0);

  const open = useCallback(() => {
    setIndex(0);
    setReached(0);
    setOpened(true);
  }, []);
  const step = steps[index] ?? steps[0];
  const goTo = (next: number) => {
    setIndex(next);
    setReached(Math.max(reached, next));
  };

  const close = () => {
    setOpened(false);
    const stored = queryClient.getQueryData<TutorialProgress | null>(tutorialQueryKey('owner'));
    const seen = Object.fromEntries(steps.slice(0, reached + 1).map(({ id }) => [id, true]));
    save.mutate({ steps: { ...stored?.steps, ...seen } });
  };
  const last = index === steps.length - 1;
  const training = useMemo(() => ({ open }), [open]);

  return (
    <TrainingContext value={training}>
      {children}
      <Modal
        opened={opened}
        onClose={close}
        title={t('dashboard.training.title')}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
        data-testid="training-dialog"
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed" id="training-progress">
            {t('dashboard.training.progress', { current: index + 1, total: steps.length })}
          </Text>
          <Progress value={((index + 1) / steps.length) * 100} size="sm" aria-labelledby="training-progress" />
          <Title order={2} size="h3">
            {t(step.title)}
          </Title>
          <Text>{t(step.text)}</Text>
          <Group justify="space-between">
            <Button variant="subtle" onClick={close}>
              {t('dashboard.training.skip')}
            </Button>
            <Group gap="sm">
              <Button variant="default" disabled={index === 0} onClick={() => goTo(index - 1)}>
                {t('dashboard.training.back')}
              </Button>
              {last ? (
                <Button onClick={close}>{t('dashboard.training.finish')}</Button>
              ) : (
                <Button onClick={() => goTo(index + 1)}>{t('dashboard.training.next')}</Button>
              )}
            </Group>
          </Group>
        </Stack>
      </Modal>
    </TrainingContext>
  );
}

/**
 * Offers the training once to an owner with no progress stored: a new account. Once closed, the
 * progress is stored and the cache holds it, so it is not offered again, in this tab or any other.
 */
export function useOfferTrainingOnce(enabled: boolean): void {
  const client = useApiClient('owner');
  const { data } = useQuery({ ...tutorialProgressQuery('owner', client), enabled });
  const { open } = useTraining();
  const offered = useRef(false);
  useEffect(() => {
    if (!enabled || data !== null || offered.current) return;
    offered.current = true;
    open();
  }, [enabled, data, open]);
}
