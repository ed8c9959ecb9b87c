import { ActionIcon, Alert, Badge, Button, Checkbox, Group, Loader, Modal, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
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
import { adminPageSize, ownersQuery, ownersQueryKey } from '../api/administration';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useDateFormat } from '../components/date-format';
import { DateRangeFilter } from '../components/date-range-filter';
import { ownerStatusKeys } from '../components/administration-labels';

type Subscription = NonNullable<AdminOwnerListQuery['subscription']>;

const ownerSorts = ['createdAt:desc', 'createdAt:asc', 'email:asc', 'lastVisitAt:desc'] as const;
type OwnerSort = (typeof ownerSorts)[number];
const ownerSortKeys: Record<OwnerSort, string> = {
  'createdAt:desc': 'administration.sort.newest',
  'createdAt:asc': 'administration.sort.oldest',
  'email:asc': 'administration.sort.email',
  'lastVisitAt:desc': 'administration.sort.lastVisit',
};
const sortQuery = (sort: OwnerSort) => {
  const [by, order] = sort.split(':') as ['createdAt' | 'email' | 'lastVisitAt', 'asc' | 'desc'];
  return { sort: by, order };
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
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<AdminOwner | null>(null);
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const query: AdminOwnerListQuery = {
    search: debounced,
    ...(status ? { status } : {}),
    ...(subscription ? { subscription } : {}),
    ...(range.from ? { createdFrom: range.from } : {}),
    ...(range.to ? { createdTo: range.to } : {}),
    ...sortQuery(sort),
    limit: adminPageSize,
    offset: (page - 1) * adminPageSize,
  };
  const { data, isPending, isError } = useQuery(ownersQuery(client, query));
  const pages = data ? Math.max(1, Math.ceil(data.total / adminPageSize)) : 1;
  const refilter = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
    setSelected([]);
  };

  const remove = useMutation({
    mutationFn: (ids: string[]) =>
      ids.length === 1 ? client(deleteAdminOwner, { params: { id: ids[0] ?? '' } }).then(() => 1) : client(deleteAdminOwners, { body: { ids } }).then((r) => r.deleted),
    onSuccess: (count) => {
      void queryClient.invalidateQueries({ queryKey: ownersQueryKey });
      notifications.show({ color: 'teal', message: t('administration.owners.deleted', { count }) });
      setSelected([]);
      setDeleting(null);
    },
  });
  const sendLink = useMutation({
    mutationFn: (owner: AdminOwner) => client(sendLoginLink, { params: { target: 'owners', id: owner._id } }),
    onSuccess: (_sent, owner) => notifications.show({ color: 'teal', message: t('administration.linkSent', { email: owner.email }) }),
  });

  const items = data?.items ?? [];
  const allChecked = items.length > 0 && items.every((owner) => selected.includes(owner._id));
  return (
    <>
      <PageTitle>{t('administrator.owners.title')}</PageTitle>
      <Group align="flex-end" mb="md" gap="sm">
        <TextInput
          type="search"
          label={t('administration.owners.search')}
          value={search}
          onChange={(event) => refilter(setSearch)(event.currentTarget.value)}
          w={260}
          data-testid="owners-search"
        />
        <Select
          label={t('administration.owners.columns.status')}
          data={[
            { value: '', label: t('administration.filters.any') },
            ...(['unverified', 'verified'] as const).map((value) => ({ value, label: t(ownerStatusKeys[value]) })),
          ]}
          value={status}
          onChange={(value) => refilter(setStatus)((value ?? '') as typeof status)}
          allowDeselect={false}
          w={170}
          data-testid="owners-status"
        />
        <Select
          label={t('administration.owners.columns.subscription')}
          data={[
            { value: '', label: t('administration.filters.any') },
            { value: 'none', label: t('administration.owners.noSubscription') },
            ...planIds.filter((plan) => plan !== 'NONE').map((plan) => ({ value: plan, label: plan })),
          ]}
          value={subscription}
          onChange={(value) => refilter(setSubscription)((value ?? '') as typeof subscription)}
          allowDeselect={false}
          w={190}
          data-testid="owners-subscription"
        />
        <DateRangeFilter from={range.from} to={range.to} onChange={refilter(setRange)} testId="owners-created" />
        <Select
          label={t('administration.sort.label')}
          data={ownerSorts.map((value) => ({ value, label: t(ownerSortKeys[value]) }))}
          value={sort}
          onChange={(value) => value && refilter(setSort)(value as OwnerSort)}
          allowDeselect={false}
          w={200}
          data-testid="owners-sort"
        />
      </Group>
      <Group justify="space-between" mb="sm">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="owners-total">
          {data ? t('administration.total', { count: data.total }) : ''}
        </Text>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          disabled={selected.length === 0}
          onClick={() => setDeleting(selected)}
          data-testid="owners-delete-selected"
        >
          {t('administration.deleteSelected', { count: selected.length })}
        </Button>
      </Group>
      {isPending ? <Loader size="sm" /> : null}
      {isError ? <Alert color="red">{t('errors.codes.unknown')}</Alert> : null}
      {data && items.length === 0 ? <Text c="dimmed">{t('administration.nothingFound')}</Text> : null}
      {items.length > 0 ? (
        <Table.ScrollContainer minWidth={980}>
          <Table striped highlightOnHover verticalSpacing="xs" data-testid="owners-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Checkbox
                    aria-label={t('administration.selectAll')}
                    checked={allChecked}
                    onChange={() => setSelected(allChecked ? [] : items.map((owner) => owner._id))}
                  />
                </Table.Th>
                <Table.Th>{t('administration.owners.columns.email')}</Table.Th>
                <Table.Th>{t('administration.owners.columns.status')}</Table.Th>
                <Table.Th>{t('administration.owners.columns.endDate')}</Table.Th>
                <Table.Th>{t('administration.owners.columns.created')}</Table.Th>
                <Table.Th>{t('administration.owners.columns.subscription')}</Table.Th>
                <Table.Th>{t('administration.owners.columns.lastVisit')}</Table.Th>
                <Table.Th ta="right">{t('administration.owners.columns.profiles')}</Table.Th>
                <Table.Th>
                  <span className="tc-visually-hidden">{t('administration.actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((owner) => (
                <Table.Tr key={owner._id} data-testid="owner-row">
                  <Table.Td>
                    <Checkbox
                      aria-label={t('administration.selectOne', { name: owner.email })}
                      checked={selected.includes(owner._id)}
                      onChange={() => setSelected((ids) => (ids.includes(owner._id) ? ids.filter((id) => id !== owner._id) : [...ids, owner._id]))}
                    />
                  </Table.Td>
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
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {pages > 1 ? (
        <Group justify="center" mt="lg">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      ) : null}
      {editing ? <EditOwnerDialog owner={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('administration.owners.deleteTitle', { count: deleting?.length ?? 0 })}
        message={t('administration.owners.deleteMessage', { count: deleting?.length ?? 0 })}
        confirmLabel={t('administration.delete')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
