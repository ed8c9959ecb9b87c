import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { proofChallengeSchema, proofOfWorkAlgorithm, type Proof, type ProofChallenge } from '@teamcast/contract';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it } from 'vitest';
import { createFakeApi, failure, json, ownerSelf, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { renderApp, settled } from '../../test/render-app';

const secrets = { hmacSignatureSecret: 'test signature secret', hmacKeySignatureSecret: 'test key secret' };

/** A challenge like the server's, small enough to solve at once. */
async function challenge(): Promise<ProofChallenge> {
  return proofChallengeSchema.parse(
    await createChallenge({
      algorithm: proofOfWorkAlgorithm,
      cost: 1,
      counter: 40,
      deriveKey,
      ...secrets,
      data: { expires: Math.floor(Date.now() / 1000) + 600, maxCounter: 50 },
    }),
  );
}

async function isSolved(proof: Proof | undefined): Promise<boolean> {
  if (!proof) return false;
  return (await verifySolution({ challenge: proof.challenge, solution: proof.solution, deriveKey, ...secrets })).verified;
}

const signedUp = { token: 'T'.repeat(43), owner: ownerSelf({ status: 'unverified' }) };

async function open(path: string, routes: FakeRoutes, testId: string) {
  const api = createFakeApi(routes);
  const app = renderApp(path, { fetch: api.fetch });
  await settled(app.router);
  const form = await screen.findByTestId(testId);
  return { ...app, api, form, user: userEvent.setup() };
}

async function fillRegistration(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'new@example.com');
  await user.type(screen.getByLabelText(/^Пароль/, { selector: 'input' }), 'secret-1');
  await user.type(screen.getByLabelText(/^Повторите пароль/, { selector: 'input' }), 'secret-1');
  await user.click(screen.getByRole('checkbox'));
}

describe('the captcha of registration and the contact form', () => {
  it('starts the check when the visitor starts on the form, says so, and registers with the solved challenge', async () => {
    const { user, api, router } = await open(
      '/owner/registration',
      {
        getCaptcha: async () => ({ challenge: await challenge() }),
        ownerSignup: async ({ body }: FakeRequest) => ((await isSolved((body as { captcha?: Proof }).captcha)) ? json(201, signedUp) : failure(428, 'captcha_required')),
      },
      'registration-form',
    );
    expect(api.calls('getCaptcha')).toHaveLength(0);
    await fillRegistration(user);
    expect(api.calls('getCaptcha')).toHaveLength(1);
    const status = screen.getByTestId('captcha-status');
    expect(status.getAttribute('role')).toBe('status');
    await waitFor(() => expect(status.textContent).toBe('✓ Проверка пройдена: вы не робот'));
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/first-signup'));
    expect(api.calls('ownerSignup')).toHaveLength(1);
  });

  it('solves the challenge a captcha_required refusal brings and sends once more, showing the check', async () => {
    const { user, api } = await open(
      '/faq',
      {
        // The challenge could not be fetched: the form goes without one and the refusal brings its own.
        getCaptcha: () => failure(503, 'service_unavailable'),
        ownerContact: async ({ body }: FakeRequest) =>
          (await isSolved((body as { captcha?: Proof }).captcha))
            ? json(202, { sent: true })
            : failure(428, 'captcha_required', { params: { challenge: JSON.stringify(await challenge()) } }),
      },
      'contact-form',
    );
    await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'me@example.com');
    await user.type(screen.getByLabelText(/^Сообщение/, { selector: 'textarea' }), 'Вопрос');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByTestId('contact-sent')).toBeTruthy();
    const bodies = api.calls('ownerContact').map((request) => request.body as { captcha?: Proof });
    expect(bodies).toHaveLength(2);
    expect(bodies[0]?.captcha).toBeUndefined();
    expect(await isSolved(bodies[1]?.captcha)).toBe(true);
  });

  it('shows the refusal in words when even the second try is refused, and asks for nothing where the server needs none', async () => {
    const refused = await open(
      '/faq',
      { getCaptcha: { challenge: null }, ownerContact: async () => failure(428, 'captcha_required', { params: { challenge: JSON.stringify(await challenge()) } }) },
      'contact-form',
    );
    await refused.user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'me@example.com');
    await refused.user.type(screen.getByLabelText(/^Сообщение/, { selector: 'textarea' }), 'Вопрос');
    expect(within(refused.form).getByTestId('captcha-status').textContent).toBe('');
    await refused.user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect((await screen.findByTestId('form-alert')).textContent).toBe('Не удалось проверить, что вы не робот. Отправьте форму ещё раз');
    expect(refused.api.calls('getCaptcha')).toHaveLength(1);
    expect(refused.api.calls('ownerContact')[0]?.body).not.toHaveProperty('captcha');
  });
});
