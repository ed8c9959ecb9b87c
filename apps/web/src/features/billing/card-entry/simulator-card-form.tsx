import { Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { cardProblem, digitsOnly, testCards, type CardBehaviour, type CardEntry, type CardProblem } from '@teamcast/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBillingCalls } from '../api/billing-calls';
import type { CardEntryProps } from './card-entry-props';

const problemTexts = {
  number_invalid: 'billing.card.problems.number_invalid',
  expiry_invalid: 'billing.card.problems.expiry_invalid',
  expired: 'billing.card.problems.expired',
  cvc_invalid: 'billing.card.problems.cvc_invalid',
} as const satisfies Record<CardProblem, string>;

const behaviourTexts = {
  succeeds: 'billing.card.behaviours.succeeds',
  declined: 'billing.card.behaviours.declined',
  insufficient_funds: 'billing.card.behaviours.insufficient_funds',
  requires_authentication: 'billing.card.behaviours.requires_authentication',
} as const satisfies Record<CardBehaviour, string>;

const field = { number_invalid: 'number', expiry_invalid: 'expiry', expired: 'expiry', cvc_invalid: 'cvc' } as const;

const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/** "MM/YY" or "MM/YYYY" as a month and a year; anything else reads as month 0, which the check refuses. */
function parseExpiry(value: string): { expMonth: number; expYear: number } {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return { expMonth: 0, expYear: 0 };
  return { expMonth: Number(match[1]), expYear: Number(match[2]) };
}

/**
 * The built-in card processor's card entry: test cards only, checked here with the same rules the
 * server applies, then sent to the processor, which answers a payment method id.
 */
export function SimulatorCardForm({ submitLabel, busy, onCard }: CardEntryProps) {
  const { t } = useTranslation();
  const calls = useBillingCalls();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [problem, setProblem] = useState<CardProblem | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const card: CardEntry = { number: digitsOnly(number), ...parseExpiry(expiry), cvc: cvc.trim() };
    const found = cardProblem(card, new Date());
    setProblem(found);
    if (found) return;
    onCard(() => calls.createSimulatorCard(card));
  };
  const errorOf = (name: 'number' | 'expiry' | 'cvc') => (problem && field[problem] === name ? t(problemTexts[problem]) : undefined);

  return (
    <form onSubmit={submit} noValidate data-testid="card-entry" aria-label={t('billing.card.title')}>
      <Stack gap="sm">
        <TextInput
          label={t('billing.card.number')}
          value={number}
          onChange={(event) => setNumber(event.currentTarget.value)}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          error={errorOf('number')}
          required
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('billing.card.expiry')}
            value={expiry}
            onChange={(event) => setExpiry(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('billing.card.expiryPlaceholder')}
            error={errorOf('expiry')}
            required
          />
          <TextInput
            label="CVC"
            value={cvc}
            onChange={(event) => setCvc(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            error={errorOf('cvc')}
            required
          />
        </Group>
        <div data-testid="test-cards">
          <Text size="xs" c="dimmed">
            {t('billing.card.testCards')}
          </Text>
          <List size="xs" c="dimmed" spacing={0}>
            {Object.entries(testCards).map(([card, behaviour]) => (
              <List.Item key={card}>
                <Text component="span" size="xs" ff="monospace">
                  {grouped(card)}
                </Text>{' '}
                — {t(behaviourTexts[behaviour])}
              </List.Item>
            ))}
          </List>
        </div>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
