import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, estimatorSelf, failure, json, type FakeRoutes } from '../../../test/fake-api';
import { fieldError } from '../../../test/form-helpers';
import { renderApp, settled } from '../../../test/render-app';

async function openEstimator(routes: FakeRoutes) {
  const api = createFakeApi(routes);
  const app = renderApp('/estimator', { signedIn: ['estimator'], fetch: api.fetch });
  await settled(app.router);
  return { ...app, api, user: userEvent.setup() };
}

describe("the estimator's password", () => {
  it('is changed from the menu with the current one, and a wrong current one is said under its field', async () => {
    let answer = failure(400, 'wrong_password');
    const { api, user } = await openEstimator({
      getEstimatorSelf: () => estimatorSelf(),
      updateEstimatorSelf: () => answer,
    });
    await user.click(await screen.findByRole('button', { name: 'Сменить пароль' }));
    const form = await screen.findByTestId('change-password-form');
    await user.type(screen.getByLabelText(/^Текущий пароль/, { selector: 'input' }), 'old-secret-7');
    await user.type(screen.getByLabelText(/^Новый пароль/, { selector: 'input' }), 'fresh-secret-7');
    await user.type(screen.getByLabelText(/^Повторите пароль/, { selector: 'input' }), 'fresh-secret-7');
    await user.click(within(form).getByRole('button', { name: 'Сменить пароль' }));
    await waitFor(() => expect(fieldError(/^Текущий пароль/)).toBe('Неверный текущий пароль'));
    expect(api.calls('updateEstimatorSelf')[0]?.body).toEqual({ currentPassword: 'old-secret-7', password: 'fresh-secret-7' });

    answer = json(200, estimatorSelf());
    await user.click(within(form).getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByText('Пароль изменён')).toBeTruthy();
  });

  it('is chosen without a current one by an estimator invited by link who has none', async () => {
    const { api, user } = await openEstimator({
      getEstimatorSelf: () => estimatorSelf({ hasPassword: false }),
      updateEstimatorSelf: () => json(200, estimatorSelf()),
    });
    await user.click(await screen.findByRole('button', { name: 'Сменить пароль' }));
    await screen.findByTestId('set-password-form');
    expect(screen.queryByLabelText(/^Текущий пароль/, { selector: 'input' })).toBeNull();
    await user.type(screen.getByLabelText(/^Новый пароль/, { selector: 'input' }), 'first-secret-7');
    await user.type(screen.getByLabelText(/^Повторите пароль/, { selector: 'input' }), 'first-secret-7');
    await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    await waitFor(() => expect(api.calls('updateEstimatorSelf')).toHaveLength(1));
    expect(api.calls('updateEstimatorSelf')[0]?.body).toEqual({ password: 'first-secret-7' });
  });
});
