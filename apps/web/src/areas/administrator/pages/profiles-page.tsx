import { Group, SegmentedControl, Table, Text } from '@mantine/core';
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
import { PageTitle } from '../../../shared/ui/page-title';
import { adminProfilesQuery, adminProfilesQueryKey } from '../api/administration';
import { AdminListFrame, DeleteConfirm, SelectRowCell } from '../components/admin-list-frame';
import { useDateFormat } from '../components/date-format';
import { DateRangeFilter } from '../components/date-range-filter';
import { lastOpenedProfile, rememberOpenedProfile, useScrollToLastOpened } from '../components/last-opened';
import { OwnerFilter } from '../components/owner-filter';
import { useSessionState } from '../components/stored-state';
import { ProfileStatusBadge } from '../components/profile-status-badge';
import { gradeGroupKeys, profileFilterKeys } from '../components/administration-labels';
import { AnyFilterSelect, SearchFilter, SortSelect } from '../components/list-filters';
import { pageOfRange, refilterer, sortQuery } from '../components/list-query';
import { useRowSelection } from '../components/row-selection';

const profileSorts = ['createdAt:desc', 'createdAt:asc', 'finalScore:desc', 'finalScore:asc'] as const;
type ProfileSort = (typeof profileSorts)[number];
const profileSortKeys: Record<ProfileSort, string> = {
  'createdAt:desc': 'administration.sort.newest',
  'createdAt:asc': 'administration.sort.oldest',
  'finalScore:desc': 'administration.sort.scoreHigh',
  'finalScore:asc': 'administration.sort.scoreLow',
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
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const [lastOpened] = useState(lastOpenedProfile);
  const query: AdminProfileListQuery = {
    search: debounced,
    filter,
    ...(gradeGroup ? { gradeGroup } : {}),
    ...(ownerId ? { ownerId } : {}),
    ...sortQuery(sort),
    ...pageOfRange(page, range),
  };
  const list = useQuery(adminProfilesQuery(client, query));
  useScrollToLastOpened(lastOpened, Boolean(list.data));
  const items = list.data?.items ?? [];
  const selection = useRowSelection(items.filter((profile) => profile.status !== 'deleted').map((profile) => profile._id));
  const refilter = refilterer(setPage, selection);
  const remove = useMutation({
    mutationFn: (ids: string[]) => client(deleteAdminProfiles, { body: { ids } }),
    onSuccess: ({ deleted }) => {
      void queryClient.invalidateQueries({ queryKey: adminProfilesQueryKey });
      notifications.show({ color: 'teal', message: t('administration.profiles.deleted', { count: deleted }) });
      selection.clear();
      setDeleting(null);
    },
  });
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
        <SearchFilter label={t('administration.profiles.search')} value={search} onChange={refilter(setSearch)} w={240} testId="profiles-search" />
        <AnyFilterSelect
          label={t('administration.profiles.gradeGroup')}
          options={GRADE_GROUPS.map((group) => ({ value: group, label: t(gradeGroupKeys[group]) }))}
          value={gradeGroup}
          onChange={refilter(setGradeGroup)}
          w={230}
          testId="profiles-grade-group"
        />
        <OwnerFilter value={ownerId} onChange={refilter(setOwnerId)} />
        <DateRangeFilter from={range.from} to={range.to} onChange={refilter(setRange)} testId="profiles-created" />
        <SortSelect sorts={profileSorts} labels={profileSortKeys} value={sort} onChange={refilter(setSort)} w={220} testId="profiles-sort" />
      </Group>
      <AdminListFrame
        testId="profiles"
        list={list}
        table={{ minWidth: 900 }}
        bulkDelete={{ selection, onDelete: () => setDeleting(selection.selected) }}
        paging={{ page, onChange: setPage }}
        head={
          <>
            <Table.Th>{t('administration.profiles.columns.name')}</Table.Th>
            <Table.Th>{t('administration.profiles.columns.owner')}</Table.Th>
            <Table.Th>{t('administration.profiles.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('administration.profiles.columns.finalScore')}</Table.Th>
            <Table.Th ta="right">{t('administration.profiles.columns.grades')}</Table.Th>
            <Table.Th>{t('administration.profiles.columns.created')}</Table.Th>
          </>
        }
      >
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
              <SelectRowCell selection={selection} id={profile._id} name={nameOf(profile)} disabled={profile.status === 'deleted'} />
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
      </AdminListFrame>
      <DeleteConfirm kind="profiles" ids={deleting} busy={remove.isPending} onConfirm={remove.mutate} onClose={() => setDeleting(null)} />
    </>
  );
}
