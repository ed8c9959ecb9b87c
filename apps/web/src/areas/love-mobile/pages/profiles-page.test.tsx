import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfileDetail } from '@teamcast/contract';
import { defaultQuestionnaires } from '@teamcast/domain';
import { describe, expect, it } from 'vitest';
import { createFakeApi, json, ownerSelf, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';
import { anna, boris, couple, loveApi, loveProfile } from '../test-support';

configure({ asyncUtilTimeout: 4000 });

/** Words of the business site that the love site must never show. */
const businessWords = /специалист|должност|экспертн|подписк|команд/i;

async function open(path: string, routes: FakeRoutes) {
  const api = createFakeApi(routes);
  const app = renderApp(path, { signedIn: ['love-mobile'], fetch: api.fetch });
  await settled(app.router);
  return { ...app, api, user: userEvent.setup() };
}

const formOf = (kind: 'love' | 'couple') => ({
  _id: `q-${kind}`,
  kind,
  name: defaultQuestionnaires[kind].name,
  questions: defaultQuestionnaires[kind].definition.questions,
});

const detail = (profile: typeof anna, overrides: Partial<ProfileDetail> = {}): ProfileDetail => ({
  ...profile,
  answers: {},
  questionnaire: null,
  detailsHidden: false,
  ...overrides,
});

describe('love questionnaires list', () => {
  it('lists one’s partners and friends in the love site’s words, each card a link to its page', async () => {
    const { routes } = loveApi([anna, loveProfile('p-7', 'Ира', { state: 'ack_q', filled: false, completedAt: null, age: null }), couple]);
    await open('/love-mobile/profiles', routes);
    const cards = await screen.findAllByTestId('love-profile-card');
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/love-mobile/profiles/p-1',
      '/love-mobile/profiles/p-7',
      '/love-mobile/profiles/p-4',
    ]);
    expect(cards[0]!.textContent).toContain('Анна');
    expect(cards[0]!.textContent).toContain('Анкета знакомства');
    expect(cards[1]!.textContent).toContain('Не заполнен');
    expect(cards[2]!.textContent).toContain('Анкета пары');
    expect(screen.getByTestId('love-profiles').textContent).not.toMatch(businessWords);
    expect(document.querySelector('main')!.textContent).not.toMatch(businessWords);
  });

  it('creates a couple questionnaire with a name only, then gives its link to send or to fill in here', async () => {
    const created = loveProfile('c1', 'Лена', { kind: 'couple', state: 'ack_q', filled: false, completedAt: null });
    const { routes } = loveApi([]);
    const { user, api } = await open('/love-mobile/profiles', {
      ...routes,
      createLoveProfile: () => json(201, created),
      getProfileReferralId: { url: 'http://localhost/couple-questionnaire?p=perma-c1', referralId: 'perma-c1' },
    });
    await user.click(await screen.findByTestId('love-profiles-create-empty'));
    const dialog = await screen.findByTestId('love-create-dialog');
    expect(dialog.textContent).not.toMatch(businessWords);
    expect(within(dialog).queryByLabelText(/Должность/)).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: /Анкета пары/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Создать анкету' }));
    expect(await within(dialog).findByText('Обязательное поле')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Имя/), 'Лена');
    await user.click(within(dialog).getByRole('button', { name: 'Создать анкету' }));
    const link = await within(dialog).findByTestId('referral-link');
    expect((link as HTMLInputElement).value).toBe('http://localhost/couple-questionnaire?p=perma-c1');
    expect(api.calls('createLoveProfile')[0]?.body).toEqual({ firstName: 'Лена', couple: true });
    expect(within(dialog).getByRole('link', { name: 'Заполнить сейчас' }).getAttribute('href')).toBe('/couple-questionnaire?p=perma-c1');
    expect(dialog.textContent).not.toMatch(businessWords);
  });

  it('keeps creating closed to an unverified account, and says why', async () => {
    const { routes } = loveApi([anna]);
    await open('/love-mobile/profiles', { ...routes, getOwnerSelf: () => ownerSelf({ status: 'unverified' }) });
    expect(await screen.findByTestId('profiles-create-blocked')).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId('love-profiles-create') as HTMLButtonElement).disabled).toBe(true));
  });
});

describe('a love questionnaire’s page', () => {
  it('shows who it is without any work detail, and leads to a check with this person chosen', async () => {
    const { routes } = loveApi();
    const { user, router } = await open('/love-mobile/profiles/p-2', {
      ...routes,
      getProfile: detail(boris, { position: 'Инженер', expertise: 77, questionnaire: formOf('love'), answers: { weekends: { value: 'active' } } }),
    });
    const page = await screen.findByTestId('love-profile');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Борис');
    expect(page.textContent).toContain('31 год');
    expect(page.textContent).not.toMatch(businessWords);
    expect(page.textContent).not.toContain('Инженер');
    expect(page.textContent).not.toContain('77');
    const answers = screen.getByTestId('love-profile-answers');
    expect(within(answers).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['О себе', 'Образование', 'Опыт', 'Семья', 'Отношения']);
    expect(answers.textContent).toContain('Активно: спорт, природа');

    await user.click(screen.getByTestId('love-profile-check'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/love-mobile/p2p'));
    expect(router.state.location.search).toBe('?with=p-2');
  });

  it('names a couple’s steps by what they ask, and offers the link while it is not filled in', async () => {
    const { routes } = loveApi();
    await open('/love-mobile/profiles/p-4', {
      ...routes,
      getProfile: detail({ ...couple, state: 'answered', filled: false, completedAt: null }, { questionnaire: formOf('couple'), answers: { living_together: { value: 'yes' } } }),
      getProfileReferralId: { url: 'http://localhost/couple-questionnaire?p=perma-p-4', referralId: 'perma-p-4' },
    });
    const notFilled = await screen.findByTestId('love-profile-not-filled');
    expect(notFilled.textContent).toContain('Анкету начали заполнять');
    expect(await within(notFilled).findByTestId('referral-link')).toBeTruthy();
    // A couple is not one person: no check starts from it.
    expect(screen.queryByTestId('love-profile-check')).toBeNull();
    const steps = within(screen.getByTestId('love-profile-answers')).getAllByRole('heading', { level: 3 });
    expect(steps.map((heading) => heading.textContent)).toEqual(['Ваши отношения', 'Планы и будни']);
  });
});
