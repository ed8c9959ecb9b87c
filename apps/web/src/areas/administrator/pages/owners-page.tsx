import { ActionIcon, Badge, Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteAdminOwner,
  deleteAdminOwners,
  sendLoginLink,
  updateAdminOwner,
  type AdminOwner,
  type AdminOwnerListQuery,
} from '@teamcast/contract';
import { planIds } from '@teamcast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-context';
import { IconMail, IconSettings, IconTrash } from '../../../shared/ui/icons';
import { PageTitle } from '../../../shared/ui/page-title';
import { ownersQuery, ownersQueryKey } from '../api/administration';
import { AdminListFrame, DeleteConfirm, HiddenHeader, SelectRowCell } from '../components/admin-list-frame';
import { useDateFormat } from '../components/date-format';
import { DateRangeFilter } from '../components/date-range-filter';
import { ownerStatusKeys } from '../components/administration-labels';
import { AnyFilterSelect, SearchFilter, SortSelect } from '../components/list-filters';
import { pageOfRange, refilterer, sortQuery } from '../components/list-query';
import { useRowSelection } from '../components/row-selection';

type Subscription = NonNullable<AdminOwnerListQuery['subscription']>;

const ownerSorts = ['createdAt:desc', 'createdAt:asc', 'email:asc', 'lastVisitAt:desc'] as const;
type OwnerSort = (typeof ownerSorts)[number];
const ownerSortKeys: Record<OwnerSort, string> = {
  'createdAt:desc': 'administration.sort.newest',
  'createdAt:asc': 'administration.sort.oldest',
  'email:asc': 'administration.sort.email',
  'lastVisitAt:desc': 'administration.sort.lastVisit',
};

function EditOwnerDialog({ owner, onClose }: { owner: AdminOwner; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useApiClient('administrator');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState(owner.status);
  const [companyName, setCompanyName] = useState(owner.companyName ?? '');
  const save = useMutation({
    mutationFn: () => client(updateAdminOwner, { params: { id: owner._id }, body: { status, companyName } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ownersQueryKey });
      notifications.show({ color: 'teal', message: t('administration.saved') });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('administration.owners.editTitle', { email: owner.email })} centered>
      <Stack>
        <Select
          label={t('administration.owners.columns.status')}
          data={(['unverified', 'verified'] as const).map((value) => ({ value, label: t(ownerStatusKeys[value]) }))}
          value={status}
          onChange={(value) => value && setStatus(value as AdminOwner['status'])}
          allowDeselect={false}
          data-testid="owner-edit-status"
        />
        <TextInput label={t('administration.owners.companyName')} value={companyName} onChange={(event) => setCompanyName(event.currentTarget.value)} maxLength={200} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('administration.cancel')}
          </Button>
          <Button loading={save.isPending} onClick={() => save.mutate()} data-testid="owner-edit-save">
            {t('administration.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Companies (owners): searched by email, filtered by status, creation dates and subscription; edited, deleted one or many, sent a login link. */
export function OwnersPage() {
  const { t } = useTranslation();
  const client = useApiClient('administrator');
  const queryClient = useQueryClient();
  const date = useDateFormat();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<'' | AdminOwner['status']>('');
  const [subscription, setSubscription] = useState<'' | Subscription>('');
  const [range, setRange] = useState({ from: '', to: '' });
  const [sort, setSort] = useState<OwnerSort>('createdAt:desc');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminOwner | null>(null);
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const query: AdminOwnerListQuery = {
    search: debounced,
    ...(status ? { status } : {}),
    ...(subscription ? { subscription } : {}),
    ...sortQuery(sort),
    ...pageOfRange(page, range),
  };
  const list = useQuery(ownersQuery(client, query));
  const items = list.data?.items ?? [];
  const selection = useRowSelection(items.map((owner) => owner._id));
  const refilter = refilterer(setPage, selection);

  const remove = useMutation({
    mutationFn: (ids: string[]) =>
      ids.length === 1 ? client(deleteAdminOwner, { params: { id: ids[0] ?? '' } }).then(() => 1) : client(deleteAdminOwners, { body: { ids } }).then((r) => r.deleted),
    onSuccess: (count) => {
      void queryClient.invalidateQueries({ queryKey: ownersQueryKey });
      notifications.show({ color: 'teal', message: t('administration.owners.deleted', { count }) });
      selection.clear();
      setDeleting(null);
    },
  });
  const sendLink = useMutation({
    mutationFn: (owner: AdminOwner) => client(sendLoginLink, { params: { target: 'owners', id: owner._id } }),
    onSuccess: (_sent, owner) => notifications.show({ color: 'teal', message: t('administration.linkSent', { email: owner.email }) }),
  });

  return (
    <>
      <PageTitle>{t('administrator.owners.title')}</PageTitle>
      <Group align="flex-end" mb="md" gap="sm">
        <SearchFilter label={t('administration.owners.search')} value={search} onChange={refilter(setSearch)} w={260} testId="owners-search" />
        <AnyFilterSelect
          label={t('administration.owners.columns.status')}
          options={(['unverified', 'verified'] as const).map((value) => ({ value, label: t(ownerStatusKeys[value]) }))}
          value={status}
          onChange={refilter(setStatus)}
          w={170}
          testId="owners-status"
        />
        <AnyFilterSelect<Subscription>
          label={t('administration.owners.columns.subscription')}
          options={[
            { value: 'none', label: t('administration.owners.noSubscription') },
            ...planIds.filter((plan) => plan !== 'NONE').map((plan) => ({ value: plan as Subscription, label: plan })),
          ]}
          value={subscription}
          onChange={refilter(setSubscription)}
          w={190}
          testId="owners-subscription"
        />
        <DateRangeFilter from={range.from} to={range.to} onChange={refilter(setRange)} testId="owners-created" />
        <SortSelect sorts={ownerSorts} labels={ownerSortKeys} value={sort} onChange={refilter(setSort)} w={200} testId="owners-sort" />
      </Group>
      <AdminListFrame
        testId="owners"
        list={list}
        table={{ minWidth: 980 }}
        bulkDelete={{ selection, onDelete: () => setDeleting(selection.selected) }}
        paging={{ page, onChange: setPage }}
        head={
          <>
            <Table.Th>{t('administration.owners.columns.email')}</Table.Th>
            <Table.Th>{t('administration.owners.columns.status')}</Table.Th>
            <Table.Th>{t('administration.owners.columns.endDate')}</Table.Th>
            <Table.Th>{t('administration.owners.columns.created')}</Table.Th>
            <Table.Th>{t('administration.owners.columns.subscription')}</Table.Th>
            <Table.Th>{t('administration.owners.columns.lastVisit')}</Table.Th>
            <Table.Th ta="right">{t('administration.owners.columns.profiles')}</Table.Th>
            <HiddenHeader label={t('administration.actions')} />
          </>
        }
      >
        {items.map((owner) => (
          <Table.Tr key={owner._id} data-testid="owner-row">
            <SelectRowCell selection={selection} id={owner._id} name={owner.email} />
            <Table.Td>
              <Text size="sm" fw={600}>
                {owner.email}
              </Text>
              {owner.companyName ? (
                <Text size="xs" c="dimmed">
                  {owner.companyName}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              <Badge color={owner.status === 'verified' ? 'teal' : 'gray'} variant="light" styles={{ label: { overflow: 'visible' } }}>
                {t(ownerStatusKeys[owner.status])}
              </Badge>
            </Table.Td>
            <Table.Td>{date(owner.subscribeEndDate)}</Table.Td>
            <Table.Td>{date(owner.createdAt)}</Table.Td>
            <Table.Td>{owner.subscribe === 'NONE' ? t('administration.owners.noSubscription') : owner.subscribe}</Table.Td>
            <Table.Td>{date(owner.lastVisitAt)}</Table.Td>
            <Table.Td ta="right">{owner.profileCount}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap" justify="flex-end">
                <ActionIcon variant="subtle" aria-label={t('administration.editOf', { name: owner.email })} onClick={() => setEditing(owner)}>
                  <IconSettings size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('administration.sendLinkTo', { email: owner.email })}
                  loading={sendLink.isPending && sendLink.variables._id === owner._id}
                  onClick={() => sendLink.mutate(owner)}
                >
                  <IconMail size={18} />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" aria-label={t('administration.deleteOf', { name: owner.email })} onClick={() => setDeleting([owner._id])}>
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminListFrame>
      {editing ? <EditOwnerDialog owner={editing} onClose={() => setEditing(null)} /> : null}
      <DeleteConfirm kind="owners" ids={deleting} busy={remove.isPending} onConfirm={remove.mutate} onClose={() => setDeleting(null)} />
    </>
  );
}
