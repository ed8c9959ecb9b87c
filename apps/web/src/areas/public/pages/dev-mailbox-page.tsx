import { Alert, Anchor, Badge, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError, getDevOutbox, type ApiClient, type OutboxMessage } from '@teamcast/contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-context';
import { areaQueryKey } from '../../../shared/api/query-keys';
import { useLocale } from '../../../shared/i18n/use-locale';
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

const linkPattern = /(https?:\/\/[^\s<>"]+)/g;

/** A mail's plain text with its links clickable, so a sign-in link can be followed from here. */
function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(linkPattern);
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Anchor key={index} href={part}>
            {part}
          </Anchor>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </Text>
  );
}

function MessageCard({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation();
  const ln = useLocale();
  const time = new Intl.DateTimeFormat(ln, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(message.createdAt));
  return (
    <Paper withBorder radius="md" p="md" component="article" data-testid="outbox-message">
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
        <Title order={2} size="h5">
          {message.subject}
        </Title>
        <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
          {time}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('public.devMailbox.to')} <Badge variant="light" tt="none">{message.to}</Badge>
      </Text>
      <LinkifiedText text={message.text} />
    </Paper>
  );
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
            <MessageCard key={`${message.createdAt}-${index}`} message={message} />
          ))}
        </Stack>
      ) : null}
    </Container>
  );
}
