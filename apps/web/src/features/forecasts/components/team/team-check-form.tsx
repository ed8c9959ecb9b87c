import { Badge, Button, Group, Input, SegmentedControl, Select, SimpleGrid, Stack, Text, type ComboboxItem } from '@mantine/core';
import { SCENE_LIFESPANS, type SceneLifespan } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../shared/i18n/use-locale';
import { touchSegmentStyles, useTouchArea } from '../../../../shared/ui/touch-area';
import { profileName, type SceneProfile } from './scene-profiles';
import { chosenIds, effectiveManager, managerChoiceShown, teamCheckIssue, type TeamSlots } from './team-check-rules';

const lifespanLabels = {
  new: 'teamCheck.lifespan.new',
  '1y': 'teamCheck.lifespan.1y',
  '2y': 'teamCheck.lifespan.2y',
} as const satisfies Record<SceneLifespan, string>;

export interface TeamCheckChoice {
  slots: TeamSlots;
  manager: string | null;
  lifespan: SceneLifespan;
}

interface TeamCheckFormProps {
  profiles: readonly SceneProfile[];
  choice: TeamCheckChoice;
  onChange: (choice: TeamCheckChoice) => void;
  onRun: () => void;
  /** While a check is being started or run, nothing can change. */
  busy: boolean;
}

type ProfileItem = ComboboxItem & { profile: SceneProfile };

/**
 * Four slots of people from the owner's profiles, each person once; demo profiles carry a badge, and
 * profiles not filled yet show but cannot be chosen. The manager choice appears with a third person.
 */
export function TeamCheckForm({ profiles, choice, onChange, onRun, busy }: TeamCheckFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  // In a phone-shaped area the controls are a thumb's size and take the column's width.
  const touch = useTouchArea();
  const size = touch ? 'lg' : undefined;
  const clearButton = touch ? { size: 'xl' } : undefined;
  const { slots, lifespan } = choice;
  const byId = new Map(profiles.map((profile) => [profile.id, profile]));
  const manager = effectiveManager(slots, choice.manager);
  const issue = teamCheckIssue(slots, profiles);
  const label = (profile: SceneProfile) => profileName(profile, locale);

  const setSlot = (index: number, id: string | null) => onChange({ ...choice, slots: slots.map((slot, at) => (at === index ? id : slot)) });

  const itemsFor = (index: number): ProfileItem[] => {
    const elsewhere = new Set(slots.filter((id, at) => id !== null && at !== index));
    return profiles
      .filter((profile) => !elsewhere.has(profile.id))
      .map((profile) => ({ value: profile.id, label: label(profile), disabled: !profile.filled, profile }));
  };

  const renderOption = ({ option }: { option: ComboboxItem }) => {
    const profile = byId.get(option.value);
    return (
      <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
        <div>
          <Text size="sm">{option.label}</Text>
          {profile?.position ? (
            <Text size="xs" c="dimmed">
              {profile.position}
            </Text>
          ) : null}
        </div>
        <Group gap={4} wrap="nowrap">
          {profile?.isDemo ? (
            <Badge size="xs" variant="light" color="grape">
              {t('teamCheck.demo')}
            </Badge>
          ) : null}
          {profile && !profile.filled ? (
            <Text size="xs" c="dimmed">
              {t('teamCheck.notFilled')}
            </Text>
          ) : null}
        </Group>
      </Group>
    );
  };

  const chosen = chosenIds(slots);
  return (
    <Stack gap="md" data-testid="team-check-form">
      <SimpleGrid cols={touch ? 1 : { base: 1, sm: 2, lg: 4 }} spacing="md">
        {slots.map((id, index) => {
          const profile = id === null ? undefined : byId.get(id);
          return (
            <Stack key={index} gap={4} data-testid="team-slot">
              <Select
                label={t('teamCheck.slot', { number: index + 1 })}
                placeholder={t('teamCheck.slotPlaceholder')}
                size={size}
                clearButtonProps={clearButton}
                data={itemsFor(index)}
                value={id}
                onChange={(value) => setSlot(index, value)}
                renderOption={renderOption}
                searchable
                clearable
                disabled={busy}
                nothingFoundMessage={t('teamCheck.nothingFound')}
                comboboxProps={{ withinPortal: true }}
              />
              {profile ? (
                <Group gap={6} wrap="nowrap" mih={20}>
                  {profile.isDemo ? (
                    <Badge size="sm" variant="light" color="grape" style={{ flexShrink: 0 }} data-testid="slot-demo">
                      {t('teamCheck.demo')}
                    </Badge>
                  ) : null}
                  {profile.position ? (
                    <Text size="xs" c="dimmed" truncate="end" title={profile.position}>
                      {profile.position}
                    </Text>
                  ) : null}
                </Group>
              ) : null}
            </Stack>
          );
        })}
      </SimpleGrid>

      <Group align="flex-start" gap={touch ? 'md' : 'xl'} wrap="wrap">
        {managerChoiceShown(slots) ? (
          <Select
            label={t('teamCheck.manager.label')}
            description={t('teamCheck.manager.hint')}
            placeholder={t('teamCheck.manager.none')}
            data={chosen.map((chosenId) => ({ value: chosenId, label: byId.get(chosenId) ? label(byId.get(chosenId)!) : chosenId }))}
            value={manager}
            onChange={(value) => onChange({ ...choice, manager: value })}
            clearable
            disabled={busy}
            size={size}
            clearButtonProps={clearButton}
            w={touch ? '100%' : 340}
            data-testid="manager-choice"
          />
        ) : null}
        <Input.Wrapper label={t('teamCheck.lifespan.label')} description={t('teamCheck.lifespan.hint')} id="team-check-lifespan" maw={touch ? undefined : 420} w={touch ? '100%' : undefined}>
          <SegmentedControl
            role="radiogroup"
            aria-labelledby="team-check-lifespan-label"
            data={SCENE_LIFESPANS.map((value) => ({ value, label: t(lifespanLabels[value]) }))}
            value={lifespan}
            onChange={(value) => onChange({ ...choice, lifespan: value as SceneLifespan })}
            disabled={busy}
            size={touch ? 'md' : undefined}
            styles={touch ? touchSegmentStyles : undefined}
            fullWidth={touch}
            display="flex"
          />
        </Input.Wrapper>
      </Group>

      <Group gap="md" align="center">
        <Button size={size} fullWidth={touch} onClick={onRun} disabled={busy || issue !== null} loading={busy} data-testid="run-team-check">
          {t('teamCheck.run')}
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="team-check-issue">
          {issue?.kind === 'tooFew'
            ? t('teamCheck.issues.tooFew')
            : issue?.kind === 'unfilled'
              ? t('teamCheck.issues.unfilled', { name: profileName(byId.get(issue.profileId), locale) })
              : null}
        </Text>
      </Group>
    </Stack>
  );
}
