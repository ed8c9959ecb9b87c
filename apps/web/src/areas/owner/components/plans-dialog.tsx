import { Modal, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { BillingState, OwnerSelf } from '@teamcast/contract';
import { tierOpen, type FeatureTier, type OwnerTool } from '@teamcast/domain';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BillingHostProvider, ComparisonTable, comparisonTiers, InvoicesBody, PaymentCardsBody, SubscriptionDialogBody, type BillingHost } from '../../../features/billing';
import { ContactForm } from '../../../features/contact/contact-form';
import { selfQueryKey } from '../../../features/identity/api/self-queries';
import { useOwnerSelf } from '../../../features/identity/api/use-owner-self';
import { tierNames, toolNames } from './tool-access';

/** What the dialog was opened for: a locked tool and the tier that opens it, or nothing in particular. */
export interface PlansRequest {
  tool?: OwnerTool;
  tier?: FeatureTier;
}

type BillingDialog = { kind: 'subscription'; request: PlansRequest } | { kind: 'comparison' } | { kind: 'cards' } | { kind: 'invoices' };

interface Plans {
  /** The subscription dialog, for a locked tool's tier or for none in particular. */
  open: (request?: PlansRequest) => void;
  openComparison: () => void;
  openCards: () => void;
  openInvoices: () => void;
}

const PlansContext = createContext<Plans | null>(null);

export function usePlans(): Plans {
  const plans = useContext(PlansContext);
  if (!plans) throw new Error('usePlans needs a PlansProvider above it');
  return plans;
}

/**
 * The billing dialogs for the whole owner area, so the menu, the dashboard, a locked page and the banner
 * open the same ones: the subscription, the comparison of subscriptions, the payment cards and the
 * invoices, one at a time. A billing state any of them receives goes into the account on screen at once,
 * so the locks open (or close) without waiting for the server's push.
 */
export function PlansProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<BillingDialog | null>(null);
  const open = useCallback((request: PlansRequest = {}) => setDialog({ kind: 'subscription', request }), []);
  const openComparison = useCallback(() => setDialog({ kind: 'comparison' }), []);
  const openCards = useCallback(() => setDialog({ kind: 'cards' }), []);
  const openInvoices = useCallback(() => setDialog({ kind: 'invoices' }), []);
  const plans = useMemo(() => ({ open, openComparison, openCards, openInvoices }), [open, openComparison, openCards, openInvoices]);
  const host = useMemo<BillingHost>(
    () => ({
      reflect: (state: BillingState) =>
        queryClient.setQueryData<OwnerSelf>(selfQueryKey('owner'), (self) =>
          self ? { ...self, accessRules: { ...state.accessRules }, subscribe: state.subscribe } : self,
        ),
    }),
    [queryClient],
  );
  return (
    <PlansContext value={plans}>
      <BillingHostProvider host={host}>
        {children}
        <BillingDialogs dialog={dialog} plans={plans} onClose={() => setDialog(null)} />
      </BillingHostProvider>
    </PlansContext>
  );
}

const titles = {
  subscription: 'ownerHelp.plans.title',
  comparison: 'billing.compare.title',
  cards: 'billing.cards.title',
  invoices: 'billing.invoices.title',
} as const;

const sizes = { subscription: 'xl', comparison: 'xl', cards: 'md', invoices: 'lg' } as const;

function BillingDialogs({ dialog, plans, onClose }: { dialog: BillingDialog | null; plans: Plans; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: self } = useOwnerSelf('owner');
  // The last dialog stays drawn while it fades out.
  const [shown, setShown] = useState<BillingDialog | null>(dialog);
  if (dialog && dialog !== shown) setShown(dialog);
  const kind = (dialog ?? shown)?.kind ?? 'subscription';
  return (
    <Modal opened={dialog !== null} onClose={onClose} title={t(titles[kind])} size={sizes[kind]} centered data-testid={`billing-dialog-${kind}`}>
      {/* The reason is said at once, while the plans load. */}
      {shown?.kind === 'subscription' ? <Reason request={shown.request} /> : null}
      {shown?.kind === 'subscription' ? (
        <SubscriptionDialogBody
          tier={shown.request.tier}
          footer={<EnterpriseContact email={self?.email ?? ''} tier={shown.request.tier} />}
          onComparison={plans.openComparison}
          onCards={plans.openCards}
          onInvoices={plans.openInvoices}
        />
      ) : shown?.kind === 'comparison' ? (
        <ComparisonTable current={self ? currentTier(self) : undefined} onChoose={() => plans.open()} />
      ) : shown?.kind === 'cards' ? (
        <PaymentCardsBody />
      ) : shown?.kind === 'invoices' ? (
        <InvoicesBody />
      ) : null}
    </Modal>
  );
}

function Reason({ request }: { request: PlansRequest }) {
  const { t } = useTranslation();
  if (!request.tool || !request.tier) return null;
  return (
    <Text fw={600} mb="md" data-testid="plans-reason">
      {t('ownerHelp.plans.forTool', { tool: t(toolNames[request.tool]), tier: t(tierNames[request.tier]) })}
    </Text>
  );
}

/** Larger companies ask for a plan of their own: the contact form, with the account's email and the tier filled in. */
function EnterpriseContact({ email, tier }: { email: string; tier?: FeatureTier }) {
  const { t } = useTranslation();
  const tierName = tier ? t(tierNames[tier]) : null;
  return (
    <div data-testid="enterprise-contact">
      <Title order={3} size="h4">
        {t('ownerHelp.plans.askTitle')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="sm">
        {t('ownerHelp.plans.askText')}
      </Text>
      <ContactForm
        key={`${email}-${tier ?? ''}`}
        initialValues={{ email, message: tierName ? t('ownerHelp.plans.message', { tier: tierName }) : t('ownerHelp.plans.messageAny') }}
      />
    </div>
  );
}

/** The tier the owner's plan gives, read from the access rules the account carries. */
function currentTier(self: OwnerSelf): FeatureTier {
  return comparisonTiers.filter((tier) => tierOpen(tier, self.accessRules)).at(-1) ?? 'basic';
}
