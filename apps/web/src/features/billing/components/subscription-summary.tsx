import { NavLink } from '@mantine/core';
import type { Subscription } from '@teamcast/contract';
import { accessGrantingStatuses } from '@teamcast/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../money';
import { planName } from '../plan-names';

export const isPastDue = (s: Subscription | null | undefined): s is Subscription => s?.status === 'past_due' || s?.status === 'unpaid';

/**
 * The owner's plan in the menu: its name and until when, "No plan" without one, in red while a
 * renewal is unpaid. Choosing it opens the subscription dialog.
 */
export function SubscriptionSummary({ subscription: s, icon, onOpen }: { subscription: Subscription | null | undefined; icon?: ReactNode; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const inForce = s && s.subscribe !== 'NONE' && accessGrantingStatuses.includes(s.status);
  const pastDue = s?.status === 'past_due' || s?.status === 'unpaid';
  const name = s && (inForce || pastDue) ? planName(t, s.subscribe) : t('billing.plan.none');
  const description = (() => {
    if (pastDue) return t('billing.menu.pastDue');
    if (!s || !inForce) return t('billing.menu.choose');
    return s.subscribeEndDate ? t('billing.menu.until', { date: formatDay(s.subscribeEndDate, i18n.language) }) : undefined;
  })();
  return (
    <NavLink
      component="button"
      type="button"
      label={name}
      description={description}
      leftSection={icon}
      color={pastDue ? 'red' : undefined}
      c={pastDue ? 'red' : undefined}
      onClick={onOpen}
      data-testid="menu-subscription"
      aria-label={`${t('billing.menu.label')}: ${name}${description ? `, ${description}` : ''}`}
    />
  );
}
