import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFlameApi, flameTest, paidReport, testKeyOf } from '../../test-support/fake-flame-api';
import { renderFlame } from '../../test-support/render-flame';

const key = testKeyOf(7);
const resultPath = `/main/questionnaire-result/${key}`;

// Stripe.js as far as the card entry uses it: a card field mounted in the page, and the payment confirmed.
const stripe = vi.hoisted(() => {
  const card = { mount: vi.fn((element: HTMLElement) => element.setAttribute('data-stripe-card', 'mounted')), destroy: vi.fn() };
  const confirmCardPayment = vi.fn(async (_secret: string, _data: unknown) => ({}) as { error?: { type: string; code?: string } });
  const instance = { elements: vi.fn(() => ({ create: vi.fn(() => card) })), confirmCardPayment };
  return { card, confirmCardPayment, loadStripe: vi.fn(async (_key: string) => instance) };
});
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));

afterEach(() => vi.clearAllMocks());

describe('the card entry of the processor the payment names', () => {
  it('Stripe: its card field in the page, its script loaded with the publishable key, and the payment confirmed by Stripe.js', async () => {
    const user = userEvent.setup();
    const api = createFakeFlameApi([flameTest({ key })]);
    api.state.provider = { kind: 'stripe', publishableKey: 'pk_test_flame' };
    stripe.confirmCardPayment.mockImplementationOnce(async () => {
      // Stripe's webhook has paid the report by the time the page asks.
      api.tests.set(key, { ...api.tests.get(key)!, status: 'PAID', report: paidReport });
      return {};
    });
    renderFlame(resultPath, { api });
    await user.click(await screen.findByTestId('flame-unlock-start'));

    const form = await screen.findByTestId('card-entry');
    // The form shows at once; Stripe's card field is mounted, and the button enabled, once its script has loaded.
    const pay = within(form).getByRole<HTMLButtonElement>('button', { name: /^Оплатить/ });
    await waitFor(() => expect(pay.disabled).toBe(false));
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_flame');
    expect(form.querySelector('[data-stripe-card="mounted"]')).not.toBeNull();
    // The built-in processor's own fields are not there: the number is typed into Stripe's field only.
    expect(within(form).queryByLabelText('Номер карты')).toBeNull();

    await user.click(pay);
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith(`secret_${key}`, { payment_method: { card: stripe.card } });
    expect(await screen.findByTestId('flame-report')).toBeTruthy();
    expect(screen.queryByTestId('flame-unlock')).toBeNull();
    expect(api.seen.some((request) => request.path.endsWith('/card-simulator/confirm'))).toBe(false);
  });

  it('the built-in processor: its own card form, and Stripe’s script is never loaded', async () => {
    const user = userEvent.setup();
    renderFlame(resultPath, { api: createFakeFlameApi([flameTest({ key })]) });
    await user.click(await screen.findByTestId('flame-unlock-start'));

    const form = await screen.findByTestId('card-entry');
    expect(within(form).getByLabelText('Номер карты')).toBeTruthy();
    expect(within(form).getByLabelText('CVC')).toBeTruthy();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });
});
