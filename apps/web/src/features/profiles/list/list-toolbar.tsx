import { NativeSelect, SegmentedControl, Text } from '@mantine/core';
import type { ProfileList } from '@teamcast/contract';
import { OWNER_PROFILE_FILTERS, type OwnerProfileFilter } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { useTouch } from '../view/use-phone';
import type { ListParams, ProfileSortKey, SortOrder } from './list-params';

const filterKeys: Record<OwnerProfileFilter, string> = {
  all: 'profiles.filters.all',
  empty: 'profiles.filters.empty',
  approved: 'profiles.filters.approved',
};

/** The owner's filters (spec section 4): all, not filled, filled, each with its count. */
export function FilterTabs({
  value,
  counts,
  onChange,
}: {
  value: OwnerProfileFilter;
  counts: ProfileList['counts'] | undefined;
  onChange: (filter: OwnerProfileFilter) => void;
}) {
  const { t } = useTranslation();
  const touch = useTouch();
  return (
    <SegmentedControl
      value={value}
      onChange={(next) => onChange(next as OwnerProfileFilter)}
      fullWidth={touch}
      styles={touch ? { label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' } } : undefined}
      aria-label={t('profiles.filters.label')}
      data-testid="profiles-filters"
      data={OWNER_PROFILE_FILTERS.map((filter) => ({
        value: filter,
        label: (
          <span data-testid={`filter-${filter}`}>
            {t(filterKeys[filter])}{' '}
            <Text span size="xs" c="dimmed" fw={600} data-testid={`count-${filter}`}>
              {counts ? counts[filter] : ''}
            </Text>
          </span>
        ),
      }))}
    />
  );
}

const sortChoices: readonly { sort: ProfileSortKey; order: SortOrder; key: string }[] = [
  { sort: 'createdAt', order: 'desc', key: 'profiles.sort.newest' },
  { sort: 'createdAt', order: 'asc', key: 'profiles.sort.oldest' },
  { sort: 'name', order: 'asc', key: 'profiles.sort.name' },
  { sort: 'completedAt', order: 'desc', key: 'profiles.sort.filled' },
  { sort: 'age', order: 'asc', key: 'profiles.sort.age' },
];

/** On a phone there are no column headers to click: the order is one choice. */
export function SortSelect({ params, onChange }: { params: ListParams; onChange: (sort: ProfileSortKey, order: SortOrder) => void }) {
  const { t } = useTranslation();
  const current = `${params.sort}:${params.order}`;
  const known = sortChoices.some((choice) => `${choice.sort}:${choice.order}` === current);
  return (
    <NativeSelect
      label={t('profiles.sort.label')}
      size="lg"
      styles={{ label: { fontSize: 'var(--mantine-font-size-sm)' } }}
      value={known ? current : 'createdAt:desc'}
      onChange={(event) => {
        const [sort, order] = event.currentTarget.value.split(':') as [ProfileSortKey, SortOrder];
        onChange(sort, order);
      }}
      data={sortChoices.map((choice) => ({ value: `${choice.sort}:${choice.order}`, label: t(choice.key) }))}
      data-testid="profiles-sort"
    />
  );
}
