import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PaymentMethod } from '@teamcast/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBillingCalls } from '../api/billing-calls';
import { usePaymentMethods, usePriceList } from '../api/billing-queries';
import { CardEntry } from '../card-entry/card-entry';
import type { MakePaymentMethod } from '../card-entry/card-entry-props';
import { billingFailureCode } from '../payment-failure';
import { brandName } from '../plan-names';
import { useBusy } from '../use-busy';
import { BillingError } from './billing-messages';
import { BillingLoader } from './billing-loader';

const expiry = (card: PaymentMethod) => `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;

/** The payment cards dialog: the saved cards, which one renewals are charged to, adding and removing. */
export function PaymentCardsBody() {
  const { t } = useTranslation();
  const cards = usePaymentMethods();
  const prices = usePriceList();
  const calls = useBillingCalls();
  const { busy, run } = useBusy();
  const [failure, setFailure] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const act = async (name: string, work: () => Promise<unknown>) => {
    setFailure(null);
    const outcome = await run(name, work);
    if (outcome && !outcome.ok) setFailure(billingFailureCode(outcome.error));
    return outcome?.ok ?? false;
  };
  const add = async (make: MakePaymentMethod) => {
    if (await act('add', async () => calls.attachCard(await make()))) setAdding(false);
  };

  if (cards.isPending || prices.isPending) return <BillingLoader />;
  const list = cards.data ?? [];
  return (
    <Stack gap="md" data-testid="payment-cards">
      <BillingError code={failure ?? (cards.error ? billingFailureCode(cards.error) : null)} />
      {list.length === 0 ? (
        <Text c="dimmed" data-testid="no-cards">
          {t('billing.cards.none')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('billing.cards.title')}>
          {list.map((card) => {
            const name = t('billing.cards.card', { brand: brandName(card.brand), last4: card.last4 }).trim();
            return (
              <Paper component="li" key={card.id} withBorder radius="md" px="md" py="sm" data-testid="payment-card" aria-label={name}>
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Group gap="sm">
                    <Text fw={600}>
                      {name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('billing.cards.expires', { date: expiry(card) })}
                    </Text>
                    {card.isDefault ? (
                      <Badge variant="light" color="teal">
                        {t('billing.cards.default')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Group gap="xs">
                    {!card.isDefault ? (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => void act(`default-${card.id}`, () => calls.makeDefault(card.id))}
                        loading={busy === `default-${card.id}`}
                        disabled={busy !== null}
                      >
                        {t('billing.cards.makeDefault')}
                      </Button>
                    ) : null}
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => void act(`remove-${card.id}`, () => calls.removeCard(card.id))}
                      loading={busy === `remove-${card.id}`}
                      disabled={busy !== null}
                    >
                      {t('billing.cards.remove')}
                    </Button>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {adding && prices.data ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('billing.card.title')}
            </Title>
            <CardEntry provider={prices.data.provider} submitLabel={t('billing.cards.save')} busy={busy === 'add'} onCard={(make) => void add(make)} />
            <Button variant="subtle" size="xs" onClick={() => setAdding(false)} disabled={busy !== null} style={{ alignSelf: 'flex-start' }}>
              {t('billing.cards.cancelAdd')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Button variant="light" onClick={() => setAdding(true)} disabled={busy !== null} style={{ alignSelf: 'flex-start' }}>
          {t('billing.cards.add')}
        </Button>
      )}
    </Stack>
  );
}
