import { describe, expect, it } from 'vitest';
import { BIG_FIVE_DOMAINS, scoreBigFive } from '../model';
import { answerFitsQuestion } from '../questionnaire/answer-fit';
import { profileQuestionnaire } from '../questionnaire/content/profile-questionnaire';
import { firstIncompleteStep, withoutHiddenAnswers } from '../questionnaire/progress';
import { profileFactsFromAnswers } from './facts-from-answers';
import { BIG_FIVE_ANSWER_PREFIX, bigFiveAnswerName, bigFiveFromAnswers } from './big-five-answers';
import { bigFiveAnswersFor, demoProfiles, demoProfilesHidden } from './demo-profiles';

const today = '2026-11-24';

describe('demo profiles', () => {
  it('are six people with names in the owner\u2019s language, the same people in both', () => {
    const ru = demoProfiles('ru', today);
    const en = demoProfiles('en', today);
    expect(ru).toHaveLength(6);
    expect(en).toHaveLength(6);
    for (const profile of ru) expect(`${profile.firstName} ${profile.lastName} ${profile.position}`).toMatch(/^[А-Яа-яЁё -]+$/);
    for (const profile of en) expect(`${profile.firstName} ${profile.lastName} ${profile.position}`).toMatch(/^[A-Za-z -]+$/);
    expect(new Set(ru.map((p) => `${p.firstName} ${p.lastName}`)).size).toBe(6);
    expect(en.map((p) => [p.gender, p.birthDate])).toEqual(ru.map((p) => [p.gender, p.birthDate]));
    expect(new Set(ru.map((p) => p.gender))).toEqual(new Set(['М', 'Ж']));
  });

  it('answer the whole profile questionnaire, every answer one its question accepts and none it hides', () => {
    const byName = new Map(profileQuestionnaire.questions.map((q) => [q.neuronName, q]));
    for (const profile of demoProfiles('ru', today)) {
      const questionnaireAnswers = Object.fromEntries(Object.entries(profile.answers).filter(([name]) => !name.startsWith(BIG_FIVE_ANSWER_PREFIX)));
      expect(firstIncompleteStep(profileQuestionnaire, questionnaireAnswers), profile.lastName).toBeNull();
      expect(withoutHiddenAnswers(profileQuestionnaire, questionnaireAnswers)).toEqual(questionnaireAnswers);
      for (const [name, answer] of Object.entries(questionnaireAnswers)) {
        const question = byName.get(name);
        expect(question, name).toBeDefined();
        expect(answerFitsQuestion(question!, answer), `${profile.lastName}: ${name}`).toBe(true);
      }
    }
  });

  it('answer gender and age as the profile\u2019s own fields say, on the day given', () => {
    const [anna] = demoProfiles('en', '2026-04-11');
    expect(profileFactsFromAnswers(anna!.answers)).toEqual({ gender: 'Ж', age: 35 });
    const [later] = demoProfiles('en', '2026-04-12');
    expect(profileFactsFromAnswers(later!.answers).age).toBe(36);
  });

  it('took the 30-item test, and differ in every trait', () => {
    const scores = demoProfiles('ru', today).map((profile) => bigFiveFromAnswers(profile.answers));
    expect(scores.every((score) => score !== null)).toBe(true);
    for (const domain of BIG_FIVE_DOMAINS) {
      const values = scores.map((score) => score![domain]);
      // Someone in the group stands well above and someone well below the placeholder norm mean (3.3).
      expect(Math.max(...values) - Math.min(...values), domain).toBeGreaterThanOrEqual(1.5);
    }
    expect(new Set(scores.map((score) => JSON.stringify(score))).size).toBe(6);
  });
});

describe('the test answers of given traits', () => {
  it('score back to the traits within a twelfth, each answer on the 1..5 scale', () => {
    const wanted = { extraversion: 4.7, agreeableness: 1.8, conscientiousness: 3, negativeEmotionality: 5, openMindedness: 1 };
    const answers = bigFiveAnswersFor(wanted);
    expect(answers).toHaveLength(30);
    expect(answers.every((answer) => Number.isInteger(answer) && answer >= 1 && answer <= 5)).toBe(true);
    const scored = scoreBigFive(answers);
    for (const domain of BIG_FIVE_DOMAINS) expect(Math.abs(scored[domain] - wanted[domain]), domain).toBeLessThanOrEqual(1 / 12);
  });
});

describe('Big Five scores of a profile', () => {
  it('come only from all 30 answers on the scale', () => {
    const [profile] = demoProfiles('en', today);
    const answers = { ...profile!.answers };
    expect(bigFiveFromAnswers(answers)).not.toBeNull();
    expect(bigFiveFromAnswers({ ...answers, [bigFiveAnswerName(30)]: undefined })).toBeNull();
    expect(bigFiveFromAnswers({ ...answers, [bigFiveAnswerName(7)]: { value: 6 } })).toBeNull();
    expect(bigFiveFromAnswers({ ...answers, [bigFiveAnswerName(7)]: { value: '3' } })).toBeNull();
    expect(bigFiveFromAnswers({})).toBeNull();
  });
});

describe('the setting that hides demo profiles', () => {
  it('hides them only when it says so', () => {
    expect(demoProfilesHidden({ hidden: true })).toBe(true);
    for (const setting of [{ hidden: false }, { hidden: 'true' }, null, undefined, 'hidden', []]) expect(demoProfilesHidden(setting)).toBe(false);
  });
});
