import { Anchor, Badge, Group, Paper, Text, Title } from '@mantine/core';
import type { OutboxMessage } from '@teamcast/contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale';

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

/** One kept mail: subject, time, recipient and its text, whose links can be followed. */
export function MailMessageCard({ message }: { message: OutboxMessage }) {
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
        {t('mail.to')} <Badge variant="light" tt="none">{message.to}</Badge>
      </Text>
      <LinkifiedText text={message.text} />
    </Paper>
  );
}
