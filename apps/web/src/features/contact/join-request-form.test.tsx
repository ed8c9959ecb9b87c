import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, failure, json, type FakeRoutes } from '../../test/fake-api';
import { fieldError } from '../../test/form-helpers';
import { renderApp, settled } from '../../test/render-app';

const route = 'ownerJoinRequest';

async function openEnterprise(routes: FakeRoutes = {}, language: 'ru' | 'en' = 'ru') {
  const api = createFakeApi(routes);
  const app = renderApp('/enterprise', { fetch: api.fetch, language });
  await settled(app.router);
  const form = await screen.findByTestId('join-request-form');
  return { ...app, api, form, user: userEvent.setup() };
}

describe('join request form', () => {
  it('checks the fields with the domain rules before asking the server', async () => {
    const { user, api, form } = await openEnterprise();
    const submit = within(form).getByRole('button', { name: 'Отправить заявку' });
    await user.click(submit);
    expect(fieldError(/^Email/)).toBe('Обязательное поле');
    await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'boss@');
    await user.type(screen.getByLabelText(/^Имя/, { selector: 'input' }), 'Anna 2');
    await user.click(submit);
    expect(fieldError(/^Email/)).toBe('Неверный формат email');
    expect(fieldError(/^Имя/)).toBe('Только кириллица и латиница');
    expect(api.calls(route)).toHaveLength(0);
  });

  it('sends the request in the language on screen and shows a confirmation instead of the form', async () => {
    const { user, api } = await openEnterprise({ [route]: () => json(202, { sent: true }) });
    await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), ' Boss@Example.com ');
    await user.type(screen.getByLabelText(/^Имя/, { selector: 'input' }), 'Анна');
    await user.type(screen.getByLabelText(/^Компания/, { selector: 'input' }), 'ООО Ромашка');
    await user.type(screen.getByLabelText(/^Сообщение/, { selector: 'textarea' }), 'Нас двадцать человек');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    const sent = await screen.findByTestId('join-request-sent');
    expect(sent.textContent).toContain('Заявка отправлена');
    expect(sent.textContent).toContain('Boss@Example.com');
    expect(screen.queryByTestId('join-request-form')).toBeNull();
    expect(api.calls(route).map((request) => request.body)).toEqual([
      { email: 'boss@example.com', name: 'Анна', companyName: 'ООО Ромашка', message: 'Нас двадцать человек', ln: 'ru' },
    ]);
  });

  it('leaves out the optional fields that were not filled in', async () => {
    const { user, api } = await openEnterprise({ [route]: () => json(202, { sent: true }) }, 'en');
    await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'boss@example.com');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect((await screen.findByTestId('join-request-sent')).textContent).toContain('Request sent');
    expect(api.calls(route)[0]?.body).toEqual({ email: 'boss@example.com', ln: 'en' });
    await user.click(screen.getByRole('button', { name: 'Send another request' }));
    expect(await screen.findByTestId('join-request-form')).toBeTruthy();
    expect(screen.getByLabelText(/^Email/, { selector: 'input' })).toHaveProperty('value', '');
  });

  it('shows the server’s validation error under its field', async () => {
    const { user } = await openEnterprise({ [route]: failure(400, 'validation', { field: 'email', rule: 'email' }) });
    await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'boss@example.com');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(fieldError(/^Email/)).toBe('Неверный формат email'));
    expect(screen.queryByTestId('form-alert')).toBeNull();
    expect(screen.queryByTestId('join-request-sent')).toBeNull();
  });

  it.each([
    ['ru', 'Отправить заявку', 'Слишком много запросов, попробуйте немного позже'],
    ['en', 'Send request', 'Too many requests, please try again a little later'],
  ] as const)('says too many requests above the form (%s)', async (language, submit, text) => {
    const { user } = await openEnterprise({ [route]: failure(429, 'too_many_requests') }, language);
    await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'boss@example.com');
    await user.click(screen.getByRole('button', { name: submit }));
    expect((await screen.findByTestId('form-alert')).textContent).toBe(text);
    expect(screen.getByTestId('join-request-form')).toBeTruthy();
  });
});
