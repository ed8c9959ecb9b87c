import { defaultQuestionnaires, LOVE_STEP, visibleQuestions, type Answers } from '@teamcast/domain';
import { describe, expect, it } from 'vitest';
import { stepsOf } from '../../../features/questionnaire/steps';
import { answerStep } from '../../../features/questionnaire/test-support';
import { flowPlaces } from './flow-places';
import { flowPlan } from './flow-plan';
import { DETAILS, PREVIEW, stepAt } from './flow-position';

const love = defaultQuestionnaires.love.definition;
const steps = stepsOf(love.questions);

function profileAnswered(): Answers {
  let answers: Answers = {};
  for (const step of [1, 2, 3, 4]) answers = answerStep(love.questions, step, answers);
  return answers;
}

describe('the places of the questionnaire’s own flow', () => {
  const own = (answers: Answers, detailsValid: boolean) => flowPlaces(flowPlan(null), { definition: love, steps, answers, before: {}, detailsValid });

  it('holds the details, every step and the preview, and goes no further than the details until they pass', () => {
    const places = own({}, false);
    expect(places.order).toEqual([DETAILS, ...steps.map((_, index) => stepAt(index)), PREVIEW]);
    expect(places.furthest).toEqual(DETAILS);
    expect(places.place(DETAILS)).toBe(0);
    expect(places.place(stepAt(0))).toBe(1);
    expect(places.place(PREVIEW)).toBe(steps.length + 1);
    expect(places.fromPlace(steps.length + 1)).toEqual(PREVIEW);
    expect(places.questions(0)).toEqual(visibleQuestions(love, {}).filter((q) => q.step === steps[0]));
  });

  it('opens the first step not complete once the details pass, and the preview once all are', () => {
    expect(own({}, true).furthest).toEqual(stepAt(0));
    const answered = answerStep(love.questions, LOVE_STEP, profileAnswered());
    expect(own(answered, true).furthest).toEqual(PREVIEW);
    expect(own(answered, false).furthest).toEqual(DETAILS);
  });
});

describe('the places of an upgrade', () => {
  const upgrade = (answers: Answers, before: Answers) => flowPlaces(flowPlan('love'), { definition: love, steps, answers, before, detailsValid: false });

  it('holds only the steps with a question not answered before, then the preview', () => {
    const before = profileAnswered();
    const places = upgrade(before, before);
    const loveIndex = steps.indexOf(LOVE_STEP);
    expect(places.included).toEqual([loveIndex]);
    expect(places.order).toEqual([stepAt(loveIndex), PREVIEW]);
    expect(places.furthest).toEqual(stepAt(loveIndex));
    expect(places.place(stepAt(loveIndex))).toBe(0);
    expect(places.place(PREVIEW)).toBe(1);
    expect(places.has(stepAt(0))).toBe(false);
    expect(places.has(DETAILS)).toBe(false);
    expect(places.fromPlace(1)).toEqual(PREVIEW);
    expect(places.questions(loveIndex).map((q) => q.step)).toEqual(Array(10).fill(LOVE_STEP));
  });

  it('keeps a step once answered here, and opens the preview when every step is complete', () => {
    const before = profileAnswered();
    const answers = answerStep(love.questions, LOVE_STEP, before);
    const places = upgrade(answers, before);
    expect(places.included).toEqual([steps.indexOf(LOVE_STEP)]);
    expect(places.furthest).toEqual(PREVIEW);
  });

  it('goes straight to the preview when nothing is new', () => {
    const all = answerStep(love.questions, LOVE_STEP, profileAnswered());
    const places = upgrade(all, all);
    expect(places.included).toEqual([]);
    expect(places.furthest).toEqual(PREVIEW);
    expect(places.place(PREVIEW)).toBe(0);
  });
});
