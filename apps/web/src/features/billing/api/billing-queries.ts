import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { listAllInvoices, listPaymentMethods, listPrice, syncAccessRules, type BillingState, type PaymentMethod } from '@teamcast/contract';
import { isLocale } from '@teamcast/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-context';
import { areaQueryKey } from '../../../shared/api/query-keys';
import { useBillingHost } from '../billing-host';

/** Billing lives in the owner's area; its queries sit under the area's key, so signing out drops them. */
export const billingArea = 'owner' as const;

export const billingKeys = {
  all: areaQueryKey(billingArea, 'billing'),
  state: areaQueryKey(billingArea, 'billing', 'state'),
  prices: (language: string) => areaQueryKey(billingArea, 'billing', 'prices', language),
  cards: areaQueryKey(billingArea, 'billing', 'cards'),
  invoices: areaQueryKey(billingArea, 'billing', 'invoices'),
};

export const invoicePageSize = 10;

/**
 * The subscription as the server works it out now: asked for each time a billing dialog opens, so a
 * renewal or a payment made elsewhere shows, and passed on to the account on screen.
 */
export function useBillingState() {
  const client = useApiClient(billingArea);
  const host = useBillingHost();
  return useQuery({
    queryKey: billingKeys.state,
    queryFn: async ({ signal }): Promise<BillingState> => {
      const state = await client(syncAccessRules, undefined, { report: false, signal });
      host.reflect(state);
      return state;
    },
    staleTime: 0,
    retry: false,
  });
}

/** The plans on sale, in the currency of the page's language. */
export function usePriceList() {
  const client = useApiClient(billingArea);
  const { i18n } = useTranslation();
  const language = isLocale(i18n.language) ? i18n.language : undefined;
  return useQuery({
    queryKey: billingKeys.prices(language ?? ''),
    queryFn: ({ signal }) => client(listPrice, { query: { ln: language } }, { report: false, signal }),
    staleTime: 60_000,
    retry: false,
  });
}

export function usePaymentMethods() {
  const client = useApiClient(billingArea);
  return useQuery({
    queryKey: billingKeys.cards,
    queryFn: ({ signal }): Promise<PaymentMethod[]> => client(listPaymentMethods, undefined, { report: false, signal }),
    retry: false,
  });
}

/** The invoices, newest first, a page at a time. */
export function useInvoices() {
  const client = useApiClient(billingArea);
  return useInfiniteQuery({
    queryKey: billingKeys.invoices,
    queryFn: ({ pageParam, signal }) =>
      client(listAllInvoices, { query: { limit: invoicePageSize, next_page: pageParam } }, { report: false, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.has_more && page.next_page ? page.next_page : undefined),
    retry: false,
  });
}

/** Keeps what a billing call answered: the state for the dialogs, and the account for the locks. */
export function useKeepBillingState() {
  const queryClient = useQueryClient();
  const host = useBillingHost();
  const { reflect } = host;
  return useCallback(
    (state: BillingState) => {
      queryClient.setQueryData(billingKeys.state, state);
      reflect(state);
      // A change of plan can use up a demo or a seat, and a payment adds an invoice.
      void queryClient.invalidateQueries({ queryKey: billingKeys.all, predicate: (query) => query.queryKey[2] !== 'state' });
    },
    [queryClient, reflect],
  );
}

export function useKeepPaymentMethods() {
  const queryClient = useQueryClient();
  return useCallback((cards: PaymentMethod[]) => queryClient.setQueryData(billingKeys.cards, cards), [queryClient]);
}
