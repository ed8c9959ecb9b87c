import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNANSWERED, type Answer, type Question, type QuestionType } from './definition';
import { NEURON_PREFIX, fromAnswerPayload, toAnswerPayload } from './payload';

const question = (type: QuestionType, neuronName = 'gender'): Pick<Question, 'type' | 'neuronName'> => ({ type, neuronName });
const context = { currentStep: 2, stepValid: true };

describe('toAnswerPayload', () => {
  it('sends the unanswered word when the value is null or absent', () => {
    expect(toAnswerPayload(question('select'), { value: null }, { currentStep: 1, stepValid: false })).toEqual({
      response: UNANSWERED,
      final_answer: false,
      current_step: 1,
      mine_question: true,
      neuron_question: 'gender',
    });
    expect(toAnswerPayload(question('slider'), undefined, context).response).toBe('нет_ответа');
  });

  it('marks a prefixed neuron name as not mine and strips the prefix', () => {
    const payload = toAnswerPayload(question('select', 'neuron_languages'), { value: 'en' }, context);
    expect(payload.mine_question).toBe(false);
    expect(payload.neuron_question).toBe('languages');
    expect(NEURON_PREFIX).toBe('neuron_');
  });

  it('sends select and multiselect as their option values', () => {
    expect(toAnswerPayload(question('select'), { value: 'female' }, context).response).toBe('female');
    expect(toAnswerPayload(question('multiselect'), { value: ['en', 'de'] }, context).response).toEqual(['en', 'de']);
  });

  it('sends a slider as a number', () => {
    expect(toAnswerPayload(question('slider'), { value: '7' }, context).response).toBe(7);
    expect(toAnswerPayload(question('slider'), { value: 3.5 }, context).response).toBe(3.5);
  });

  it('sends a range as its type with min and max', () => {
    expect(toAnswerPayload(question('range'), { value: { min: 2001, max: 2005 }, type: 'max' }, context).response).toEqual({
      type: 'max',
      min: 2001,
      max: 2005,
    });
  });

  it('sends a dropdown as a tree of at most three levels', () => {
    const answer: Answer = { value: ['europe', 'russia', 'moscow', 'centre'], neuron: 'city_moscow' };
    expect(toAnswerPayload(question('dropdown', 'city'), answer, context).response).toEqual({
      tree: ['europe', 'russia', 'moscow'],
      value: 'moscow',
      answerNeuronName: 'city_moscow',
      questionNeuronName: 'city',
    });
    expect(toAnswerPayload(question('dropdown', 'city'), { value: [] }, context).response).toBe(UNANSWERED);
  });
});

const text = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s !== UNANSWERED);

const caseArb: fc.Arbitrary<{ type: QuestionType; answer: Answer }> = fc.oneof(
  text.map((value) => ({ type: 'select' as const, answer: { value } })),
  fc.oneof(text, fc.integer()).map((value) => ({ type: 'formula' as const, answer: { value } })),
  fc.array(text, { maxLength: 5 }).map((value) => ({ type: 'multiselect' as const, answer: { value } })),
  fc
    .double({ noNaN: true, noDefaultInfinity: true })
    // JSON has no negative zero.
    .map((value) => ({ type: 'slider' as const, answer: { value: value === 0 ? 0 : value } })),
  fc
    .record({ min: fc.integer(), max: fc.integer(), type: fc.constantFrom('min', 'max') })
    .map(({ min, max, type }) => ({ type: 'range' as const, answer: { value: { min, max }, type } })),
  fc
    .record({ path: fc.array(text, { minLength: 1, maxLength: 3 }), neuron: text })
    .map(({ path, neuron }) => ({ type: 'dropdown' as const, answer: { value: path, neuron } })),
);

describe('payload properties', () => {
  it('round-trips every answer and neuron name', () => {
    fc.assert(
      fc.property(caseArb, text, fc.boolean(), fc.nat(10), fc.boolean(), ({ type, answer }, name, foreign, step, valid) => {
        const neuronName = foreign ? NEURON_PREFIX + name : name;
        const payload = toAnswerPayload({ type, neuronName }, answer, { currentStep: step, stepValid: valid });
        expect(payload.current_step).toBe(step);
        expect(payload.final_answer).toBe(valid);
        expect(JSON.parse(JSON.stringify(payload))).toEqual(payload);
        const back = fromAnswerPayload(payload, type);
        expect(back.neuronName).toBe(neuronName);
        expect(back.answer).toEqual(answer);
      }),
    );
  });

  it('reads an unanswered payload back as no answer', () => {
    fc.assert(
      fc.property(fc.constantFrom<QuestionType>('slider', 'formula', 'dropdown', 'select', 'multiselect', 'range'), (type) => {
        const payload = toAnswerPayload({ type, neuronName: 'x' }, { value: null }, context);
        expect(fromAnswerPayload(payload, type)).toEqual({ neuronName: 'x', answer: null });
      }),
    );
  });
});
