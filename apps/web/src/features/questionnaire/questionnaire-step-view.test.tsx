import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultQuestionnaires, PROFILE_STEPS, type Answers, type Question } from '@teamcast/domain';
import { describe, expect, it } from 'vitest';
import { stepsOf } from './steps';
import { renderStep } from './test-support';

const profile = defaultQuestionnaires.profile.definition.questions;

const bounds = (min: number, max: number) => [
  { value: 'min', label: { ru: 'Минимум', en: 'Minimum' }, computed: min },
  { value: 'max', label: { ru: 'Максимум', en: 'Maximum' }, computed: max },
];

function latest(answers: Answers[]): Answers {
  return answers[answers.length - 1] ?? {};
}

describe('questionnaire renderer', () => {
  it('lists the steps a questionnaire uses, in order and once each', () => {
    expect(stepsOf(profile)).toEqual([1, 2, 3, 4]);
    expect(stepsOf([{ step: 5 }, { step: 2 }, { step: 5 }])).toEqual([2, 5]);
  });

  it('answers a select with big radio cards holding option values, arrows moving the choice', async () => {
    const seen: Answers[] = [];
    renderStep({ questions: profile, step: PROFILE_STEPS.aboutYou, onAnswers: (a) => seen.push(a) });
    const group = screen.getByRole('radiogroup', { name: 'Служба в армии' });
    const cards = within(group).getAllByRole('radio');
    expect(cards.map((card) => card.textContent)).toEqual(['Служил(а)', 'Военная кафедра', 'Не служил(а)']);
    // One tab stop per group, as for native radio buttons.
    expect(cards.map((card) => card.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    const user = userEvent.setup();
    await user.click(cards[1]!);
    expect(latest(seen).military_service).toEqual({ value: 'military_department' });
    expect(cards[1]!.getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(latest(seen).military_service).toEqual({ value: 'not_served' });
  });

  it('answers a multiselect with checkboxes; unticking everything leaves it unanswered', async () => {
    const seen: Answers[] = [];
    renderStep({ questions: profile, step: PROFILE_STEPS.education, onAnswers: (a) => seen.push(a) });
    const group = screen.getByRole('group', { name: 'Где вы учились в школе' });
    const user = userEvent.setup();
    await user.click(within(group).getByRole('checkbox', { name: 'Гимназия' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Лицей' }));
    expect(latest(seen).schooling_types).toEqual({ value: ['gymnasium', 'lyceum'] });
    await user.click(within(group).getByRole('checkbox', { name: 'Гимназия' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Лицей' }));
    expect(latest(seen).schooling_types).toBeUndefined();
  });

  it('answers a slider within its bounds, by keyboard on the thumb or typed exactly', async () => {
    const seen: Answers[] = [];
    renderStep({ questions: profile, step: PROFILE_STEPS.aboutYou, onAnswers: (a) => seen.push(a) });
    const thumb = screen.getByRole('slider', { name: 'Возраст' });
    expect(thumb.getAttribute('aria-valuemin')).toBe('16');
    expect(thumb.getAttribute('aria-valuemax')).toBe('80');
    const user = userEvent.setup();
    const exact = screen.getByRole('textbox', { name: 'Возраст: точное значение' });
    // "3" on the way to "35" is below the minimum yet stays on screen while typing.
    await user.type(exact, '35');
    expect(latest(seen).age).toEqual({ value: 35 });
    expect(thumb.getAttribute('aria-valuenow')).toBe('35');
    thumb.focus();
    await user.keyboard('{ArrowRight}');
    expect(latest(seen).age).toEqual({ value: 36 });
    await user.clear(exact);
    expect(latest(seen).age).toBeUndefined();
  });

  it('answers a range with two numbers, only once both are given in order', async () => {
    const questions: Question[] = [{ type: 'range', neuronName: 'salary', step: 1, label: { ru: 'Ожидаемый доход', en: 'Expected income' }, scope: bounds(0, 1000) }];
    const seen: Answers[] = [];
    renderStep({ questions, step: 1, onAnswers: (a) => seen.push(a) });
    const group = screen.getByRole('group', { name: 'Ожидаемый доход' });
    const user = userEvent.setup();
    await user.type(within(group).getByRole('textbox', { name: 'От' }), '120');
    expect(latest(seen).salary).toBeUndefined();
    await user.type(within(group).getByRole('textbox', { name: 'До' }), '90');
    expect(latest(seen).salary).toBeUndefined();
    expect(group.closest('.mantine-InputWrapper-root')?.textContent).toContain('Значение «до» не может быть меньше значения «от»');
    await user.clear(within(group).getByRole('textbox', { name: 'До' }));
    await user.type(within(group).getByRole('textbox', { name: 'До' }), '900');
    expect(latest(seen).salary).toEqual({ value: { min: 120, max: 900 }, type: 'min' });
  });

  it('answers a dropdown with cascading lists; the answer is the path once its end is reached', async () => {
    const seen: Answers[] = [];
    renderStep({ questions: profile, step: PROFILE_STEPS.education, initial: { has_university: { value: 'yes' } }, onAnswers: (a) => seen.push(a) });
    const group = screen.getByRole('group', { name: 'Высшее образование: уровень, направление, степень' });
    const user = userEvent.setup();
    await user.click(within(group).getByRole('combobox', { name: /уровень 1$/ }));
    await user.click(await screen.findByRole('option', { name: 'Магистратура' }));
    expect(latest(seen).university_degree).toBeUndefined();
    await user.click(within(group).getByRole('combobox', { name: /уровень 2$/ }));
    await user.click(await screen.findByRole('option', { name: 'Математика' }));
    await user.click(within(group).getByRole('combobox', { name: /уровень 3$/ }));
    await user.click(await screen.findByRole('option', { name: 'Магистр с отличием' }));
    expect(latest(seen).university_degree).toEqual({ value: ['master', 'mathematics', 'master_honours'] });
  });

  it('answers a formula as text', async () => {
    const questions: Question[] = [{ type: 'formula', neuronName: 'motto', step: 1, label: { ru: 'Ваш девиз', en: 'Your motto' } }];
    const seen: Answers[] = [];
    renderStep({ questions, step: 1, locale: 'en', onAnswers: (a) => seen.push(a) });
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Your motto' }), 'Go');
    expect(latest(seen).motto).toEqual({ value: 'Go' });
  });

  it('renders only the visible questions of the step, labelled in the UI language or by neuron name', async () => {
    const questions: Question[] = [
      ...profile.filter((q) => q.step === PROFILE_STEPS.education),
      { type: 'select', neuronName: 'draft_question', step: PROFILE_STEPS.education, scope: [{ value: 'a', label: { ru: 'А', en: 'A' } }] },
    ];
    renderStep({ questions, step: PROFILE_STEPS.education, locale: 'en' });
    expect(screen.queryByRole('radiogroup', { name: 'College field of study' })).toBeNull();
    expect(screen.getByRole('radiogroup', { name: 'draft_question' })).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'Gender' })).toBeNull();
    await userEvent.setup().click(within(screen.getByRole('radiogroup', { name: 'Did you attend a college?' })).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('radiogroup', { name: 'College field of study' })).toBeTruthy();
  });

  it('changes nothing when read-only', async () => {
    const seen: Answers[] = [];
    renderStep({ questions: profile, step: PROFILE_STEPS.aboutYou, readOnly: true, onAnswers: (a) => seen.push(a) });
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Служил(а)' }));
    expect(seen).toEqual([]);
  });
});
