import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-context';
import { filterOwnersQuery } from '../api/administration';

/** The owner filter: owners found by email or company as one types, twenty at a time. */
export function OwnerFilter({ value, onChange }: { value: string; onChange: (ownerId: string) => void }) {
  const { t } = useTranslation();
  const client = useApiClient('administrator');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const { data } = useQuery(filterOwnersQuery(client, debounced));
  const options = (data?.items ?? []).map((owner) => ({ value: owner._id, label: owner.companyName ? `${owner.email} (${owner.companyName})` : owner.email }));
  // The chosen owner stays an option while another search shows other owners.
  if (chosen && chosen.value === value && !options.some((option) => option.value === chosen.value)) options.unshift(chosen);
  return (
    <Select
      label={t('administration.profiles.owner')}
      placeholder={t('administration.filters.any')}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options}
      value={value || null}
      onChange={(id, option) => {
        setChosen(id ? option : null);
        onChange(id ?? '');
      }}
      nothingFoundMessage={t('administration.nothingFound')}
      w={280}
      data-testid="profiles-owner"
    />
  );
}
