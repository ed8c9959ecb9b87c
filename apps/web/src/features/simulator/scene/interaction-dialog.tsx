import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { SceneView } from '@teamcast/contract';
import { DEFAULT_INTERACTION_HOURS, firstOverwork, INTERACTION_HOURS, WEEKLY_HOURS_WARNING, weeklyHoursOn } from '@teamcast/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale';
import { dateOfDay, formatDate } from '../common/day-dates';
import { statusOn } from './scene-model';

export interface InteractionChoice {
  actorIds: [string, string];
  hours: number;
  remote: boolean;
}

interface InteractionDialogProps {
  team: SceneView;
  day: number;
  /** The member whose card opened the dialog; null while it is closed. */
  actorId: string | null;
  nameOf: (id: string) => string;
  pending: boolean;
  onSubmit: (choice: InteractionChoice) => void;
  onClose: () => void;
}

/** The pair's setting in force on a day: the latest made on or before it, or the default. */
function settingOf(team: SceneView, a: string, b: string, day: number): { hours: number; remote: boolean } {
  let found: SceneView['interactions'][number] | null = null;
  for (const setting of team.interactions) {
    const samePair = setting.actorIds.includes(a) && setting.actorIds.includes(b);
    if (samePair && setting.day <= day && (!found || setting.day >= found.day)) found = setting;
  }
  return found ? { hours: found.hours, remote: found.remote } : { hours: DEFAULT_INTERACTION_HOURS, remote: false };
}

/**
 * The interaction settings of a pair from the selected day on: hours a week and office or remote. It
 * warns before saving when anyone's week would go above 50 hours, from that day or later.
 */
export function InteractionDialog(props: InteractionDialogProps) {
  const { t } = useTranslation();
  const { actorId, nameOf, onClose } = props;
  return (
    <Modal opened={actorId !== null} onClose={onClose} centered title={t('simulator.interaction.title', { name: actorId ? nameOf(actorId) : '' })}>
      {actorId !== null ? <InteractionForm {...props} actorId={actorId} /> : null}
    </Modal>
  );
}

function InteractionForm({ team, day, actorId, nameOf, pending, onSubmit, onClose }: InteractionDialogProps & { actorId: string }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const partners = team.actors.filter((actor) => actor.id !== actorId && (statusOn(actor, day).active || !statusOn(actor, day).joined));
  const [other, setOther] = useState<string | null>(partners[0]?.id ?? null);
  const current = other ? settingOf(team, actorId, other, day) : { hours: DEFAULT_INTERACTION_HOURS, remote: false };
  const [hours, setHours] = useState<number | null>(null);
  const [remote, setRemote] = useState<boolean | null>(null);
  const chosenHours = hours ?? current.hours;
  const chosenRemote = remote ?? current.remote;
  const hoursLabel = (value: number) => t('simulator.interaction.hoursOption', { hours: value.toLocaleString(i18n.language) });

  const preview = useMemo(() => {
    if (!other) return null;
    const changed = { ...team, interactions: [...team.interactions, { actorIds: [actorId, other] as [string, string], day, hours: chosenHours, remote: chosenRemote }] };
    return { week: weeklyHoursOn(changed, Math.max(day, 0)), over: firstOverwork(changed, day) };
  }, [team, actorId, other, day, chosenHours, chosenRemote]);

  const weekOf = (id: string) => preview?.week.get(id);
  return (
    <Stack gap="md" data-testid="interaction-dialog">
      <Text size="sm" c="dimmed">
        {t('simulator.interaction.from', { day, date: formatDate(dateOfDay(team.startDate, day), locale) })}
      </Text>
      <Select
        label={t('simulator.interaction.with')}
        data={partners.map((actor) => ({ value: actor.id, label: nameOf(actor.id) }))}
        value={other}
        onChange={(value) => {
          setOther(value);
          setHours(null);
          setRemote(null);
        }}
        allowDeselect={false}
        data-testid="interaction-partner"
      />
      <Select
        label={t('simulator.interaction.hours')}
        description={t('simulator.interaction.hoursHint', { hours: DEFAULT_INTERACTION_HOURS })}
        data={INTERACTION_HOURS.map((value) => ({ value: String(value), label: hoursLabel(value) }))}
        value={String(chosenHours)}
        onChange={(value) => value !== null && setHours(Number(value))}
        allowDeselect={false}
        data-testid="interaction-hours"
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="interaction-mode">
          {t('simulator.interaction.mode')}
        </Text>
        <SegmentedControl
          aria-labelledby="interaction-mode"
          value={chosenRemote ? 'remote' : 'office'}
          onChange={(value) => setRemote(value === 'remote')}
          data={[
            { value: 'office', label: t('simulator.interaction.office') },
            { value: 'remote', label: t('simulator.interaction.remote') },
          ]}
        />
      </Stack>
      {other ? (
        <Text size="sm" c="dimmed" data-testid="interaction-week">
          {[actorId, other]
            .filter((id) => weekOf(id) !== undefined)
            .map((id) => t('simulator.interaction.week', { name: nameOf(id), hours: Math.round((weekOf(id) ?? 0) * 10) / 10 }))
            .join(' · ')}
        </Text>
      ) : null}
      {preview?.over ? (
        <Alert color="yellow" variant="light" role="alert" data-testid="overwork-warning" title={t('simulator.interaction.overTitle', { limit: WEEKLY_HOURS_WARNING })}>
          {t('simulator.interaction.over', {
            name: nameOf(preview.over.actorId),
            hours: Math.round(preview.over.hours * 10) / 10,
            day: preview.over.day,
            date: formatDate(dateOfDay(team.startDate, preview.over.day), locale),
            limit: WEEKLY_HOURS_WARNING,
          })}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('simulator.dialog.cancel')}
        </Button>
        <Button
          loading={pending}
          disabled={!other}
          onClick={() => other && onSubmit({ actorIds: [actorId, other], hours: chosenHours, remote: chosenRemote })}
          data-testid="interaction-save"
        >
          {t('simulator.dialog.save')}
        </Button>
      </Group>
    </Stack>
  );
}
