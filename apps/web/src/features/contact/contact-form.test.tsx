import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, failure, json, type FakeRoutes } from '../../test/fake-api';
import { fieldError } from '../../test/form-helpers';
import { renderApp, settled } from '../../test/render-app';

const route = 'ownerContact';

async function openFaq(routes: FakeRoutes = {}, language: 'ru' | 'en' = 'ru') {
  const api = createFakeApi(routes);
  const app = renderApp('/faq', { fetch: api.fetch, language });
  await settled(app.router);
  const form = await screen.findByTestId('contact-form');
  return { ...app, api, form, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: { email?: string; name?: string; message?: string }) {
  if (values.email) await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), values.email);
  if (values.name) await user.type(screen.getByLabelText(/^(Имя|Name)/, { selector: 'input' }), values.name);
  if (values.message) await user.type(screen.getByLabelText(/^(Сообщение|Message)/, { selector: 'textarea' }), values.message);
}

describe('contact form', () => {
  it('sits in the “didn’t find your answer” card of the FAQ', async () => {
    const { form } = await openFaq();
    expect(form.closest('[class*="more"]')?.textContent).toContain('Не нашли ответ?');
  });

  it('checks the fields with the domain rules before asking the server', async () => {
    const { user, api, form } = await openFaq();
    const submit = within(form).getByRole('button', { name: 'Отправить' });
    await user.click(submit);
    expect(fieldError(/^Email/)).toBe('Обязательное поле');
    expect(fieldError(/^Сообщение/)).toBe('Обязательное поле');
    expect(fieldError(/^Имя/)).toBeNull();
    await fill(user, { email: 'me@example', name: '-Анна', message: '   ' });
    await user.click(submit);
    expect(fieldError(/^Email/)).toBe('Неверный формат email');
    expect(fieldError(/^Имя/)).toBe('Только кириллица и латиница');
    expect(fieldError(/^Сообщение/)).toBe('Обязательное поле');
    expect(api.calls(route)).toHaveLength(0);
  });

  it('sends the message with the name as `username` and shows a confirmation instead of the form', async () => {
    const { user, api } = await openFaq({ [route]: () => json(202, { sent: true }) });
    await fill(user, { email: 'Me@Example.com', name: 'Анна', message: '  Как подключить команду?  ' });
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    const sent = await screen.findByTestId('contact-sent');
    expect(sent.textContent).toContain('Сообщение отправлено');
    expect(sent.textContent).toContain('Me@Example.com');
    expect(screen.queryByTestId('contact-form')).toBeNull();
    expect(api.calls(route).map((request) => request.body)).toEqual([
      { email: 'me@example.com', username: 'Анна', message: 'Как подключить команду?' },
    ]);
  });

  it('leaves the name out when it is empty', async () => {
    const { user, api } = await openFaq({ [route]: () => json(202, { sent: true }) }, 'en');
    await fill(user, { email: 'me@example.com', message: 'Hello' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('contact-sent')).textContent).toContain('Message sent');
    expect(api.calls(route)[0]?.body).toEqual({ email: 'me@example.com', message: 'Hello' });
  });

  it('shows the server’s validation error under its field, the name included', async () => {
    const { user } = await openFaq({ [route]: failure(400, 'validation', { field: 'username', rule: 'name' }) });
    await fill(user, { email: 'me@example.com', name: 'Анна', message: 'Вопрос' });
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(fieldError(/^Имя/)).toBe('Только кириллица и латиница'));
    expect(screen.queryByTestId('form-alert')).toBeNull();
    expect(screen.queryByTestId('contact-sent')).toBeNull();
  });

  it.each([
    ['ru', 'Отправить', 'Слишком много запросов, попробуйте немного позже'],
    ['en', 'Send', 'Too many requests, please try again a little later'],
  ] as const)('says too many requests above the form (%s)', async (language, submit, text) => {
    const { user } = await openFaq({ [route]: failure(429, 'too_many_requests') }, language);
    await fill(user, { email: 'me@example.com', message: 'Hi' });
    await user.click(screen.getByRole('button', { name: submit }));
    expect((await screen.findByTestId('form-alert')).textContent).toBe(text);
    expect(screen.getByTestId('contact-form')).toBeTruthy();
  });
});
