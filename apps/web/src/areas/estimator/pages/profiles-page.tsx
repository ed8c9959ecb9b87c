import { Alert, Button, Group, Loader, NativeSelect, Pagination, Table, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EstimatorBatch, EstimatorProfile } from '@teamcast/contract';
import { ESTIMATOR_PROFILE_FILTERS, type EstimatorProfileFilter } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApiClient } from '../../../shared/api/api-context';
import { LastOpenedLink } from '../../../shared/last-opened/last-opened-link';
import { lastOpenedStore } from '../../../shared/last-opened/last-opened-store';
import { href, paths } from '../../../shared/paths';
import { PageTitle } from '../../../shared/ui/page-title';
import { assignedProfilesQuery, useRequestBatch } from '../api/estimation';
import { filterLabels, gradeLabels, profileTitle } from '../components/estimation-labels';
import phone from '../components/estimator-phone.module.css';
import { StatusBadge } from '../components/status-badge';

const pageSize = 20;

/** The orders the list offers: newest batch first, by name, or highest grade first. */
const sortChoices = {
  assignedAt: { sort: 'assignedAt', order: 'desc', label: 'estimation.list.sort.assignedAt' },
  name: { sort: 'name', order: 'asc', label: 'estimation.list.sort.name' },
  score: { sort: 'score', order: 'desc', label: 'estimation.list.sort.score' },
} as const;
type SortChoice = keyof typeof sortChoices;
const isSort = (value: string | null): value is SortChoice => value !== null && Object.hasOwn(sortChoices, value);
const tabs = Object.keys(filterLabels) as EstimatorProfileFilter[];
const isFilter = (value: string | null): value is EstimatorProfileFilter => (ESTIMATOR_PROFILE_FILTERS as readonly (string | null)[]).includes(value);

/** What a request for a batch did, in words: how many came, or why none did. */
function BatchResult({ result }: { result: EstimatorBatch }) {
  const { t } = useTranslation();
  if (result.batchSize > 0) {
    return (
      <Alert color="teal" data-testid="batch-result">
        {t('estimation.batch.assigned', { n: result.batchSize })}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" data-testid="batch-result">
      {result.unfinished > 0 ? t('estimation.batch.unfinished', { n: result.unfinished }) : t('estimation.batch.none')}
    </Alert>
  );
}

function ProfileRow({ profile }: { profile: EstimatorProfile }) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-testid="assigned-profile">
      <Table.Td className={phone.nameCell}>
        <Link to={href(paths.estimator.profile, { id: profile._id })}>{profileTitle(t, profile)}</Link>
      </Table.Td>
      <Table.Td data-label={t('estimation.list.columns.age')}>{profile.age ?? '—'}</Table.Td>
      <Table.Td data-label={t('estimation.list.columns.position')}>{profile.position ?? '—'}</Table.Td>
      <Table.Td data-label={t('estimation.list.columns.status')}>
        <StatusBadge status={profile.status} />
      </Table.Td>
      <Table.Td data-label={t('estimation.list.columns.grade')}>
        <span>
          {profile.grade ? t(gradeLabels[profile.grade]) : '—'}
          {profile.scorePrecise === null ? null : (
            <Text span c="dimmed" size="xs" ml={6}>
              {profile.scorePrecise}
            </Text>
          )}
        </span>
      </Table.Td>
      <Table.Td ta="right" data-label={t('estimation.list.columns.batch')}>
        {profile.batch}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The profiles assigned to the estimator, by tab with their counts, and the way to a new batch. The
 * link to the profile opened last is remembered on this device and shown only as the server confirms
 * the profile is still assigned (decision 71).
 */
export function ProfilesPage() {
  const { t } = useTranslation();
  const client = useApiClient('estimator');
  const [search, setSearch] = useSearchParams();
  const rawFilter = search.get('filter');
  const filter: EstimatorProfileFilter = isFilter(rawFilter) ? rawFilter : 'all';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const rawSort = search.get('sort');
  const sortChoice: SortChoice = isSort(rawSort) ? rawSort : 'assignedAt';
  const { sort, order } = sortChoices[sortChoice];
  const lastOpened = lastOpenedStore.get('estimator', 'profile')?.id;
  const { data, isPending, isError } = useQuery(
    assignedProfilesQuery(client, { filter, sort, order, limit: pageSize, offset: (page - 1) * pageSize, ...(lastOpened ? { lastOpened } : {}) }),
  );
  const batch = useRequestBatch();
  // The address keeps the tab, the order and the page; a new tab or order starts at the first page.
  const navigate = (next: { filter?: EstimatorProfileFilter; sort?: SortChoice; page?: number }) => {
    const params = new URLSearchParams();
    const nextFilter = next.filter ?? filter;
    const nextSort = next.sort ?? sortChoice;
    if (nextFilter !== 'all') params.set('filter', nextFilter);
    if (nextSort !== 'assignedAt') params.set('sort', nextSort);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSearch(params);
  };
  const choose = (next: EstimatorProfileFilter) => navigate({ filter: next });
  const titleOf = (id: string) => (data ? (data.lastOpened?._id === id ? profileTitle(t, data.lastOpened) : null) : undefined);
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;

  return (
    <>
      <PageTitle>{t('estimator.profiles.title')}</PageTitle>
      <Group justify="space-between" align="flex-start" mb="md" gap="md">
        <LastOpenedLink area="estimator" kind="profile" hrefOf={(id) => href(paths.estimator.profile, { id })} titleOf={titleOf} />
        <Button onClick={() => batch.mutate()} loading={batch.isPending} data-testid="request-batch" ml="auto" className={phone.touch}>
          {t('estimation.batch.request')}
        </Button>
      </Group>
      {batch.data ? <BatchResult result={batch.data} /> : null}
      <Group justify="flex-end" mt="md">
        <NativeSelect
          label={t('estimation.list.sort.label')}
          value={sortChoice}
          onChange={(event) => navigate({ sort: isSort(event.currentTarget.value) ? event.currentTarget.value : 'assignedAt' })}
          data={(Object.keys(sortChoices) as SortChoice[]).map((value) => ({ value, label: t(sortChoices[value].label) }))}
          w={220}
          data-testid="list-sort"
        />
      </Group>
      <Tabs value={filter} onChange={(value) => choose(isFilter(value) ? value : 'all')} mt="md" mb="md" className={phone.tabs}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`filter-${tab}`}>
              {t(filterLabels[tab])}
              <Text span c="dimmed" size="sm" ml={6}>
                {data ? data.counts[tab] : ''}
              </Text>
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {isPending ? <Loader size="sm" /> : null}
      {isError ? <Alert color="red">{t('errors.codes.unknown')}</Alert> : null}
      {data && data.items.length === 0 ? (
        <Text c="dimmed" data-testid="assigned-empty">
          {data.counts.all === 0 ? t('estimation.list.emptyAll') : t('estimation.list.empty')}
        </Text>
      ) : null}
      {data && data.items.length > 0 ? (
        <Table.ScrollContainer minWidth={640} className={phone.cards}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="assigned-profiles">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('estimation.list.columns.name')}</Table.Th>
                <Table.Th>{t('estimation.list.columns.age')}</Table.Th>
                <Table.Th>{t('estimation.list.columns.position')}</Table.Th>
                <Table.Th>{t('estimation.list.columns.status')}</Table.Th>
                <Table.Th>{t('estimation.list.columns.grade')}</Table.Th>
                <Table.Th ta="right">{t('estimation.list.columns.batch')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((profile) => (
                <ProfileRow key={profile._id} profile={profile} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {pages > 1 ? (
        <Pagination
          mt="md"
          total={pages}
          value={page}
          onChange={(next) => navigate({ page: next })}
        />
      ) : null}
    </>
  );
}
