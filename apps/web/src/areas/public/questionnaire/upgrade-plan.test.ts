import { defaultQuestionnaires, LOVE_STEP, type Answers } from '@teamcast/domain';
import { describe, expect, it } from 'vitest';
import { stepsOf } from '../../../features/questionnaire/steps';
import { answerStep } from '../../../features/questionnaire/test-support';
import { DETAILS, PREVIEW, stepAt } from './flow-position';
import { upgradePlan } from './upgrade-plan';

const love = defaultQuestionnaires.love.definition;
const steps = stepsOf(love.questions);

function profileAnswered(): Answers {
  let answers: Answers = {};
  for (const step of [1, 2, 3, 4]) answers = answerStep(love.questions, step, answers);
  return answers;
}

describe('upgrade plan', () => {
  it('holds only the steps with a question not answered before, then the preview', () => {
    const before = profileAnswered();
    const plan = upgradePlan(love, steps, before, before);
    const loveIndex = steps.indexOf(LOVE_STEP);
    expect(plan.included).toEqual([loveIndex]);
    expect(plan.furthest).toEqual(stepAt(loveIndex));
    expect(plan.place(stepAt(loveIndex))).toBe(0);
    expect(plan.place(PREVIEW)).toBe(1);
    expect(plan.has(stepAt(0))).toBe(false);
    expect(plan.has(DETAILS)).toBe(false);
    expect(plan.fromPlace(1)).toEqual(PREVIEW);
    expect(plan.newQuestions(loveIndex).map((q) => q.step)).toEqual(Array(10).fill(LOVE_STEP));
  });

  it('keeps a step once answered here, and opens the preview when every step is complete', () => {
    const before = profileAnswered();
    const answers = answerStep(love.questions, LOVE_STEP, before);
    const plan = upgradePlan(love, steps, answers, before);
    expect(plan.included).toEqual([steps.indexOf(LOVE_STEP)]);
    expect(plan.furthest).toEqual(PREVIEW);
  });

  it('goes straight to the preview when nothing is new', () => {
    const all = answerStep(love.questions, LOVE_STEP, profileAnswered());
    const plan = upgradePlan(love, steps, all, all);
    expect(plan.included).toEqual([]);
    expect(plan.furthest).toEqual(PREVIEW);
    expect(plan.place(PREVIEW)).toBe(0);
  });
});
