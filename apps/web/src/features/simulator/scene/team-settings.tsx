import { Button, Divider, Drawer, Group, SegmentedControl, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { SceneView } from '@teamcast/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IssueMessage } from '../../../shared/forms/issue-message';
import { useLocale } from '../../../shared/i18n/use-locale';
import { formatDate } from '../common/day-dates';
import { lifespanHints, lifespanLabels } from '../common/lifespan-texts';
import { TITLE_MAX } from '../teams/team-title-dialog';
import { CARD_RATINGS, type CardRating, type SceneSort, type SimulatorSettings } from './display-settings';

export const sortLabels = {
  addedDesc: 'simulator.settings.sort.addedDesc',
  addedAsc: 'simulator.settings.sort.addedAsc',
  name: 'simulator.settings.sort.name',
  rating: 'simulator.settings.sort.rating',
} as const satisfies Record<SceneSort, string>;

const cardRatingLabels = {
  rating: 'simulator.settings.cardRating.rating',
  percent: 'simulator.settings.cardRating.percent',
} as const satisfies Record<CardRating, string>;

interface TeamSettingsProps {
  team: SceneView;
  opened: boolean;
  settings: SimulatorSettings;
  renaming: boolean;
  onRename: (title: string) => void;
  onSettings: (change: Partial<SimulatorSettings>) => void;
  onClose: () => void;
}

/**
 * The team settings sidebar: the team's title, what it was set up with, and how the scene is shown
 * (the spec's scene display settings, kept for the account).
 */
export function TeamSettings({ team, opened, settings, renaming, onRename, onSettings, onClose }: TeamSettingsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={380} title={<Title order={2} size="h4">{t('simulator.settings.title')}</Title>}>
      <Stack gap="lg" data-testid="team-settings">
        {opened ? <RenameForm key={`${team._id}-${team.version}`} title={team.title} pending={renaming} onRename={onRename} /> : null}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('simulator.settings.setup')}
          </Text>
          <Text size="sm">
            {t(lifespanLabels[team.lifespan])} · {t('simulator.settings.startDate', { date: formatDate(team.startDate, locale, 'long') })}
          </Text>
          <Text size="xs" c="dimmed">
            {t(lifespanHints[team.lifespan])}
          </Text>
        </Stack>
        <Divider label={t('simulator.settings.display')} labelPosition="left" />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="card-rating-label">
            {t('simulator.settings.cardRatingLabel')}
          </Text>
          <SegmentedControl
            aria-labelledby="card-rating-label"
            value={settings.cardRating}
            onChange={(value) => onSettings({ cardRating: value as CardRating })}
            data={CARD_RATINGS.map((value) => ({ value, label: t(cardRatingLabels[value]) }))}
          />
        </Stack>
        <Switch
          label={t('simulator.settings.cardTips')}
          description={t('simulator.settings.cardTipsHint')}
          checked={settings.showSceneCardTips}
          onChange={(event) => onSettings({ showSceneCardTips: event.currentTarget.checked })}
        />
        <Switch
          label={t('simulator.settings.indicatorTips')}
          description={t('simulator.settings.indicatorTipsHint')}
          checked={settings.showSceneIndicatorTips}
          onChange={(event) => onSettings({ showSceneIndicatorTips: event.currentTarget.checked })}
        />
      </Stack>
    </Drawer>
  );
}

function RenameForm({ title, pending, onRename }: { title: string; pending: boolean; onRename: (title: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(title);
  const empty = value.trim().length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!empty && value.trim() !== title) onRename(value.trim());
  };
  return (
    <form onSubmit={submit} noValidate data-testid="rename-team">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t('teams.title.label')}
          value={value}
          maxLength={TITLE_MAX}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={empty ? <IssueMessage issue={{ code: 'required' }} /> : null}
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={pending} disabled={empty || value.trim() === title}>
          {t('simulator.dialog.save')}
        </Button>
      </Group>
    </form>
  );
}

