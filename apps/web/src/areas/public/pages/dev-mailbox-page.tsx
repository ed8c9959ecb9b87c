import { Alert, Button, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError, getDevOutbox, type ApiClient } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-context';
import { areaQueryKey } from '../../../shared/api/query-keys';
import { MailMessageCard } from '../../../features/mail/mail-message-card';
import { PageTitle } from '../../../shared/ui/page-title';

function outboxQuery(client: ApiClient) {
  return {
    queryKey: areaQueryKey('public', 'dev-outbox'),
    queryFn: ({ signal }: { signal: AbortSignal }) => client(getDevOutbox, undefined, { report: false, signal }),
    // New mail appears while the page is open, as a developer waits for it.
    refetchInterval: 5000,
    retry: false,
  };
}

/**
 * The development mailbox: mail the server kept instead of sending (no SMTP configured), newest first.
 * The server refuses it in production or with SMTP, and the page says so.
 */
export function DevMailboxPage() {
  const { t } = useTranslation();
  const client = useApiClient('public');
  const { data, error, isPending, refetch, isFetching } = useQuery(outboxQuery(client));
  const unavailable = error instanceof ApiError && error.statusCode === 404;
  return (
    <Container size="md" py="xl" data-testid="dev-mailbox">
      <PageTitle subtitle={t('public.devMailbox.lead')}>{t('public.devMailbox.title')}</PageTitle>
      <Group mb="md">
        <Button variant="default" onClick={() => void refetch()} loading={isFetching && !isPending}>
          {t('public.devMailbox.refresh')}
        </Button>
      </Group>
      {isPending ? <Loader size="sm" /> : null}
      {unavailable ? (
        <Alert color="gray" variant="light" data-testid="dev-mailbox-unavailable">
          {t('public.devMailbox.unavailable')}
        </Alert>
      ) : error ? (
        <Alert color="red" variant="light">
          {t('errors.codes.unknown')}
        </Alert>
      ) : null}
      {data && data.length === 0 ? <Text c="dimmed">{t('public.devMailbox.empty')}</Text> : null}
      {data && data.length > 0 ? (
        <Stack gap="md">
          {data.map((message, index) => (
            <MailMessageCard key={`${message.createdAt}-${index}`} message={message} />
          ))}
        </Stack>
      ) : null}
    </Container>
  );
}
