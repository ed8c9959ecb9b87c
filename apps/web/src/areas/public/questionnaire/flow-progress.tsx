import { Group, Progress, Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './questionnaire.module.css';

interface FlowProgressProps {
  /** Every place of the flow by title: details, the steps, the preview. */
  readonly titles: readonly string[];
  readonly active: number;
  /** The furthest place that may be opened. */
  readonly furthest: number;
  readonly onSelect: (index: number) => void;
  readonly compact: boolean;
}

/** Where the person is: a stepper on wide screens, a bar with "Step N of M" on phones. */
export function FlowProgress({ titles, active, furthest, onSelect, compact }: FlowProgressProps) {
  const { t } = useTranslation();
  const label = t('questionnaire.progress.step', { number: active + 1, count: titles.length, title: titles[active] ?? '' });
  if (compact) {
    return (
      <div className={classes.compactProgress} data-testid="progress-compact">
        <Group justify="space-between" gap="xs" mb={6}>
          <Text size="sm" fw={600}>
            {label}
          </Text>
        </Group>
        <Progress value={((active + 1) / titles.length) * 100} size="md" radius="xl" aria-label={label} />
      </div>
    );
  }
  return (
    <nav aria-label={t('questionnaire.progress.label')} className={classes.stepper} data-testid="progress-stepper">
      <Stepper active={active} onStepClick={onSelect} size="sm" iconSize={30} wrap={false}>
        {titles.map((title, index) => (
          <Stepper.Step
            key={title}
            label={title}
            allowStepSelect={index <= furthest && index !== active}
            aria-current={index === active ? 'step' : undefined}
          />
        ))}
      </Stepper>
    </nav>
  );
}
