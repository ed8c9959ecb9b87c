import { describe, expect, it } from 'vitest';
import type { Answers, LocalizedLabel, ScopeOption } from '../definition';
import { validateDefinition } from '../validate-definition';
import { visibleQuestions } from '../visibility';
import type { LabelledQuestion } from './build';
import { defaultQuestionnaires } from './index';
import { LOVE_STEP, loveQuestions } from './love-questionnaire';
import { PROFILE_STEPS, profileQuestionnaire, profileQuestions } from './profile-questionnaire';
import { shortProfileQuestions } from './short-profile-questionnaire';
import { coupleQuestions } from './couple-questionnaire';

const all = Object.entries(defaultQuestionnaires);
const names = (questions: readonly { neuronName: string }[]): string[] => questions.map((q) => q.neuronName);

function labelsOf(options: readonly ScopeOption[] | undefined): LocalizedLabel[] {
  return (options ?? []).flatMap((o) => [o.label, ...labelsOf(o.children)]);
}

function depth(options: readonly ScopeOption[] | undefined): number {
  if (!options || options.length === 0) return 0;
  return 1 + Math.max(...options.map((o) => depth(o.children)));
}

describe('default questionnaires', () => {
  it.each(all)('%s passes validation with no issues', (_key, { definition }) => {
    expect(validateDefinition(definition)).toEqual([]);
  });

  it.each(all)('%s has a name and labels in Russian and English', (_key, { name, definition }) => {
    const labels = [
      name,
      ...definition.questions.flatMap((q) => [(q as LabelledQuestion).label, ...labelsOf(q.scope)]),
    ];
    for (const l of labels) {
      expect(l.ru.trim()).not.toBe('');
      expect(l.en.trim()).not.toBe('');
    }
  });

  it.each(all)('%s uses snake_case English neuron names', (_key, { definition }) => {
    for (const n of names(definition.questions)) expect(n).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  it('the profile covers every item of the spec', () => {
    expect(names(profileQuestions)).toEqual(
      expect.arrayContaining([
        'gender',
        'age',
        'schooling_types',
        'has_college',
        'college_field',
        'has_university',
        'university_degree',
        'additional_education',
        'languages',
        'language_level',
        'military_service',
        'work_experience_years',
        'has_managerial_experience',
        'managerial_experience_years',
        'entrepreneurship',
        'relocation',
        'family_status',
        'parents',
        'siblings_count',
        'partner_age',
        'partner_employment',
      ]),
    );
  });

  it('gender takes the values male and female; age is a slider', () => {
    const gender = profileQuestions.find((q) => q.neuronName === 'gender');
    expect(gender?.scope?.map((o) => o.value)).toEqual(['male', 'female']);
    expect(profileQuestions.find((q) => q.neuronName === 'age')?.type).toBe('slider');
    expect(profileQuestions.find((q) => q.neuronName === 'schooling_types')?.type).toBe('multiselect');
    expect(profileQuestions.find((q) => q.neuronName === 'languages')?.type).toBe('multiselect');
  });

  it('the degree dropdown goes level → field → degree, three levels', () => {
    const degree = profileQuestions.find((q) => q.neuronName === 'university_degree');
    expect(degree?.type).toBe('dropdown');
    expect(depth(degree?.scope)).toBe(3);
  });

  it('the love variant adds its questions as a step after the profile', () => {
    expect(names(loveQuestions)).toEqual([
      'meeting_people',
      'shared_interests',
      'work_life_balance',
      'weekends',
      'distance',
      'time_together',
      'attraction',
      'love_language',
      'difficulties',
      'second_chance',
    ]);
    expect(loveQuestions.every((q) => q.step === LOVE_STEP)).toBe(true);
    expect(defaultQuestionnaires.love.definition.questions).toEqual([...profileQuestions, ...loveQuestions]);
  });

  it('the couple questionnaire has 6 to 10 questions', () => {
    expect(coupleQuestions.length).toBeGreaterThanOrEqual(6);
    expect(coupleQuestions.length).toBeLessThanOrEqual(10);
    expect(names(coupleQuestions)).toEqual(
      expect.arrayContaining(['relationship_length', 'living_together', 'shared_plans', 'conflict_style']),
    );
  });

  it('the short variant reuses the full questions as the same objects', () => {
    expect(names(shortProfileQuestions)).toEqual([
      'gender',
      'age',
      'highest_education',
      'work_experience_years',
      'has_managerial_experience',
      'family_status',
    ]);
    for (const q of shortProfileQuestions) {
      expect(profileQuestions.find((full) => full.neuronName === q.neuronName)).toBe(q);
    }
  });

  it('each profile step has at least one question', () => {
    for (const step of Object.values(PROFILE_STEPS)) {
      expect(profileQuestions.some((q) => q.step === step)).toBe(true);
    }
  });
});

describe('dependencies of the profile', () => {
  const shown = (answers: Answers): string[] => names(visibleQuestions(profileQuestionnaire, answers));

  it('hides the university questions without a university and shows them with one', () => {
    expect(shown({})).not.toContain('university_degree');
    expect(shown({ has_university: { value: 'no' } })).not.toContain('university_degree');
    expect(shown({ has_university: { value: 'no' } })).not.toContain('university_count');
    expect(shown({ has_university: { value: 'yes' } })).toContain('university_degree');
    expect(shown({ has_university: { value: 'yes' } })).toContain('university_count');
  });

  it('shows managerial years only to someone who has managed', () => {
    expect(shown({ work_experience_years: { value: 0 } })).not.toContain('has_managerial_experience');
    const worked = { work_experience_years: { value: 5 } };
    expect(shown(worked)).toContain('has_managerial_experience');
    expect(shown({ ...worked, has_managerial_experience: { value: 'no' } })).not.toContain(
      'managerial_experience_years',
    );
    expect(shown({ ...worked, has_managerial_experience: { value: 'yes' } })).toContain('managerial_experience_years');
  });

  it('asks about a partner only when there is one', () => {
    expect(shown({ family_status: { value: 'single' } })).not.toContain('partner_age');
    expect(shown({ family_status: { value: 'married' } })).toContain('partner_age');
    expect(shown({ family_status: { value: 'in_relationship' } })).toContain('partner_employment');
  });

  it('asks the language level only with a foreign language', () => {
    expect(shown({ languages: { value: ['none'] } })).not.toContain('language_level');
    expect(shown({ languages: { value: ['german'] } })).toContain('language_level');
  });
});
