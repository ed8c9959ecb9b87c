import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Question } from '@teamcast/domain';
import { describe, expect, it } from 'vitest';
import { failure, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';
import { questionnaire, questionnaireApi, sampleQuestions } from '../test-support/questionnaires';

async function openPage(routes: FakeRoutes = {}, initial = [questionnaire()]) {
  const api = questionnaireApi(initial, routes);
  const view = renderApp('/administrator/questionnaires/q1', { signedIn: ['administrator'], fetch: api.fetch });
  await settled(view.router);
  await screen.findByTestId('questionnaire-header');
  return { api, ...view, user: userEvent.setup() };
}

const saveButton = () => screen.getByTestId('save-questionnaire') as HTMLButtonElement;
const patches = (api: Awaited<ReturnType<typeof openPage>>['api']) => api.calls('updateQuestionnaire', { id: 'q1' }).map((call) => call.body);
const issueTexts = () => screen.queryAllByTestId('definition-issue').map((item) => item.textContent);

async function selectQuestion(user: ReturnType<typeof userEvent.setup>, neuronName: string) {
  const item = within(screen.getByTestId('question-list'))
    .getAllByTestId('question-list-item')
    .find((button) => button.dataset.neuronName === neuronName);
  if (!item) throw new Error(`no question ${neuronName} in the list`);
  await user.click(item);
}

describe('administrator: questionnaire page', () => {
  it('shows the questions by step and saves an edited label as a PATCH of the questions', async () => {
    const { api, user } = await openPage();
    const items = within(screen.getByTestId('question-list')).getAllByTestId('question-list-item');
    expect(items.map((item) => item.dataset.neuronName)).toEqual(['has_pet', 'pet_kind', 'age', 'relocation']);
    expect(saveButton().disabled).toBe(true);

    await selectQuestion(user, 'pet_kind');
    const form = screen.getByTestId('question-form');
    const label = within(form).getByLabelText('Текст вопроса по-русски');
    await user.clear(label);
    await user.type(label, 'Кто живёт с вами?');
    expect(screen.getByTestId('unsaved-badge')).toBeTruthy();
    expect(saveButton().disabled).toBe(false);

    await user.click(saveButton());
    await waitFor(() => expect(patches(api)).toHaveLength(1));
    const expected: Question[] = sampleQuestions().map((question) =>
      question.neuronName === 'pet_kind' ? { ...question, label: { ru: 'Кто живёт с вами?', en: 'What pet?' } } : question,
    );
    expect(patches(api)[0]).toEqual({ questions: expected });
    expect(await screen.findByText('Опросник сохранён')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('unsaved-badge')).toBeNull());
    expect(saveButton().disabled).toBe(true);
  });

  it('lists a dependency on an unknown question as an issue and keeps Save disabled', async () => {
    const { user } = await openPage();
    const neuronName = within(screen.getByTestId('question-form')).getByLabelText(/^Имя нейрона/);
    expect((neuronName as HTMLInputElement).value).toBe('has_pet');
    await user.type(neuronName, 's');
    await waitFor(() => expect(issueTexts()).toEqual(['Вопрос pet_kind: зависит от неизвестного вопроса has_pet']));
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByTestId('save-blocked').textContent).toBe('Исправьте ошибки, чтобы сохранить');

    // The issue opens the question it is about, where the dependency reads as unknown.
    await user.click(screen.getByRole('button', { name: 'Вопрос pet_kind: зависит от неизвестного вопроса has_pet' }));
    const form = screen.getByTestId('question-form');
    expect((within(form).getByLabelText(/^Имя нейрона/) as HTMLInputElement).value).toBe('pet_kind');
    const target = within(form).getByLabelText('Вопрос условия 1') as HTMLSelectElement;
    expect(target.selectedOptions[0]?.textContent).toBe('has_pet — такого вопроса нет');

    // Pointing the dependency at an existing question clears the issue.
    await user.selectOptions(target, 'has_pets');
    await waitFor(() => expect(issueTexts()).toEqual([]));
    expect(saveButton().disabled).toBe(false);
  });

  it('shows the definition the server refused, naming the question', async () => {
    const { api, user } = await openPage({
      updateQuestionnaire: failure(400, 'definition_invalid', {
        field: 'questions.1',
        params: { neuronName: 'pet_kind', issue: 'laterStepDependency', detail: 'has_pet' },
      }),
    });
    await selectQuestion(user, 'relocation');
    const label = within(screen.getByTestId('question-form')).getByLabelText('Текст вопроса по-английски');
    await user.type(label, '!');
    await user.click(saveButton());
    await waitFor(() => expect(issueTexts()).toEqual(['Вопрос pet_kind: зависит от вопроса has_pet более позднего шага']));
    expect(patches(api)).toHaveLength(1);
    // The refused question is opened for the administrator.
    expect((within(screen.getByTestId('question-form')).getByLabelText(/^Имя нейрона/) as HTMLInputElement).value).toBe('pet_kind');
    expect(saveButton().disabled).toBe(true);
  });

  it('recalculates and shows the figures, then deactivates and activates again', async () => {
    const { api, user } = await openPage();
    await user.click(screen.getByTestId('recalculate-questionnaire'));
    await waitFor(() => expect(patches(api)).toEqual([{ recalculate: true }]));
    expect(await screen.findByText('Статистика пересчитана')).toBeTruthy();
    expect((await screen.findByTestId('stats-filled')).textContent).toBe('Заполнено 3 анкеты');
    expect(screen.getByTestId('questionnaire-status').textContent).toBe('Рассчитан');
    const petKind = screen.getAllByTestId('stats-question').find((item) => item.textContent?.startsWith('pet_kind · Какой питомец?'));
    expect(petKind?.textContent).toMatch(/67\s%$/u);
    expect(within(petKind as HTMLElement).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('67');

    await user.click(screen.getByRole('button', { name: 'Выключить' }));
    await waitFor(() => expect(patches(api)[1]).toEqual({ status: 'inactive' }));
    expect(await screen.findByText('Опросник выключен')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Включить' }));
    await waitFor(() => expect(patches(api)[2]).toEqual({ status: 'created' }));
  });

  it('keeps unsaved edits when the server copy changes under them', async () => {
    const { api, user } = await openPage();
    await user.type(screen.getByLabelText(/^Название по-английски/), ' v2');
    await user.click(screen.getByTestId('recalculate-questionnaire'));
    await waitFor(() => expect(patches(api)).toEqual([{ recalculate: true }]));
    await screen.findByTestId('stats-filled');
    expect((screen.getByLabelText(/^Название по-английски/) as HTMLInputElement).value).toBe('Profile questionnaire v2');
    await user.click(saveButton());
    await waitFor(() => expect(patches(api)[1]).toEqual({ name: { ru: 'Анкета профиля', en: 'Profile questionnaire v2' } }));
  });

  it('shows why the questionnaire in use cannot be deleted, and deletes another', async () => {
    let answer = failure(409, 'questionnaire_in_use');
    const { api, user, router } = await openPage({ deleteQuestionnaire: () => answer });
    await user.click(screen.getByTestId('delete-questionnaire'));
    const dialog = await screen.findByTestId('delete-questionnaire-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect((await within(dialog).findByTestId('delete-questionnaire-error')).textContent).toBe(
      'Этот опросник сейчас используется — сначала создайте или включите другой того же вида',
    );
    answer = new Response(null, { status: 204 });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/administrator/questionnaires'));
    expect(api.calls('deleteQuestionnaire', { id: 'q1' })).toHaveLength(2);
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = await openPage();
    await user.type(screen.getByLabelText(/^Название по-русски/), '!');
    await user.click(screen.getByRole('link', { name: '← Все опросники' }));
    const dialog = await screen.findByTestId('leave-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Остаться' }));
    expect(router.state.location.pathname).toBe('/administrator/questionnaires/q1');
    await user.click(screen.getByRole('link', { name: '← Все опросники' }));
    await user.click(within(await screen.findByTestId('leave-dialog')).getByRole('button', { name: 'Уйти без сохранения' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/administrator/questionnaires'));
  });

  it('takes questions from the JSON view and shows what is wrong with the text', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Дополнительно: JSON' }));
    const text = screen.getByTestId('questions-json') as HTMLTextAreaElement;
    expect(JSON.parse(text.value)).toEqual(sampleQuestions());
    await user.type(text, 'x');
    expect(await screen.findByText(/^Это не JSON/)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);

    const [first] = sampleQuestions();
    await user.clear(text);
    await user.click(text);
    await user.paste(JSON.stringify([first]));
    await waitFor(() => expect(screen.queryByText(/^Это не JSON/)).toBeNull());
    expect(saveButton().disabled).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'Вопросы' }));
    expect(within(screen.getByTestId('question-list')).getAllByTestId('question-list-item')).toHaveLength(1);
  });

  it('previews a dependent question only once its condition is answered', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Предпросмотр' }));
    const preview = await screen.findByTestId('questionnaire-preview');
    expect(within(preview).getByText('Есть ли у вас питомец?')).toBeTruthy();
    expect(within(preview).queryByText('Какой питомец?')).toBeNull();
    await user.click(within(preview).getByRole('radio', { name: 'Да' }));
    expect(await within(preview).findByText('Какой питомец?')).toBeTruthy();
    await user.click(within(preview).getByRole('radio', { name: 'Нет' }));
    await waitFor(() => expect(within(preview).queryByText('Какой питомец?')).toBeNull());

    await user.click(within(preview).getByRole('radio', { name: 'EN' }));
    expect(await within(preview).findByText('Do you have a pet?')).toBeTruthy();
    await user.selectOptions(within(preview).getByLabelText('Шаг анкеты'), '2');
    expect(await within(preview).findByText('Willing to relocate?')).toBeTruthy();
  });
});
