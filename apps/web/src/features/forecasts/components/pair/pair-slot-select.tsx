import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listProfiles, type OwnerArea, type Profile } from '@teamcast/contract';
import { displayName } from '@teamcast/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../../shared/api/api-context';
import { areaQueryKey } from '../../../../shared/api/query-keys';
import { useLocale } from '../../../../shared/i18n/use-locale';
import { useTouchArea } from '../../../../shared/ui/touch-area';

/** A person in a slot: what the slot shows of them, from the profile list or from a stored pair. */
export interface SlotPerson {
  id: string;
  firstName: string | null;
  lastName: string | null;
  position: string | null;
  isDemo: boolean;
}

/** How many profiles one search offers; a longer list is narrowed by typing. */
const CHOICES = 50;

interface Choice {
  person: SlotPerson;
  /** Why it cannot be chosen, or null. */
  blocked: 'notFilled' | 'inOtherSlot' | null;
}

function personOf(profile: Profile): SlotPerson {
  return { id: profile._id, firstName: profile.firstName, lastName: profile.lastName, position: profile.position, isDemo: profile.isDemo };
}

/**
 * The owner's profiles matching a search, by name. The key sits under the area's profiles, so a profile
 * created, filled or deleted elsewhere refreshes the choice too.
 */
function useProfileChoices(area: OwnerArea, search: string) {
  const client = useApiClient(area);
  const query = { filter: 'all', sort: 'name', order: 'asc', limit: CHOICES, offset: 0, ...(search ? { search } : {}) } as const;
  return useQuery({
    queryKey: areaQueryKey(area, 'profiles', 'pairChoices', query),
    queryFn: ({ signal }) => client(listProfiles, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

interface PairSlotSelectProps {
  area: OwnerArea;
  label: string;
  value: SlotPerson | null;
  onChange: (person: SlotPerson | null) => void;
  /** The person in the other slot, who cannot be chosen twice. */
  otherId: string | null;
  testId?: string;
}

/**
 * One slot of a pair: a searchable choice among the owner's profiles showing name, position and a demo
 * badge. Only filled profiles can be chosen; the others are listed greyed out with the reason, so an
 * owner looking for someone learns why they cannot be picked.
 */
export function PairSlotSelect({ area, label, value, onChange, otherId, testId }: PairSlotSelectProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const touch = useTouchArea();
  const nameOf = (person: SlotPerson) => {
    const name = displayName(person, locale);
    return name === '—' ? t('pairCheck.slots.unnamed') : name;
  };
  const [search, setSearch] = useState('');
  // The box shows the chosen name as its search text; that is not a search of its own.
  const typed = value && search === nameOf(value) ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, 250);
  const { data, isFetching } = useProfileChoices(area, debounced);

  const choices = useMemo(() => {
    const list = new Map<string, Choice>();
    for (const profile of data?.items ?? []) {
      list.set(profile._id, { person: personOf(profile), blocked: !profile.filled ? 'notFilled' : profile._id === otherId ? 'inOtherSlot' : null });
    }
    // The chosen person stays an option, or the box could not show the choice.
    if (value && !list.has(value.id)) list.set(value.id, { person: value, blocked: null });
    return list;
  }, [data, otherId, value]);

  const options = [...choices.values()].map(({ person, blocked }) => ({ value: person.id, label: nameOf(person), disabled: blocked !== null }));
  const blockedText = { notFilled: t('pairCheck.slots.notFilled'), inOtherSlot: t('pairCheck.slots.inOtherSlot') } as const;

  return (
    <Stack gap={4}>
    <Select
      label={label}
      placeholder={t('pairCheck.slots.placeholder')}
      size={touch ? 'lg' : undefined}
      clearButtonProps={touch ? { size: 'xl' } : undefined}
      data={options}
      value={value?.id ?? null}
      onChange={(id) => onChange(id ? (choices.get(id)?.person ?? null) : null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already; the list is shown as it answered.
      filter={({ options: all }) => all}
      clearable
      nothingFoundMessage={isFetching ? t('pairCheck.slots.loading') : t('pairCheck.slots.nothingFound')}
      maxDropdownHeight={320}
      data-testid={testId}
      renderOption={({ option }) => {
        const choice = choices.get(option.value);
        if (!choice) return option.label;
        return (
          <Stack gap={0}>
            <Group gap={6} wrap="nowrap">
              <Text size="sm">{option.label}</Text>
              {choice.person.isDemo ? (
                <Badge size="xs" variant="light" color="grape">
                  {t('pairCheck.slots.demo')}
                </Badge>
              ) : null}
            </Group>
            {choice.person.position || choice.blocked ? (
              <Text size="xs" c="dimmed">
                {[choice.person.position, choice.blocked ? blockedText[choice.blocked] : null].filter(Boolean).join(' · ')}
              </Text>
            ) : null}
          </Stack>
        );
      }}
    />
      {value && (value.position || value.isDemo) ? (
        <Group gap={6} data-testid={testId ? `${testId}-chosen` : undefined}>
          {value.isDemo ? (
            <Badge size="xs" variant="light" color="grape">
              {t('pairCheck.slots.demo')}
            </Badge>
          ) : null}
          {value.position ? (
            <Text size="xs" c="dimmed">
              {value.position}
            </Text>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
