import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ownerSelf, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';

const seenTraining: FakeRoutes = { getOwnerData: () => ({ key: 'tutorial', data: { steps: { profiles: true } } }) };

async function openFaq(language: 'ru' | 'en' = 'ru') {
  const api = createFakeApi({ ...seenTraining, getOwnerSelf: () => ownerSelf({ ln: language }) });
  const app = renderApp('/owner/faq', { signedIn: ['owner'], fetch: api.fetch, language });
  await settled(app.router);
  await screen.findByTestId('faq-questions');
  return { ...app, api, user: userEvent.setup() };
}

const questions = () => screen.getAllByTestId('faq-item').map((item) => within(item).getByRole('button').textContent);

describe('the owner’s FAQ', () => {
  it('opens from the menu inside the owner area', async () => {
    const api = createFakeApi(seenTraining);
    const app = renderApp('/owner/dashboard', { signedIn: ['owner'], fetch: api.fetch });
    await settled(app.router);
    const menu = await screen.findByRole('navigation', { name: 'Меню личного кабинета' });
    const link = within(menu).getByRole('link', { name: 'Вопросы и ответы' });
    expect(link.getAttribute('href')).toBe('/owner/faq');
    await userEvent.setup().click(link);
    // The FAQ is a chunk of its own: the router settles once it has loaded.
    await settled(app.router);
    expect(app.router.state.location.pathname).toBe('/owner/faq');
    expect(await screen.findByTestId('layout-owner')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Вопросы и ответы' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Вопросы и ответы' }).getAttribute('aria-current')).toBe('page');
  });

  it('narrows the questions to those holding every word typed, opens their answers, and says when nothing matches', async () => {
    const { user } = await openFaq();
    const all = questions();
    expect(all.length).toBeGreaterThan(8);
    expect(all).toContain('Что открывает каждый тариф?');

    const search = screen.getByRole('searchbox', { name: 'Поиск по вопросам' });
    await user.type(search, 'ССЫЛК');
    expect(questions()).toEqual(['Кто видит данные профиля?', 'Почему инструменты недоступны сразу после регистрации?']);
    expect(screen.getByTestId('faq-found').textContent).toBe('Найдено 2 вопроса');
    // Found answers are open, with the words marked.
    const privacy = screen.getAllByTestId('faq-item')[0]!;
    expect(within(privacy).getByRole('button').getAttribute('aria-expanded')).toBe('true');
    expect(privacy.querySelector('mark')?.textContent?.toLowerCase()).toBe('ссылк');

    await user.type(search, ' письм');
    expect(questions()).toEqual(['Почему инструменты недоступны сразу после регистрации?']);
    expect(screen.getByTestId('faq-found').textContent).toBe('Найден 1 вопрос');

    await user.type(search, ' квазар');
    expect(screen.queryByTestId('faq-item')).toBeNull();
    expect(screen.getByTestId('faq-found').textContent).toBe('Ничего не нашлось. Попробуйте другие слова или напишите нам.');

    await user.click(screen.getByRole('button', { name: 'Очистить поиск' }));
    expect(questions()).toEqual(all);
    expect(screen.getByTestId('faq-found').textContent).toBe('');
  });

  it('is used with the keyboard: from the search to the questions, Enter opens one and the arrows move between them', async () => {
    const { user } = await openFaq();
    await user.click(screen.getByRole('searchbox'));
    await user.tab();
    const first = within(screen.getAllByTestId('faq-item')[0]!).getByRole('button');
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Enter}');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(screen.getAllByTestId('faq-item')[1]!).getByRole('button'));
  });

  it('offers the help of the menu and a question to us with the account’s email', async () => {
    const { user } = await openFaq();
    await user.click(screen.getByRole('button', { name: 'Тарифы и доступ' }));
    expect(await screen.findByRole('dialog', { name: 'Тарифы' })).toBeTruthy();
    const form = screen.getAllByTestId('contact-form').find((each) => !each.closest('[role="dialog"]'))!;
    expect((within(form).getByLabelText(/^Email/, { selector: 'input' }) as HTMLInputElement).value).toBe('owner@example.com');
  });

  it('speaks English, with the English questions', async () => {
    const { user } = await openFaq('en');
    expect(screen.getByRole('heading', { level: 1, name: 'FAQ' })).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'compare');
    expect(questions()).toEqual(['How do I compare teams?']);
    expect(screen.getByTestId('faq-found').textContent).toBe('1 question found');
  });
});
