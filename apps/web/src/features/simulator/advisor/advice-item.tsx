import { Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { AdviceResultView } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { effectDirection, YEAR_PARTS, yearFormatter, type YearPart } from '../../analyses';
import { useLocale } from '../../../shared/i18n/use-locale';

type AdviceItem = AdviceResultView['items'][number];

export const partLabels = {
  score: 'advisor.parts.score',
  power: 'advisor.parts.power',
  cohesion: 'advisor.parts.cohesion',
  microclimate: 'advisor.parts.microclimate',
} as const satisfies Record<YearPart, string>;

const directionColors = { up: 'teal.8', down: 'red.8', none: 'dimmed' } as const;
const directionMarks = { up: '▲', down: '▼', none: '•' } as const;
const directionWords = { up: 'advisor.effect.up', down: 'advisor.effect.down', none: 'advisor.effect.none' } as const;

interface AdviceItemCardProps {
  rank: number;
  item: AdviceItem;
  text: string;
  /** Applying is closed while the advice is stale or another change is being saved. */
  disabled: boolean;
  pending: boolean;
  onApply: () => void;
}

/** One change the advisor proposes, its effect on the forecast year part by part, and the way to make it. */
export function AdviceItemCard({ rank, item, text, disabled, pending, onApply }: AdviceItemCardProps) {
  const { t } = useTranslation();
  const format = yearFormatter(useLocale());
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="advice-item">
      <Stack gap={6}>
        <Text fw={600} data-testid="advice-text">
          {rank}. {text}
        </Text>
        <Group gap="md" wrap="wrap" data-testid="advice-effect">
          {YEAR_PARTS.map((part) => {
            const direction = effectDirection(part, item.effect[part]);
            return (
              <Text key={part} size="sm" c={directionColors[direction]} fw={part === 'score' ? 600 : 400}>
                <span aria-hidden="true">{directionMarks[direction]} </span>
                {t(partLabels[part])} {format.change(part, item.effect[part])}
                <VisuallyHidden> ({t(directionWords[direction])})</VisuallyHidden>
              </Text>
            );
          })}
        </Group>
        <Group justify="flex-end">
          <Button size="xs" onClick={onApply} disabled={disabled} loading={pending} aria-label={t('advisor.applyNamed', { change: text })} data-testid="advice-apply">
            {t('advisor.apply')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
