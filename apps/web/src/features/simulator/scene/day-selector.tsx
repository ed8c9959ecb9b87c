import { ActionIcon, Group, NumberInput, Slider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale';
import { dateOfDay, formatDate } from '../common/day-dates';
import { LAST_DAY } from './scene-model';

interface DaySelectorProps {
  day: number;
  firstDay: number;
  startDate: string;
  onChange: (day: number) => void;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The day the scene shows and changes apply to: over the forecast year and the team's past, by the
 * slider (arrow keys move a day, Page keys more), by number, or a day at a time; its date beside it.
 */
export function DaySelector({ day, firstDay, startDate, onChange }: DaySelectorProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const set = (value: number) => onChange(clamp(Math.round(value), firstDay, LAST_DAY));
  const date = formatDate(dateOfDay(startDate, day), locale, 'long');
  const marks = [
    ...(firstDay < 0 ? [{ value: firstDay, label: t('simulator.day.pastStart') }] : []),
    { value: 0, label: t('simulator.day.start') },
    { value: LAST_DAY, label: t('simulator.day.end') },
  ];
  return (
    <Stack gap={4} data-testid="day-selector" style={{ flex: 1, minWidth: 320 }}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <NumberInput
          label={t('simulator.day.label')}
          value={day}
          min={firstDay}
          max={LAST_DAY}
          w={110}
          size="sm"
          clampBehavior="blur"
          allowDecimal={false}
          onChange={(value) => {
            if (typeof value === 'number' && Number.isFinite(value) && value >= firstDay && value <= LAST_DAY) set(value);
          }}
          data-testid="day-input"
        />
        <ActionIcon variant="default" size="lg" aria-label={t('simulator.day.previous')} onClick={() => set(day - 1)} disabled={day <= firstDay}>
          ‹
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label={t('simulator.day.next')} onClick={() => set(day + 1)} disabled={day >= LAST_DAY}>
          ›
        </ActionIcon>
        <Text size="sm" fw={500} pb={6} data-testid="day-date" aria-live="polite">
          {day < 0 ? t('simulator.day.pastDate', { date, count: -day }) : date}
        </Text>
      </Group>
      <Slider
        value={day}
        min={firstDay}
        max={LAST_DAY}
        onChange={set}
        marks={marks}
        label={(value) => formatDate(dateOfDay(startDate, value), locale)}
        thumbLabel={t('simulator.day.slider')}
        mb="lg"
        mx={8}
      />
    </Stack>
  );
}
