import { Badge, Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { BillingState, Invoice, PendingPayment } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBillingCalls } from '../api/billing-calls';
import { useInvoices, usePriceList } from '../api/billing-queries';
import { formatMoney, formatShortDay } from '../money';
import { billingFailureCode } from '../payment-failure';
import { planName } from '../plan-names';
import { useBusy, type Outcome } from '../use-busy';
import { BillingError, BillingNotice } from './billing-messages';
import { PaymentConfirmation } from './payment-confirmation';
import { BillingLoader } from './billing-loader';

const invoiceStatusNames = {
  open: 'billing.invoices.statuses.open',
  paid: 'billing.invoices.statuses.paid',
  void: 'billing.invoices.statuses.void',
  uncollectible: 'billing.invoices.statuses.uncollectible',
} as const satisfies Record<Invoice['status'], string>;

const invoiceStatusColors = { open: 'orange', paid: 'teal', void: 'gray', uncollectible: 'red' } as const satisfies Record<Invoice['status'], string>;

/** The invoices dialog: newest first, a page at a time, and an open one paid from here. */
export function InvoicesBody() {
  const { t, i18n } = useTranslation();
  const invoices = useInvoices();
  const prices = usePriceList();
  const calls = useBillingCalls();
  const { busy, run } = useBusy();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [payment, setPayment] = useState<PendingPayment | null>(null);
  // Invoices paid here, shown paid before the list is read again, so none is paid twice.
  const [paidHere, setPaidHere] = useState<ReadonlySet<string>>(new Set());

  const settle = (outcome: Outcome<BillingState>, invoiceId: string | null) => {
    setPayment(null);
    if (!outcome.ok) return setFailure(billingFailureCode(outcome.error));
    if (outcome.value.payment?.status === 'requires_action') return setPayment(outcome.value.payment);
    if (invoiceId) setPaidHere((paid) => new Set([...paid, invoiceId]));
    setNotice(t('billing.invoices.paidNotice'));
  };
  const pay = async (invoice: Invoice) => {
    setFailure(null);
    setNotice(null);
    const outcome = await run(`pay-${invoice.id}`, () => calls.payInvoice(invoice.id));
    if (outcome) settle(outcome, invoice.id);
  };
  const statusOf = (invoice: Invoice): Invoice['status'] => (paidHere.has(invoice.id) ? 'paid' : invoice.status);

  if (invoices.isPending) return <BillingLoader />;
  const rows = invoices.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Stack gap="md" data-testid="invoices">
      <BillingError code={failure ?? (invoices.error ? billingFailureCode(invoices.error) : null)} />
      <BillingNotice text={notice} />
      {payment && prices.data ? <PaymentConfirmation payment={payment} provider={prices.data.provider} onDone={(outcome) => settle(outcome, null)} /> : null}
      {rows.length === 0 && !invoices.error ? (
        <Text c="dimmed" data-testid="no-invoices">
          {t('billing.invoices.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" striped data-testid="invoice-table">
            <caption>
              <VisuallyHidden>{t('billing.invoices.title')}</VisuallyHidden>
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('billing.invoices.number')}</Table.Th>
                <Table.Th scope="col">{t('billing.invoices.period')}</Table.Th>
                <Table.Th scope="col">{t('billing.invoices.amount')}</Table.Th>
                <Table.Th scope="col">{t('billing.invoices.status')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('billing.invoices.action')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((invoice) => (
                <Table.Tr key={invoice.id} data-testid="invoice-row">
                  <Table.Th scope="row" fw={500}>
                    {invoice.number}
                    <Text size="xs" c="dimmed" fw={400}>
                      {planName(t, invoice.subscribe)}
                    </Text>
                  </Table.Th>
                  <Table.Td>
                    {formatShortDay(invoice.periodStart, i18n.language)} – {formatShortDay(invoice.periodEnd, i18n.language)}
                  </Table.Td>
                  <Table.Td>{formatMoney(invoice.amount, invoice.currency, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={invoiceStatusColors[statusOf(invoice)]}>
                      {t(invoiceStatusNames[statusOf(invoice)])}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {statusOf(invoice) === 'open' ? (
                      <Button
                        size="xs"
                        onClick={() => void pay(invoice)}
                        loading={busy === `pay-${invoice.id}`}
                        disabled={busy !== null}
                        aria-label={t('billing.invoices.payNamed', { number: invoice.number })}
                      >
                        {t('billing.invoices.pay')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {invoices.hasNextPage ? (
        <Button variant="default" onClick={() => void invoices.fetchNextPage()} loading={invoices.isFetchingNextPage} style={{ alignSelf: 'center' }}>
          {t('billing.invoices.more')}
        </Button>
      ) : null}
    </Stack>
  );
}
