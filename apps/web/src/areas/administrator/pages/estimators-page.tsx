import { Button, Group, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { sendLoginLink, type EstimatorListItem } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-context';
import { IconMail } from '../../../shared/ui/icons';
import { PageTitle } from '../../../shared/ui/page-title';
import { estimatorsQuery } from '../api/estimators';
import { AdminListFrame, HiddenHeader } from '../components/admin-list-frame';
import { useDateFormat } from '../components/date-format';
import { CreateEstimatorDialog } from '../components/create-estimator-dialog';
import { EstimatorActions } from '../components/estimator-actions';

function SendLinkButton({ estimator }: { estimator: EstimatorListItem }) {
  const { t } = useTranslation();
  const client = useApiClient('administrator');
  const send = useMutation({
    mutationFn: () => client(sendLoginLink, { params: { target: 'estimators', id: estimator._id } }),
    onSuccess: () => notifications.show({ color: 'teal', message: t('administrator.estimators.linkSent', { email: estimator.email }) }),
  });
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconMail size={16} />}
      loading={send.isPending}
      onClick={() => send.mutate()}
      aria-label={t('administrator.estimators.sendLinkTo', { email: estimator.email })}
    >
      {t('administrator.estimators.sendLink')}
    </Button>
  );
}

/** Estimators: name, created, last visit, information, profile count (spec section 3), with create, edit, delete and sign-in links. */
export function EstimatorsPage() {
  const { t } = useTranslation();
  const client = useApiClient('administrator');
  const list = useQuery(estimatorsQuery(client));
  const [creating, setCreating] = useState(false);
  const date = useDateFormat();
  return (
    <>
      <PageTitle>{t('administrator.estimators.title')}</PageTitle>
      <Group justify="flex-end" mb="md">
        <Button onClick={() => setCreating(true)} data-testid="create-estimator-open">
          {t('administrator.estimators.create')}
        </Button>
      </Group>
      <AdminListFrame
        testId="estimators"
        list={list}
        emptyText={t('administrator.estimators.empty')}
        table={{ minWidth: 760, spacing: 'sm' }}
        head={
          <>
            <Table.Th>{t('administrator.estimators.columns.name')}</Table.Th>
            <Table.Th>{t('administrator.estimators.columns.created')}</Table.Th>
            <Table.Th>{t('administrator.estimators.columns.lastVisit')}</Table.Th>
            <Table.Th>{t('administrator.estimators.columns.information')}</Table.Th>
            <Table.Th ta="right">{t('administrator.estimators.columns.profiles')}</Table.Th>
            <HiddenHeader label={t('administrator.estimators.columns.actions')} />
          </>
        }
      >
        {(list.data?.items ?? []).map((estimator) => (
          <Table.Tr key={estimator._id} data-testid="estimator-row">
            <Table.Td>
              <Text fw={600} size="sm">
                {estimator.fullName}
              </Text>
              <Text c="dimmed" size="xs">
                {estimator.email}
              </Text>
            </Table.Td>
            <Table.Td>{date(estimator.createdAt)}</Table.Td>
            <Table.Td>{date(estimator.lastVisitAt)}</Table.Td>
            <Table.Td>{estimator.information ?? '—'}</Table.Td>
            <Table.Td ta="right">{estimator.profileCount}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap" justify="flex-end">
                <SendLinkButton estimator={estimator} />
                <EstimatorActions estimator={estimator} />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminListFrame>
      <CreateEstimatorDialog opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
