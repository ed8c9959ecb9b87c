import { Alert, Group, Loader, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailMessageCard } from '../../../features/mail/mail-message-card';
import { useApiClient } from '../../../shared/api/api-context';
import { PageTitle } from '../../../shared/ui/page-title';
import { mailPageSize, undeliveredMailQuery } from '../api/mail';

/**
 * The mail a server without SMTP keeps instead of sending: an administrator finds a person's sign-in or
 * verification link here and passes it on, so a team runs without a mail server and without the
 * development mailbox, which answers only on the server's own machine.
 */
export function MailPage() {
  const { t } = useTranslation();
  const client = useApiClient('administrator');
  const [search, setSearch] = useState('');
  const [to] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useQuery(undeliveredMailQuery(client, { to, page }));
  const pages = data ? Math.max(1, Math.ceil(data.total / mailPageSize)) : 1;
  return (
    <>
      <PageTitle subtitle={t('mail.lead')}>{t('mail.title')}</PageTitle>
      <Group align="flex-end" justify="space-between" mb="md">
        <TextInput
          label={t('mail.search')}
          placeholder={t('mail.searchHint')}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={320}
          data-testid="mail-search"
        />
        {data && data.delivery === 'outbox' ? (
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="mail-total">
            {t('mail.total', { count: data.total })}
          </Text>
        ) : null}
      </Group>
      {isPending ? <Loader size="sm" /> : null}
      {isError ? <Alert color="red">{t('errors.codes.unknown')}</Alert> : null}
      {data?.delivery === 'smtp' ? (
        <Alert color="gray" variant="light" data-testid="mail-sent-by-smtp">
          {t('mail.sentBySmtp')}
        </Alert>
      ) : null}
      {data?.delivery === 'outbox' && data.items.length === 0 ? <Text c="dimmed">{t(to ? 'mail.notFound' : 'mail.empty')}</Text> : null}
      {data && data.items.length > 0 ? (
        <Stack gap="md" data-testid="mail-list">
          {data.items.map((message, index) => (
            <MailMessageCard key={`${message.createdAt}-${index}`} message={message} />
          ))}
        </Stack>
      ) : null}
      {pages > 1 ? (
        <Group justify="center" mt="lg">
          <Pagination total={pages} value={page} onChange={setPage} aria-label={t('mail.pages')} />
        </Group>
      ) : null}
    </>
  );
}
