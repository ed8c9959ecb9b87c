import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EstimatorListItem } from '@teamcast/contract';
import { describe, expect, it } from 'vitest';
import { createFakeApi, failure, json } from '../../../test/fake-api';
import { fieldError } from '../../../test/form-helpers';
import { renderApp, settled } from '../../../test/render-app';

const anna: EstimatorListItem = {
  _id: 'e1',
  email: 'anna@example.com',
  fullName: 'Анна Петрова',
  information: 'Психолог',
  createdAt: '2026-03-01T10:00:00.000Z',
  lastVisitAt: null,
  profileCount: 12,
};

describe('administrator: estimators', () => {
  it('lists estimators and mails one a login link', async () => {
    const api = createFakeApi({
      listEstimators: { items: [anna] },
      sendLoginLink: () => json(202, { sent: true }),
    });
    const { router } = renderApp('/administrator/estimators', { signedIn: ['administrator'], fetch: api.fetch });
    await settled(router);
    const row = await screen.findByTestId('estimator-row');
    expect(row.textContent).toContain('Анна Петрова');
    expect(row.textContent).toContain('Психолог');
    expect(row.textContent).toContain('12');
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Отправить ссылку для входа на anna@example.com' }));
    expect(await screen.findByText('Ссылка для входа отправлена на anna@example.com')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')?.path).toBe('/api/v1/administrator/estimators/e1/mail/login-link');
  });

  it('creates an estimator without a password, and shows an address in use under the email', async () => {
    let items: EstimatorListItem[] = [];
    let answer: Response | null = failure(409, 'email_in_use');
    const api = createFakeApi({
      listEstimators: () => ({ items }),
      createEstimator: ({ body }) => {
        if (answer) return answer;
        const created = { ...anna, _id: 'e2', email: 'new@example.com', fullName: (body as { fullName: string }).fullName, information: null, profileCount: 0 };
        items = [created];
        return json(201, created);
      },
    });
    const { router } = renderApp('/administrator/estimators', { signedIn: ['administrator'], fetch: api.fetch });
    await settled(router);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('create-estimator-open'));
    const form = await screen.findByTestId('create-estimator-form');
    await user.click(within(form).getByRole('button', { name: 'Добавить оценщика' }));
    expect(fieldError(/^Email/)).toBe('Обязательное поле');
    expect(fieldError(/^Полное имя/)).toBe('Обязательное поле');

    await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'new@example.com');
    await user.type(screen.getByLabelText(/^Полное имя/, { selector: 'input' }), 'Иван Новиков');
    await user.type(screen.getByLabelText(/^Пароль/, { selector: 'input' }), '123');
    await user.click(within(form).getByRole('button', { name: 'Добавить оценщика' }));
    expect(fieldError(/^Пароль/)).toBe('Минимальное количество символов 6');
    await user.clear(screen.getByLabelText(/^Пароль/, { selector: 'input' }));

    await user.click(within(form).getByRole('button', { name: 'Добавить оценщика' }));
    await waitFor(() => expect(fieldError(/^Email/)).toBe('Этот email уже используется, пожалуйста, войдите'));

    answer = null;
    await user.click(within(form).getByRole('button', { name: 'Добавить оценщика' }));
    expect((await screen.findByTestId('estimator-row')).textContent).toContain('Иван Новиков');
    expect(api.calls('createEstimator')[1]?.body).toEqual({ email: 'new@example.com', fullName: 'Иван Новиков' });
  });
});
