import { defaultQuestionnaires, UNANSWERED, type Question } from '@teamcast/domain';
import { describe, expect, it } from 'vitest';
import { answerText, questionLabel } from './answer-text';

const questions = defaultQuestionnaires.profile.definition.questions;
const question = (name: string) => questions.find((candidate) => candidate.neuronName === name)!;

describe('answer text', () => {
  it('reads option labels in the language asked, never the stored values', () => {
    expect(answerText(question('relocation'), { value: 'within_country' }, 'ru')).toEqual({ kind: 'text', text: 'Только в пределах страны' });
    expect(answerText(question('relocation'), { value: 'within_country' }, 'en')).toEqual({ kind: 'text', text: 'Within the country only' });
  });

  it('joins a multiselect and walks a dropdown path', () => {
    expect(answerText(question('languages'), { value: ['english', 'german'] }, 'ru')).toEqual({ kind: 'text', text: 'Английский, Немецкий' });
    const degree = question('university_degree');
    const level = degree.scope![2]!;
    const field = level.children![0]!;
    const path = [level.value, field.value, field.children![0]!.value];
    expect(answerText(degree, { value: path }, 'en')).toEqual({
      kind: 'text',
      text: `${level.label.en} / ${field.label.en} / ${field.children![0]!.label.en}`,
    });
  });

  it('writes a range as "min – max" and a slider as its number', () => {
    const range: Question = { type: 'range', neuronName: 'years', step: 3 };
    expect(answerText(range, { value: { min: 2015, max: 2020 }, type: 'min' }, 'ru')).toEqual({ kind: 'text', text: '2015 – 2020' });
    expect(answerText(question('age'), { value: 41 }, 'ru')).toEqual({ kind: 'text', text: '41' });
  });

  it('tells a missing answer and the fixed "no answer" word apart from answers', () => {
    expect(answerText(question('relocation'), undefined, 'ru')).toEqual({ kind: 'unanswered' });
    expect(answerText(question('relocation'), { value: null }, 'ru')).toEqual({ kind: 'unanswered' });
    expect(answerText(question('relocation'), { value: UNANSWERED }, 'ru')).toEqual({ kind: 'unanswered' });
    expect(answerText(question('languages'), { value: [UNANSWERED] }, 'ru')).toEqual({ kind: 'unanswered' });
  });

  it('keeps a value the questionnaire no longer offers readable', () => {
    expect(answerText(question('relocation'), { value: 'moon' }, 'ru')).toEqual({ kind: 'text', text: 'moon' });
  });

  it('labels a question in the language asked, by its name when it has no wording', () => {
    expect(questionLabel(question('relocation'), 'en')).toBe('Willing to relocate');
    expect(questionLabel({ neuronName: 'score' }, 'ru')).toBe('score');
  });
});
