import { Progress, Text } from '@mantine/core';
import type { NeuronetModel, NeuronetTrainingPayload } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';

/**
 * A training model's progress: as the server last pushed it, or as the list last said before any push.
 * The bar is a progressbar with its value in percent; the phase is said in words beside it.
 */
export function TrainingBar({ model, pushed }: { model: NeuronetModel; pushed: NeuronetTrainingPayload | undefined }) {
  const { t } = useTranslation();
  const progress = Math.max(pushed?.progress ?? 0, model.progress);
  const percent = Math.round(progress * 100);
  const phase =
    pushed?.phase === 'final_fit'
      ? t('neuronet.training.finalFit')
      : pushed?.phase === 'cross_validation'
        ? t('neuronet.training.fold', { fold: Math.min(pushed.fit + 1, pushed.fits - 1), folds: pushed.fits - 1 })
        : t('neuronet.training.started');
  return (
    <div data-testid="training-progress">
      <Progress value={percent} mt={6} w={140} aria-label={t('neuronet.models.progress')} data-testid="model-progress" />
      <Text size="xs" c="dimmed" mt={2} data-testid="training-phase">
        {t('neuronet.training.phase', { phase, percent })}
      </Text>
    </div>
  );
}
