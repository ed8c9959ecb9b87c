import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { proofChallengeSchema, proofOfWorkAlgorithm, type Proof, type ProofChallenge } from '@teamcast/contract';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it } from 'vitest';
import { credentialsStore } from '../../../shared/auth/credentials-store';
import { createFakeApi, failure, type FakeRequest, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';
import { deviceTokenStorageKey } from '../session/device-tokens';

const token = 'T'.repeat(43);
const deviceToken = 'D'.repeat(43);
const secrets = { hmacSignatureSecret: 'test signature secret', hmacKeySignatureSecret: 'test key secret' };

/** A challenge like the server's, small enough to solve at once. */
async function challenge(): Promise<ProofChallenge> {
  return proofChallengeSchema.parse(
    await createChallenge({
      algorithm: proofOfWorkAlgorithm,
      cost: 1,
      counter: 7,
      deriveKey,
      ...secrets,
      data: { expires: Math.floor(Date.now() / 1000) + 600, maxCounter: 10 },
    }),
  );
}

const proofRequired = async () => failure(428, 'proof_required', { params: { challenge: JSON.stringify(await challenge()) } });

async function isSolved(proof: Proof | undefined): Promise<boolean> {
  if (!proof) return false;
  return (await verifySolution({ challenge: proof.challenge, solution: proof.solution, deriveKey, ...secrets })).verified;
}

async function openLogin(path: string, routes: FakeRoutes) {
  const api = createFakeApi(routes);
  const app = renderApp(path, { fetch: api.fetch });
  await settled(app.router);
  await screen.findByTestId('sign-in-form');
  return { ...app, api, user: userEvent.setup() };
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'owner@example.com');
  await user.type(screen.getByLabelText(/^Пароль/, { selector: 'input' }), 'secret-1');
  await user.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('sign-in form under the sign-in throttle', () => {
  it('solves a proof_required challenge in the browser, showing the check, and signs in with one more request', async () => {
    let release: () => void = () => undefined;
    const retried = new Promise<void>((resolve) => (release = resolve));
    const { user, api, router } = await openLogin('/owner/login', {
      ownerLogin: async ({ body }: FakeRequest) => {
        const { proof } = body as { proof?: Proof };
        if (!proof) return proofRequired();
        await retried;
        return (await isSolved(proof)) ? { token, deviceToken } : failure(428, 'proof_required');
      },
    });
    await signIn(user);

    const progress = await screen.findByTestId('proof-progress');
    expect(progress.textContent).toContain('Проверяем браузер…');
    await waitFor(() => expect(api.calls('ownerLogin')).toHaveLength(2));
    release();

    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/dashboard'));
    expect(credentialsStore.get('owner')).toEqual({ token });
    expect(screen.queryByTestId('proof-progress')).toBeNull();
    const [first, second] = api.calls('ownerLogin');
    expect(first?.body).toEqual({ username: 'owner@example.com', password: 'secret-1' });
    expect(second?.body).toMatchObject({ username: 'owner@example.com', password: 'secret-1', proof: { solution: expect.any(Object) } });
  });

  it('retries only once: a second refusal is shown above the form', async () => {
    const { user, api } = await openLogin('/estimator/login', { estimatorLogin: proofRequired });
    await signIn(user);
    expect((await screen.findByTestId('form-alert')).textContent).toBe('Нужна дополнительная проверка браузера. Попробуйте войти ещё раз');
    expect(api.calls('estimatorLogin')).toHaveLength(2);
    expect(screen.queryByTestId('proof-progress')).toBeNull();
    expect(credentialsStore.get('estimator')).toBeNull();
  });

  it('keeps the device token a sign-in answers, per area, and sends it with the next sign-in there', async () => {
    const first = await openLogin('/administrator/login', { administratorLogin: () => ({ token, deviceToken }) });
    await signIn(first.user);
    await waitFor(() => expect(credentialsStore.get('administrator')).toEqual({ token }));
    expect(window.localStorage.getItem(deviceTokenStorageKey('administrator'))).toBe(deviceToken);
    expect(window.localStorage.getItem(deviceTokenStorageKey('owner'))).toBeNull();
    first.unmount();
    credentialsStore.clear('administrator');

    const second = await openLogin('/administrator/login', { administratorLogin: () => ({ token, deviceToken }) });
    await signIn(second.user);
    await waitFor(() => expect(second.api.calls('administratorLogin')).toHaveLength(1));
    expect(second.api.calls('administratorLogin')[0]?.body).toEqual({ username: 'owner@example.com', password: 'secret-1', deviceToken });
  });

  it('says a pair that must wait can wait or use the mailed link', async () => {
    const { user } = await openLogin('/owner/login', {
      ownerLogin: failure(429, 'login_delayed', { params: { retryAfter: 4 } }),
    });
    await signIn(user);
    expect((await screen.findByTestId('form-alert')).textContent).toBe('Слишком много неверных попыток входа. Подождите немного или войдите по ссылке из письма');
  });
});
