import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BIG_FIVE_ITEMS } from '@teamcast/domain';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../storage/browser-store';
import { readHistory } from '../storage/history';
import { renderFlame } from '../test-support/render-flame';
import { draftKey } from './draft';

const statement = () => screen.getByRole('radiogroup');
const progressText = () => screen.getByTestId('statement-progress').textContent;

async function enterNames(user: ReturnType<typeof userEvent.setup>, mode: 'together' | 'link' = 'together') {
  await user.type(screen.getByLabelText('Ваше имя'), 'Анна');
  await user.type(screen.getByLabelText('Имя партнёра'), 'Борис');
  if (mode === 'link') await user.click(screen.getByLabelText(/По ссылке/));
  await user.click(screen.getByRole('button', { name: 'Дальше' }));
}

/** Answers `count` statements by tapping the answer `value`. */
async function answer(user: ReturnType<typeof userEvent.setup>, count: number, value = 4) {
  for (let i = 0; i < count; i++) await user.click(within(statement()).getAllByRole('radio')[value - 1]!);
}

describe('taking the test on one phone', () => {
  it('asks the names, then the 30 statements of each in turn with a hand-over, then sends both', async () => {
    const user = userEvent.setup();
    const { api, store } = renderFlame('/main/questionnaire');
    expect(screen.getByRole('heading', { level: 1, name: 'Кто проходит тест?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Дальше' }));
    expect(screen.getAllByText('Обязательное поле')).toHaveLength(2);
    await user.type(screen.getByLabelText('Ваше имя'), 'Анна7');
    await user.type(screen.getByLabelText('Имя партнёра'), 'Борис');
    await user.click(screen.getByRole('button', { name: 'Дальше' }));
    expect(screen.getByText('Только кириллица и латиница')).toBeTruthy();
    await user.clear(screen.getByLabelText('Ваше имя'));
    await user.type(screen.getByLabelText('Ваше имя'), 'Анна');
    await user.click(screen.getByRole('button', { name: 'Дальше' }));

    // The first statement, as a radio group named by it.
    expect(statement().getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: BIG_FIVE_ITEMS[0]!.text.ru })).toBeTruthy();
    expect(progressText()).toBe('1 из 30');
    expect((screen.getByTestId('statement-next') as HTMLButtonElement).disabled).toBe(true);
    await answer(user, 30, 4);

    expect(screen.getByTestId('hand-over')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Борис');
    await user.click(screen.getByRole('button', { name: 'Борис, начать' }));
    expect(progressText()).toBe('1 из 30');
    expect(screen.getByText('Борис, насколько это про вас?')).toBeTruthy();
    await answer(user, 30, 2);

    await waitFor(() => expect(window.location.pathname).toMatch(/^\/main\/questionnaire-result\//));
    const start = api.seen.find((request) => request.method === 'POST' && request.path === '/api/v1/owner/flame/data')!;
    expect(start.query.get('ln')).toBe('ru');
    expect(start.body).toEqual({
      data: {
        step: 'start',
        first: { name: 'Анна', answers: Array.from({ length: 30 }, () => 4) },
        second: { name: 'Борис', answers: Array.from({ length: 30 }, () => 2) },
      },
    });
    expect(store.get(draftKey)).toBeNull();
    expect(readHistory(store)).toEqual([expect.objectContaining({ title: 'Анна и Борис', status: 'INITIAL' })]);
  });

  it('keeps every answer through a reload and resumes on the same statement', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    const first = renderFlame('/main/questionnaire', { store });
    await enterNames(user);
    await answer(user, 7, 5);
    await user.click(screen.getByTestId('statement-back'));
    await user.click(within(statement()).getAllByRole('radio')[0]!);
    expect(progressText()).toBe('8 из 30');
    first.unmount();

    renderFlame('/main/questionnaire', { store });
    expect(progressText()).toBe('8 из 30');
    await user.click(screen.getByTestId('statement-back'));
    expect(within(statement()).getByRole('radio', { checked: true }).textContent).toContain('Совсем не согласен');
    await user.click(screen.getByTestId('statement-back'));
    expect(within(statement()).getByRole('radio', { checked: true }).textContent).toContain('Полностью согласен');
  });

  it('takes the focus to the statement once the names are sent and after each answer, but not on a page load', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    const first = renderFlame('/main/questionnaire', { store });
    await enterNames(user);
    expect(document.activeElement).toBe(within(statement()).getAllByRole('radio')[0]);
    await user.keyboard('2');
    expect(document.activeElement?.getAttribute('aria-checked')).toBe('false');
    expect(statement().contains(document.activeElement)).toBe(true);
    first.unmount();
    renderFlame('/main/questionnaire', { store });
    expect(statement().contains(document.activeElement)).toBe(false);
  });

  it('answers with the keys 1–5, moves with the arrows and never skips a statement', async () => {
    const user = userEvent.setup();
    renderFlame('/main/questionnaire');
    await enterNames(user);
    await user.keyboard('{ArrowRight}');
    expect(progressText()).toBe('1 из 30');
    await user.keyboard('3');
    expect(progressText()).toBe('2 из 30');
    await user.keyboard('{ArrowLeft}');
    expect(progressText()).toBe('1 из 30');
    expect(within(statement()).getByRole('radio', { checked: true }).textContent).toContain('Ни то ни другое');
    // Up and down move the choice within the statement without leaving it.
    const checked = within(statement()).getByRole('radio', { checked: true });
    fireEvent.keyDown(checked, { key: 'ArrowDown' });
    expect(within(statement()).getByRole('radio', { checked: true }).textContent).toContain('Скорее согласен');
    expect(progressText()).toBe('1 из 30');
    await user.keyboard('{ArrowRight}');
    expect(progressText()).toBe('2 из 30');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    expect(screen.getByRole('status').textContent).toBe('Утверждение 2 из 30');
  });

  it('sends only the first person’s answers when the partner answers through a link, and keeps them if sending fails', async () => {
    const user = userEvent.setup();
    const { api, store } = renderFlame('/main/questionnaire');
    await enterNames(user, 'link');
    await answer(user, 29, 3);
    api.state.offline = true;
    await answer(user, 1, 3);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Отсутствует подключение к интернету');
    expect(store.get(draftKey)).not.toBeNull();

    api.state.offline = false;
    await user.click(screen.getByRole('button', { name: 'Отправить ещё раз' }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/main\/questionnaire-result\//));
    const start = api.seen.filter((request) => request.method === 'POST').at(-1)!;
    expect(start.body).toEqual({ data: { step: 'start', first: { name: 'Анна', answers: Array.from({ length: 30 }, () => 3) }, second: { name: 'Борис' } } });
  });
});
