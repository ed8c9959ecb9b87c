import {
  attachPaymentMethod,
  cancelSubscription,
  confirmSimulatorPayment,
  createSimulatorPaymentMethod,
  detachPaymentMethod,
  payInvoice,
  resumeSubscription,
  setDefaultPaymentMethod,
  syncAccessRules,
  updateSubscription,
  updateSubscriptionUnsecure,
  type BillingState,
  type PaymentMethod,
} from '@teamcast/contract';
import type { CardEntry, PlanId } from '@teamcast/domain';
import { useMemo } from 'react';
import { useApiClient } from '../../../shared/api/api-context';
import { billingArea, useKeepBillingState, useKeepPaymentMethods } from './billing-queries';

// Every billing failure is shown where it happened, in the dialog, never by the top-level display.
const quiet = { report: false } as const;

/**
 * The billing calls the dialogs make, each keeping what the server answered: a billing state goes to
 * the dialogs and to the account on screen, a list of cards replaces the one shown.
 */
export function useBillingCalls() {
  const client = useApiClient(billingArea);
  const keepState = useKeepBillingState();
  const keepCards = useKeepPaymentMethods();
  return useMemo(() => {
    const kept = async (call: Promise<BillingState>) => {
      const state = await call;
      keepState(state);
      return state;
    };
    const cards = async (call: Promise<PaymentMethod[]>) => {
      const list = await call;
      keepCards(list);
      return list;
    };
    return {
      sync: () => kept(client(syncAccessRules, undefined, quiet)),
      subscribe: (plan: PlanId) => kept(client(updateSubscription, { body: { subscribe: plan } }, quiet)),
      startDemo: (plan: PlanId) => kept(client(updateSubscriptionUnsecure, { body: { subscribe: plan } }, quiet)),
      cancel: () => kept(client(cancelSubscription, undefined, quiet)),
      resume: () => kept(client(resumeSubscription, undefined, quiet)),
      payInvoice: (invoiceId: string) => kept(client(payInvoice, { body: { invoiceId } }, quiet)),
      attachCard: (paymentMethodId: string) => cards(client(attachPaymentMethod, { body: { paymentMethodId } }, quiet)),
      makeDefault: (paymentMethodId: string) => cards(client(setDefaultPaymentMethod, { body: { paymentMethodId } }, quiet)),
      removeCard: (paymentMethodId: string) => cards(client(detachPaymentMethod, { body: { paymentMethodId } }, quiet)),
      /** The built-in card processor's card entry: the number goes to it and comes back as a payment method id. */
      createSimulatorCard: async (card: CardEntry) => (await client(createSimulatorPaymentMethod, { body: { card } }, quiet)).id,
      confirmSimulator: (clientSecret: string, authentication: 'approve' | 'decline') =>
        client(confirmSimulatorPayment, { body: { clientSecret, authentication } }, quiet),
    };
  }, [client, keepState, keepCards]);
}

export type BillingCalls = ReturnType<typeof useBillingCalls>;
