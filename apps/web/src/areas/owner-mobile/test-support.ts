import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@teamcast/contract';
import { expect } from 'vitest';
import { aProfile } from '../../features/profiles/test-support';
import { createFakeApi, type FakeRoutes } from '../../test/fake-api';
import { renderApp, settled } from '../../test/render-app';

/** Fixtures and steps of the mobile owner area's tests: an owner's people, and the page opened signed in. */

export const person = (id: string, firstName: string, overrides: Partial<Profile> = {}): Profile =>
  aProfile({ _id: id, firstName, lastName: 'Петрова', permalink: `link-${id}`, state: 'ack_a', filled: true, ...overrides });

export const anna = person('p-1', 'Анна', { isDemo: true });
export const boris = person('p-2', 'Борис', { lastName: 'Смирнов', gender: 'М' });
export const vera = person('p-3', 'Вера', { state: 'ack_q', filled: false, completedAt: null });
export const gleb = person('p-4', 'Глеб', { lastName: 'Орлов', gender: 'М' });

/** A person as a pair's or a scene's actor shows them. */
export const actorFields = (profile: Profile) => ({
  id: profile._id,
  firstName: profile.firstName,
  lastName: profile.lastName,
  avatarName: profile.avatarName,
  age: profile.age,
  gender: profile.gender,
  position: profile.position,
  isDemo: profile.isDemo,
  isShort: false,
  hideDetails: false,
});

export async function openMobilePage(path: string, routes: FakeRoutes, language: 'ru' | 'en' = 'ru') {
  const api = createFakeApi(routes);
  const app = renderApp(path, { signedIn: ['owner-mobile'], fetch: api.fetch, language });
  await settled(app.router);
  // Messages of the gateway reach only a live connection; on a busy machine it may take a moment to open.
  await waitFor(() => expect(app.realtime.live()).toHaveLength(1), { timeout: 5000 });
  return { ...app, api, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

/** Chooses a person in a select. The dropdown finds no layout in this document, so options are looked up with `hidden`. */
export async function choose(user: User, label: string, name: string) {
  const input = screen.getByRole('combobox', { name: label });
  await user.click(input);
  await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '')!;
  await user.click(await within(list).findByRole('option', { name: new RegExp(name), hidden: true }));
  await waitFor(() => expect((screen.getByRole('combobox', { name: label }) as HTMLInputElement).value).toContain(name));
}

