import { Group, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AUDIT_ACTIONS, type AuditAction } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-context';
import { useLocale } from '../../../shared/i18n/use-locale';
import { PageTitle } from '../../../shared/ui/page-title';
import { auditQuery } from '../api/administration';
import { AdminListFrame, AdminListTotal } from '../components/admin-list-frame';
import { auditActionKey, auditTargetKeys } from '../components/administration-labels';
import { describeAuditDetails } from './audit-details';

function AuditDetails({ lines }: { lines: string[] }) {
  if (lines.length === 0) return '—';
  return (
    <Stack gap={2}>
      {lines.map((line, index) => (
        <Text key={index} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** Who among the administrators changed what, and when: newest first, filtered by action. */
export function AuditPage() {
  const { t } = useTranslation();
  const client = useApiClient('administrator');
  const ln = useLocale();
  const format = new Intl.DateTimeFormat(ln, { dateStyle: 'medium', timeStyle: 'short' });
  const [action, setAction] = useState<AuditAction | null>(null);
  const [page, setPage] = useState(1);
  const list = useQuery(auditQuery(client, { action, page }));
  return (
    <>
      <PageTitle subtitle={t('administration.audit.lead')}>{t('administration.audit.title')}</PageTitle>
      <Group align="flex-end" justify="space-between" mb="md">
        <Select
          label={t('administration.audit.action')}
          placeholder={t('administration.filters.any')}
          clearable
          data={AUDIT_ACTIONS.map((value) => ({ value, label: t(auditActionKey(value) ?? value) }))}
          value={action}
          onChange={(value) => {
            setAction(value as AuditAction | null);
            setPage(1);
          }}
          w={300}
          data-testid="audit-action"
        />
        <AdminListTotal total={list.data?.total} />
      </Group>
      <AdminListFrame
        testId="audit"
        list={list}
        emptyText={t('administration.audit.empty')}
        table={{ minWidth: 800, hover: false }}
        paging={{ page, onChange: setPage }}
        head={
          <>
            <Table.Th>{t('administration.audit.when')}</Table.Th>
            <Table.Th>{t('administration.audit.who')}</Table.Th>
            <Table.Th>{t('administration.audit.action')}</Table.Th>
            <Table.Th>{t('administration.audit.target')}</Table.Th>
            <Table.Th>{t('administration.audit.details')}</Table.Th>
          </>
        }
      >
        {(list.data?.items ?? []).map((entry) => (
          <Table.Tr key={entry._id} data-testid="audit-row">
            <Table.Td>{format.format(new Date(entry.createdAt))}</Table.Td>
            <Table.Td>{entry.administratorEmail}</Table.Td>
            <Table.Td>{t(auditActionKey(entry.action) ?? entry.action)}</Table.Td>
            <Table.Td>
              <Text size="xs">
                {auditTargetKeys[entry.targetKind] ? t(auditTargetKeys[entry.targetKind] ?? '') : entry.targetKind}: {entry.targetIds.join(', ')}
              </Text>
            </Table.Td>
            <Table.Td data-testid="audit-details">
              <AuditDetails lines={describeAuditDetails(entry, t)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminListFrame>
    </>
  );
}
