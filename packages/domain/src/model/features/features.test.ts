import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../../questionnaire/definition';
import { loveQuestionnaire } from '../../questionnaire/content/love-questionnaire';
import { shortProfileQuestionnaire } from '../../questionnaire/content/short-profile-questionnaire';
import {
  backgroundFromAnswers,
  backgroundFromFeatures,
  encodeAnswers,
  FEATURE_ENCODER_VERSION,
  FEATURE_NAMES,
  FEATURE_SPECS,
  featureValue,
  LOVE_ANSWER_QUESTIONS,
  loveProfileFromAnswers,
  loveProfileFromFeatures,
} from './index';

const answered = (values: Record<string, unknown>): Answers =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, { value }])) as Answers;

const fullAnswers = answered({
  gender: 'female',
  age: 33,
  military_service: 'not_served',
  relocation: 'within_country',
  schooling_types: ['general_school', 'lyceum'],
  highest_education: 'higher',
  has_college: 'no',
  has_university: 'yes',
  university_degree: ['master', 'computer_science', 'master_honours'],
  university_count: 1,
  additional_education: ['courses', 'certification'],
  languages: ['english', 'german'],
  language_level: 'advanced',
  work_experience_years: 10,
  has_managerial_experience: 'yes',
  managerial_experience_years: 3,
  managed_team_size: '6_to_20',
  entrepreneurship: 'tried',
  family_status: 'married',
  partner_age: 35,
  partner_employment: 'employed',
  parents: 'together',
  siblings_count: 1,
  birth_order: 'oldest',
  meeting_people: 'friends',
  shared_interests: 4,
  work_life_balance: 'balanced',
  weekends: 'active',
  distance: 'short_term',
  time_together: 'half',
  attraction: ['humour', 'kindness'],
  love_language: 'time',
  difficulties: 'pause',
  second_chance: 'depends',
});

describe('the feature encoder, version 2', () => {
  it('has a fixed list of names; a change to it must come with a new version', () => {
    expect(FEATURE_ENCODER_VERSION).toBe(2);
    expect(new Set(FEATURE_NAMES).size).toBe(FEATURE_NAMES.length);
    // Version 1's 104 profile features keep their places; the love step's 39 follow them.
    expect(FEATURE_NAMES).toHaveLength(143);
    expect(FEATURE_NAMES[103]).toBe('birth_order:missing');
    expect(FEATURE_NAMES.slice(104)).toEqual([
      'meeting_people=friends',
      'meeting_people=online',
      'meeting_people=work',
      'meeting_people=events',
      'meeting_people=rarely',
      'meeting_people:missing',
      'shared_interests',
      'shared_interests:missing',
      'work_life_balance',
      'work_life_balance:missing',
      'weekends=home',
      'weekends=active',
      'weekends=social',
      'weekends=travel',
      'weekends:missing',
      'distance',
      'distance:missing',
      'time_together',
      'time_together:missing',
      'attraction=appearance',
      'attraction=intellect',
      'attraction=humour',
      'attraction=kindness',
      'attraction=ambition',
      'attraction=confidence',
      'attraction:missing',
      'love_language=words',
      'love_language=time',
      'love_language=gifts',
      'love_language=help',
      'love_language=touch',
      'love_language:missing',
      'difficulties=talk',
      'difficulties=pause',
      'difficulties=advice',
      'difficulties=avoid',
      'difficulties:missing',
      'second_chance',
      'second_chance:missing',
    ]);
    expect(FEATURE_NAMES.slice(0, 6)).toEqual(['gender=male', 'gender=female', 'gender:missing', 'age', 'age:missing', 'military_service=served']);
    expect(FEATURE_NAMES.filter((name) => name.startsWith('university_degree'))).toEqual([
      'university_degree.level=bachelor',
      'university_degree.level=specialist',
      'university_degree.level=master',
      'university_degree.level=postgraduate',
      'university_degree.field=engineering',
      'university_degree.field=computer_science',
      'university_degree.field=natural_sciences',
      'university_degree.field=mathematics',
      'university_degree.field=economics',
      'university_degree.field=law',
      'university_degree.field=medicine',
      'university_degree.field=humanities',
      'university_degree.field=social_sciences',
      'university_degree.field=education',
      'university_degree.field=arts',
      'university_degree:honours',
      'university_degree:doctorate',
      'university_degree:missing',
    ]);
  });

  it('covers every question of the love questionnaire (the profile and the love step), with options that still exist there', () => {
    expect(FEATURE_SPECS.map((spec) => spec.neuronName)).toEqual(loveQuestionnaire.questions.map((question) => question.neuronName));
    for (const spec of FEATURE_SPECS) {
      const question = loveQuestionnaire.questions.find((candidate) => candidate.neuronName === spec.neuronName);
      const optionValues = new Set((question?.scope ?? []).map((option) => option.value));
      const named =
        spec.kind === 'oneHot' || spec.kind === 'multiHot'
          ? spec.options
          : spec.kind === 'ordinal'
            ? Object.keys(spec.levels)
            : spec.kind === 'flag'
              ? [spec.on, spec.off]
              : spec.kind === 'degree'
                ? spec.levels
                : ['min', 'max'];
      for (const value of named) expect(optionValues.has(value), `${spec.neuronName}: ${value}`).toBe(true);
      if (spec.kind === 'number') {
        expect(question?.scope?.map((option) => option.computed)).toEqual([spec.min, spec.max]);
      }
    }
  });

  it('encodes a fully answered profile and love step', () => {
    const features = encodeAnswers(fullAnswers);
    expect(features.missing).toEqual([]);
    expect(featureValue(features, 'gender=female')).toBe(1);
    expect(featureValue(features, 'gender=male')).toBe(0);
    expect(featureValue(features, 'age')).toBeCloseTo((33 - 16) / 64, 15);
    expect(featureValue(features, 'highest_education')).toBe(0.75);
    expect(featureValue(features, 'university_degree.level=master')).toBe(1);
    expect(featureValue(features, 'university_degree.field=computer_science')).toBe(1);
    expect(featureValue(features, 'university_degree:honours')).toBe(1);
    expect(featureValue(features, 'university_degree:doctorate')).toBe(0);
    expect(featureValue(features, 'languages=german')).toBe(1);
    expect(featureValue(features, 'languages=french')).toBe(0);
    expect(featureValue(features, 'managed_team_size')).toBe(0.5);
    expect(featureValue(features, 'work_experience_years:missing')).toBe(0);
    expect(featureValue(features, 'shared_interests')).toBeCloseTo(3 / 4, 15);
    expect(featureValue(features, 'time_together')).toBe(0.5);
    expect(featureValue(features, 'attraction=kindness')).toBe(1);
    expect(backgroundFromFeatures(features)).toEqual({
      ageYears: 33,
      educationLevel: 0.75,
      experienceYears: 10,
      managementYears: 3,
      managedTeamLevel: 0.5,
      entrepreneurship: 0.6,
      additionalTraining: 2 / 3,
      languageLevel: 0.75,
    });
  });

  it('marks everything missing for no answers', () => {
    const features = encodeAnswers({});
    // Questions with a dependency on an unanswered question are unknown too, not "not applicable".
    expect(features.missing).toEqual(FEATURE_SPECS.map((spec) => spec.neuronName));
    for (const name of FEATURE_NAMES) expect(featureValue(features, name)).toBe(name.endsWith(':missing') ? 1 : 0);
    expect(Object.values(backgroundFromFeatures(features)).every((value) => value === null)).toBe(true);
  });

  it.each([
    ['a select', 'gender'],
    ['a slider', 'age'],
    ['an ordinal select', 'highest_education'],
    ['a yes/no', 'has_university'],
    ['a multiselect', 'languages'],
    ['a dropdown', 'university_degree'],
  ])('reads the word for "no answer" on %s as missing, leaving the others', (_, neuronName) => {
    const spec = FEATURE_SPECS.find((candidate) => candidate.neuronName === neuronName);
    const value = spec?.kind === 'multiHot' || spec?.kind === 'degree' ? ['нет_ответа'] : 'нет_ответа';
    const features = encodeAnswers({ ...fullAnswers, [neuronName]: { value } });
    expect(features.missing).toContain(neuronName);
    expect(featureValue(features, `${neuronName}:missing`)).toBe(1);
    const untouched = encodeAnswers(fullAnswers);
    for (const [index, name] of FEATURE_NAMES.entries()) {
      if (!name.startsWith(neuronName) && !(neuronName === 'has_university' && name.startsWith('university_'))) {
        expect(features.values[index], name).toBe(untouched.values[index]);
      }
    }
  });

  it('treats garbage like no answer: unknown options, empty lists, strings for numbers, NaN', () => {
    const features = encodeAnswers(
      answered({
        gender: 'other',
        age: Number.NaN,
        languages: [],
        highest_education: 'constructor',
        entrepreneurship: 3,
        university_count: '2',
        university_degree: ['doctorate'],
      }),
    );
    for (const name of ['gender', 'age', 'languages', 'highest_education', 'entrepreneurship', 'university_count', 'university_degree']) {
      expect(features.missing).toContain(name);
    }
  });

  it('knows a question that does not apply: no managerial years for someone who never managed', () => {
    const never = encodeAnswers({
      ...fullAnswers,
      has_managerial_experience: { value: 'no' },
      managerial_experience_years: { value: 12 },
      managed_team_size: undefined,
    });
    expect(never.missing).toEqual([]);
    expect(featureValue(never, 'managerial_experience_years')).toBe(0);
    expect(backgroundFromFeatures(never)).toMatchObject({ managementYears: 0, managedTeamLevel: 0 });

    const noLanguages = backgroundFromAnswers({ ...fullAnswers, languages: { value: ['none'] }, language_level: undefined });
    expect(noLanguages.languageLevel).toBe(0);

    // Unknown whether they managed: then the years are unknown too.
    const unknown = encodeAnswers({ ...fullAnswers, has_managerial_experience: undefined, managerial_experience_years: undefined });
    expect(unknown.missing).toEqual(['has_managerial_experience', 'managerial_experience_years']);
    expect(backgroundFromFeatures(unknown).managementYears).toBeNull();
  });

  it('encodes the short profile with the full profile\u2019s other questions missing', () => {
    const short = Object.fromEntries(shortProfileQuestionnaire.questions.map((question) => [question.neuronName, fullAnswers[question.neuronName]]));
    const features = encodeAnswers(short);
    const shortNames = new Set(shortProfileQuestionnaire.questions.map((question) => question.neuronName));
    for (const spec of FEATURE_SPECS) {
      if (shortNames.has(spec.neuronName)) expect(features.missing).not.toContain(spec.neuronName);
    }
    expect(features.missing).toContain('languages');
    expect(backgroundFromFeatures(features)).toMatchObject({ ageYears: 33, educationLevel: 0.75, experienceYears: 10 });
  });

  it('gives every slider\u2019s number back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 16, max: 80 }), fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 50 }), (age, work, managed) => {
        const background = backgroundFromAnswers({
          ...fullAnswers,
          age: { value: age },
          work_experience_years: { value: work },
          managerial_experience_years: { value: managed },
        });
        expect(background.ageYears).toBeCloseTo(age, 9);
        expect(background.experienceYears).toBeCloseTo(work, 9);
        expect(background.managementYears).toBeCloseTo(work > 0 ? managed : 0, 9);
      }),
    );
  });

  it('keeps every value within 0..1 and the vector\u2019s length fixed, whatever it is given', () => {
    const anyValue = fc.oneof(
      fc.string(),
      fc.double(),
      fc.array(fc.oneof(fc.string(), fc.constantFrom('english', 'none', 'нет_ответа', 'master', 'law'))),
      fc.constant(null),
      fc.record({ min: fc.double(), max: fc.double() }),
    );
    const names = fc.constantFrom(...FEATURE_SPECS.map((spec) => spec.neuronName), 'unknown_question');
    fc.assert(
      fc.property(fc.dictionary(names, fc.record({ value: anyValue })), (answers) => {
        const features = encodeAnswers(answers as Answers);
        expect(features.values).toHaveLength(FEATURE_NAMES.length);
        expect(features.names).toBe(FEATURE_NAMES);
        for (const value of features.values) {
          expect(Number.isFinite(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('reads the love step back as a love profile', () => {
    expect(loveProfileFromAnswers(fullAnswers)).toEqual({
      timeTogether: 0.5,
      distance: 0.5,
      workLifeBalance: 0.5,
      weekends: 'active',
      sharedInterests: 4,
      attraction: ['humour', 'kindness'],
      meetingPeople: 'friends',
      loveLanguage: 'time',
      difficulties: 'pause',
      secondChance: 0.5,
    });
    // A profile without the love step has no love profile; one answer is enough for one.
    const loveQuestions = new Set(Object.values(LOVE_ANSWER_QUESTIONS));
    const profileOnly = Object.fromEntries(Object.entries(fullAnswers).filter(([name]) => !loveQuestions.has(name)));
    expect(loveProfileFromAnswers(profileOnly)).toBeNull();
    expect(loveProfileFromFeatures(encodeAnswers(answered({ second_chance: 'no' })))).toMatchObject({ secondChance: 0, timeTogether: null, attraction: null });
    expect(loveProfileFromAnswers(answered({ attraction: ['нет_ответа'], weekends: 'sofa' }))).toBeNull();
  });

  it('refuses a name the version does not have', () => {
    expect(() => featureValue(encodeAnswers({}), 'salary')).toThrow(RangeError);
  });
});
