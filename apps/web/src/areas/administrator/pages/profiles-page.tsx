import { Alert, Button, Checkbox, Group, Loader, Pagination, SegmentedControl, Select, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteAdminProfiles, type AdminProfile, type AdminProfileListQuery } from '@teamcast/contract';
import { ADMIN_PROFILE_FILTERS, GRADE_GROUPS, type AdminProfileFilter, type GradeGroup } from '@teamcast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, generatePath } from 'react-router';
import { gradeKeys } from '../../../features/profiles/view/expertise';
import { useApiClient } from '../../../shared/api/api-context';
import { paths } from '../../../shared/paths';
import { IconTrash } from '../../../shared/ui/icons';
import { PageTitle } from '../../../shared/ui/page-title';
import { adminPageSize, adminProfilesQuery, adminProfilesQueryKey } from '../api/administration';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useDateFormat } from '../components/date-format';
import { DateRangeFilter } from '../components/date-range-filter';
import { lastOpenedProfile, rememberOpenedProfile, useScrollToLastOpened } from '../components/last-opened';
import { OwnerFilter } from '../components/owner-filter';
import { useSessionState } from '../components/stored-state';
import { ProfileStatusBadge } from '../components/profile-status-badge';
import { gradeGroupKeys, profileFilterKeys } from '../components/administration-labels';

const profileSorts = ['createdAt:desc', 'createdAt:asc', 'finalScore:desc', 'finalScore:asc'] as const;
type ProfileSort = (typeof profileSorts)[number];
const profileSortKeys: Record<ProfileSort, string> = {
  'createdAt:desc': 'administration.sort.newest',
  'createdAt:asc': 'administration.sort.oldest',
  'finalScore:desc': 'administration.sort.scoreHigh',
  'finalScore:asc': 'administration.sort.scoreLow',
};
const sortQuery = (sort: ProfileSort) => {
  const [by, order] = sort.split(':') as ['createdAt' | 'finalScore', 'asc' | 'desc'];
  return { sort: by, order };
};

const nameOf = (profile: AdminProfile) => [profile.lastName, profile.firstName].filter(Boolean).join(' ') || '—';

/**
 * Every owner's profiles: search, creation dates, grade group (C/P/M), owner and state; bulk delete.
 * The profile last opened from here is pointed out when the list is shown again on this device.
 */
export function ProfilesPage() {
  const { t } = useTranslation();
  const client = useApiClient('administrator');
  const queryClient = useQueryClient();
  const date = useDateFormat();
  const [search, setSearch] = useSessionState('profileList-search', '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [filter, setFilter] = useSessionState<AdminProfileFilter>('profileList-filter', 'all');
  const [gradeGroup, setGradeGroup] = useSessionState<'' | GradeGroup>('profileList-gradeGroup', '');
  const [ownerId, setOwnerId] = useState('');
  const [range, setRange] = useSessionState('profileList-created', { from: '', to: '' });
  const [sort, setSort] = useSessionState<ProfileSort>('profileList-sort', 'createdAt:desc');
  const [page, setPage] = useSessionState('profileList-page', 1);
  const [selected, setSelected] = useState<string[]>([]);
  const [deleting, setDeleting] = useState(false);
  const [lastOpened] = useState(lastOpenedProfile);
  const query: AdminProfileListQuery = {
    search: debounced,
    filter,
    ...(gradeGroup ? { gradeGroup } : {}),
    ...(ownerId ? { ownerId } : {}),
    ...(range.from ? { createdFrom: range.from } : {}),
    ...(range.to ? { createdTo: range.to } : {}),
    ...sortQuery(sort),
    limit: adminPageSize,
    offset: (page - 1) * adminPageSize,
  };
  const { data, isPending, isError } = useQuery(adminProfilesQuery(client, query));
  useScrollToLastOpened(lastOpened, Boolean(data));
  const pages = data ? Math.max(1, Math.ceil(data.total / adminPageSize)) : 1;
  const refilter = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
    setSelected([]);
  };
  const remove = useMutation({
    mutationFn: (ids: string[]) => client(deleteAdminProfiles, { body: { ids } }),
    onSuccess: ({ deleted }) => {
      void queryClient.invalidateQueries({ queryKey: adminProfilesQueryKey });
      notifications.show({ color: 'teal', message: t('administration.profiles.deleted', { count: deleted }) });
      setSelected([]);
      setDeleting(false);
    },
  });
  const items = data?.items ?? [];
  const selectable = items.filter((profile) => profile.status !== 'deleted');
  const allChecked = selectable.length > 0 && selectable.every((profile) => selected.includes(profile._id));
  return (
    <>
      <PageTitle>{t('administrator.profiles.title')}</PageTitle>
      <SegmentedControl
        mb="md"
        value={filter}
        onChange={(value) => refilter(setFilter)(value as AdminProfileFilter)}
        data={ADMIN_PROFILE_FILTERS.map((value) => ({ value, label: t(profileFilterKeys[value]) }))}
        data-testid="profiles-filter"
      />
      <Group align="flex-end" mb="md" gap="sm">
        <TextInput
          type="search"
          label={t('administration.profiles.search')}
          value={search}
          onChange={(event) => refilter(setSearch)(event.currentTarget.value)}
          w={240}
          data-testid="profiles-search"
        />
        <Select
          label={t('administration.profiles.gradeGroup')}
          data={[
            { value: '', label: t('administration.filters.any') },
            ...GRADE_GROUPS.map((group) => ({ value: group, label: t(gradeGroupKeys[group]) })),
          ]}
          value={gradeGroup}
          onChange={(value) => refilter(setGradeGroup)((value ?? '') as typeof gradeGroup)}
          allowDeselect={false}
          w={230}
          data-testid="profiles-grade-group"
        />
        <OwnerFilter value={ownerId} onChange={refilter(setOwnerId)} />
        <DateRangeFilter from={range.from} to={range.to} onChange={refilter(setRange)} testId="profiles-created" />
        <Select
          label={t('administration.sort.label')}
          data={profileSorts.map((value) => ({ value, label: t(profileSortKeys[value]) }))}
          value={sort}
          onChange={(value) => value && refilter(setSort)(value as ProfileSort)}
          allowDeselect={false}
          w={220}
          data-testid="profiles-sort"
        />
      </Group>
      <Group justify="space-between" mb="sm">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="profiles-total">
          {data ? t('administration.total', { count: data.total }) : ''}
        </Text>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          disabled={selected.length === 0}
          onClick={() => setDeleting(true)}
          data-testid="profiles-delete-selected"
        >
          {t('administration.deleteSelected', { count: selected.length })}
        </Button>
      </Group>
      {isPending ? <Loader size="sm" /> : null}
      {isError ? <Alert color="red">{t('errors.codes.unknown')}</Alert> : null}
      {data && items.length === 0 ? <Text c="dimmed">{t('administration.nothingFound')}</Text> : null}
      {items.length > 0 ? (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="xs" data-testid="profiles-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Checkbox
                    aria-label={t('administration.selectAll')}
                    checked={allChecked}
                    onChange={() => setSelected(allChecked ? [] : selectable.map((profile) => profile._id))}
                  />
                </Table.Th>
                <Table.Th>{t('administration.profiles.columns.name')}</Table.Th>
                <Table.Th>{t('administration.profiles.columns.owner')}</Table.Th>
                <Table.Th>{t('administration.profiles.columns.status')}</Table.Th>
                <Table.Th ta="right">{t('administration.profiles.columns.finalScore')}</Table.Th>
                <Table.Th ta="right">{t('administration.profiles.columns.grades')}</Table.Th>
                <Table.Th>{t('administration.profiles.columns.created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((profile) => {
                const last = profile._id === lastOpened;
                return (
                  <Table.Tr
                    key={profile._id}
                    data-testid="admin-profile-row"
                    data-row-id={profile._id}
                    data-last-opened={last || undefined}
                    bg={last ? 'var(--mantine-color-yellow-light)' : undefined}
                  >
                    <Table.Td>
                      <Checkbox
                        aria-label={t('administration.selectOne', { name: nameOf(profile) })}
                        disabled={profile.status === 'deleted'}
                        checked={selected.includes(profile._id)}
                        onChange={() =>
                          setSelected((ids) => (ids.includes(profile._id) ? ids.filter((id) => id !== profile._id) : [...ids, profile._id]))
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <Link to={generatePath(paths.administrator.profile, { id: profile._id })} onClick={() => rememberOpenedProfile(profile._id)}>
                        {nameOf(profile)}
                      </Link>
                      {last ? (
                        <Text size="xs" c="dimmed">
                          {t('administration.profiles.lastOpened')}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{profile.ownerEmail}</Text>
                    </Table.Td>
                    <Table.Td>
                      <ProfileStatusBadge status={profile.status} />
                    </Table.Td>
                    <Table.Td ta="right">
                      {profile.finalScore === null ? '—' : `${profile.finalScore}${profile.grade ? ` · ${t(gradeKeys[profile.grade])}` : ''}`}
                    </Table.Td>
                    <Table.Td ta="right">{profile.gradeCount}</Table.Td>
                    <Table.Td>{date(profile.createdAt)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {pages > 1 ? (
        <Group justify="center" mt="lg">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      ) : null}
      <ConfirmDialog
        opened={deleting}
        title={t('administration.profiles.deleteTitle', { count: selected.length })}
        message={t('administration.profiles.deleteMessage', { count: selected.length })}
        confirmLabel={t('administration.delete')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(selected)}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}
