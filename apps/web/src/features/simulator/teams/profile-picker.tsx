import { Alert, Badge, Checkbox, Group, Loader, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EndpointOutput, listSceneProfiles } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-context';
import { useMemberName } from '../common/member-name';
import { PROFILES_PAGE, sceneProfilesQuery } from './team-queries';

export type SceneProfile = EndpointOutput<typeof listSceneProfiles>['items'][number];

interface ProfilePickerProps {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** Profiles already in the team, not offered again. */
  exclude?: readonly string[];
  /** One profile at a time instead of several. */
  single?: boolean;
  /** A scroll height that fits the dialog. */
  height?: number;
}

/**
 * The owner's filled profiles to choose specialists from, with a search; demo profiles carry a badge.
 * Profiles not filled yet cannot go into a team, so they are only counted.
 */
export function ProfilePicker({ selected, onChange, exclude = [], single = false, height = 260 }: ProfilePickerProps) {
  const { t } = useTranslation();
  const nameOf = useMemberName();
  const [search, setSearch] = useState('');
  const { data, isPending, isError } = useQuery(sceneProfilesQuery('owner', useApiClient('owner')));
  if (isPending) return <Loader size="sm" aria-label={t('teams.setup.loading')} />;
  if (isError) return null;
  const filled = data.items.filter((profile) => profile.filled && !exclude.includes(profile.id));
  const unfilled = data.items.filter((profile) => !profile.filled).length;
  const needle = search.trim().toLocaleLowerCase();
  const shown = needle
    ? filled.filter((profile) => `${nameOf(profile)} ${profile.position ?? ''}`.toLocaleLowerCase().includes(needle))
    : filled;
  const toggle = (id: string) => onChange(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);
  if (filled.length === 0) {
    return (
      <Alert color="gray" variant="light" data-testid="no-filled-profiles">
        {t('teams.setup.noFilled')}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <TextInput
        label={t('teams.setup.search')}
        placeholder={t('teams.setup.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        size="sm"
      />
      <ScrollArea.Autosize mah={height} type="auto" offsetScrollbars>
        {single ? (
          // One specialist is one choice: a radio group, where choosing again keeps the choice.
          <Radio.Group value={selected[0] ?? null} onChange={(id) => onChange([id])} aria-label={t('teams.setup.specialists')}>
            <Stack gap={4} data-testid="profile-picker">
              {shown.map((profile) => (
                <Radio key={profile.id} value={profile.id} wrapperProps={{ 'data-testid': 'profile-option' }} styles={optionStyles} label={<ProfileLabel profile={profile} />} />
              ))}
              {shown.length === 0 ? <NothingFound /> : null}
            </Stack>
          </Radio.Group>
        ) : (
          <Stack gap={4} role="group" aria-label={t('teams.setup.specialists')} data-testid="profile-picker">
            {shown.map((profile) => (
              <Checkbox
                key={profile.id}
                checked={selected.includes(profile.id)}
                onChange={() => toggle(profile.id)}
                wrapperProps={{ 'data-testid': 'profile-option' }}
                styles={optionStyles}
                label={<ProfileLabel profile={profile} />}
              />
            ))}
            {shown.length === 0 ? <NothingFound /> : null}
          </Stack>
        )}
      </ScrollArea.Autosize>
      {unfilled > 0 ? (
        <Text size="xs" c="dimmed">
          {t('teams.setup.unfilled', { count: unfilled })}
        </Text>
      ) : null}
      {data.items.length >= PROFILES_PAGE ? (
        <Text size="xs" c="dimmed">
          {t('teams.setup.firstPage', { count: PROFILES_PAGE })}
        </Text>
      ) : null}
    </Stack>
  );
}

const optionStyles = { body: { alignItems: 'center' }, root: { padding: '6px 4px' } } as const;

function ProfileLabel({ profile }: { profile: SceneProfile }) {
  const { t } = useTranslation();
  const nameOf = useMemberName();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" fw={500}>
        {nameOf(profile)}
      </Text>
      {profile.position ? (
        <Text size="xs" c="dimmed">
          {profile.position}
        </Text>
      ) : null}
      {profile.isDemo ? (
        <Badge size="xs" variant="light" color="grape">
          {t('simulator.member.demo')}
        </Badge>
      ) : null}
    </Group>
  );
}

function NothingFound() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('teams.setup.nothingFound')}
    </Text>
  );
}
