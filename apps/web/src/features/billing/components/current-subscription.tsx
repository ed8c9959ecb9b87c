import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Subscription } from '@teamcast/contract';
import type { SubscriptionStatus } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../money';
import { planName } from '../plan-names';

export const statusNames = {
  incomplete: 'billing.status.incomplete',
  active: 'billing.status.active',
  past_due: 'billing.status.past_due',
  unpaid: 'billing.status.unpaid',
  canceled: 'billing.status.canceled',
} as const satisfies Record<SubscriptionStatus, string>;

const statusColors = { incomplete: 'yellow', active: 'teal', past_due: 'red', unpaid: 'red', canceled: 'gray' } as const satisfies Record<SubscriptionStatus, string>;

interface CurrentSubscriptionProps {
  subscription: Subscription | null;
  busy: string | null;
  onCancel: () => void;
  onResume: () => void;
  onCards: () => void;
  onInvoices: () => void;
}

/** Whether renewal can be cancelled now: a renewing plan that is paid up or being retried. */
export const canCancel = (s: Subscription) => s.renews && !s.cancelAtPeriodEnd && (s.status === 'active' || s.status === 'past_due');
/** Whether the plan can be resumed: its renewal was cancelled, or it has ended and can be bought again. */
export const canResume = (s: Subscription) => s.subscribe !== 'NONE' && ((s.cancelAtPeriodEnd && s.status !== 'canceled') || (s.status === 'canceled' && s.renews));

/** The owner's plan now: its name and state, until when, whether it renews, and the ways to change that. */
export function CurrentSubscription({ subscription: s, busy, onCancel, onResume, onCards, onInvoices }: CurrentSubscriptionProps) {
  const { t, i18n } = useTranslation();
  const day = (iso: string | null) => (iso ? formatDay(iso, i18n.language) : '');
  const none = !s || s.subscribe === 'NONE';
  const line = (() => {
    if (none) return t('billing.current.noneText');
    if (s.status === 'canceled') return t('billing.current.ended', { date: day(s.subscribeEndDate) });
    if (s.status === 'incomplete') return t('billing.current.incomplete');
    if (s.status === 'unpaid') return t('billing.current.unpaid');
    if (s.status === 'past_due') return s.nextAttemptAt ? t('billing.current.retry', { date: day(s.nextAttemptAt) }) : t('billing.current.unpaid');
    if (!s.subscribeEndDate) return t('billing.current.forever');
    if (!s.renews) return t('billing.current.until', { date: day(s.subscribeEndDate) });
    if (s.cancelAtPeriodEnd) return t('billing.current.cancelled', { date: day(s.subscribeEndDate) });
    return t('billing.current.renews', { date: day(s.subscribeEndDate) });
  })();
  return (
    <Paper withBorder radius="md" p="md" data-testid="current-subscription" aria-live="polite">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} data-testid="current-plan">
            {none ? t('billing.plan.none') : planName(t, s.subscribe)}
          </Text>
          {!none ? (
            <Badge color={statusColors[s.status]} variant="light" data-testid="current-status">
              {t(statusNames[s.status])}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c={!none && (s.status === 'past_due' || s.status === 'unpaid') ? 'red.8' : 'dimmed'} data-testid="current-line">
          {line}
        </Text>
        <Group gap="xs" wrap="wrap">
          {!none && canCancel(s) ? (
            <Button size="xs" variant="default" onClick={onCancel} loading={busy === 'cancel'} disabled={busy !== null}>
              {t('billing.current.cancel')}
            </Button>
          ) : null}
          {!none && canResume(s) ? (
            <Button size="xs" onClick={onResume} loading={busy === 'resume'} disabled={busy !== null}>
              {t('billing.current.resume')}
            </Button>
          ) : null}
          <Button size="xs" variant="subtle" onClick={onCards}>
            {t('billing.cards.title')}
          </Button>
          <Button size="xs" variant="subtle" onClick={onInvoices}>
            {t('billing.invoices.title')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
