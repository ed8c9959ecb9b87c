import type { Locale } from '../locale';
import { BIG_FIVE_ITEM_COUNT, BIG_FIVE_REVERSED_POSITIONS, bigFiveDomainOf, type BigFiveScores } from '../model/big-five/domains';
import type { Answer, AnswerValue } from '../questionnaire/definition';
import { ageOn, type Gender } from './avatar';
import { bigFiveAsAnswers } from './big-five-answers';

/**
 * The specialists a new owner finds in their list, so the pair check, the team check, the simulator
 * and the comparison can all be tried before anyone is invited. They are six different people: an
 * outgoing organised manager, a reserved exacting engineer, an open restless designer, a forceful
 * blunt salesman, an anxious careful analyst and a kind easy-going newcomer, so pairs and teams of
 * them come out differently.
 */
export interface DemoProfile {
  firstName: string;
  lastName: string;
  position: string;
  gender: Gender;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** The profile questionnaire answered in full, and the 30-item test. */
  answers: Record<string, Answer>;
}

interface DemoPerson {
  names: Readonly<Record<Locale, readonly [firstName: string, lastName: string]>>;
  position: Readonly<Record<Locale, string>>;
  gender: Gender;
  birthDate: string;
  /** The domain means the person's test answers give. */
  traits: BigFiveScores;
  /** The profile questionnaire's answers but gender and age, which follow from the fields above. */
  background: Readonly<Record<string, AnswerValue>>;
}

const traits = (extraversion: number, agreeableness: number, conscientiousness: number, negativeEmotionality: number, openMindedness: number): BigFiveScores => ({
  extraversion,
  agreeableness,
  conscientiousness,
  negativeEmotionality,
  openMindedness,
});

const people: readonly DemoPerson[] = [
  {
    names: { ru: ['Анна', 'Смирнова'], en: ['Anna', 'Smith'] },
    position: { ru: 'Руководитель проектов', en: 'Project manager' },
    gender: 'Ж',
    birthDate: '1990-04-12',
    traits: traits(4.2, 4, 4.3, 2, 3.5),
    background: {
      military_service: 'not_served',
      relocation: 'within_country',
      schooling_types: ['gymnasium'],
      highest_education: 'higher',
      has_college: 'no',
      has_university: 'yes',
      university_degree: ['master', 'economics', 'master'],
      university_count: 1,
      additional_education: ['mba', 'courses'],
      languages: ['english'],
      language_level: 'advanced',
      work_experience_years: 12,
      has_managerial_experience: 'yes',
      managerial_experience_years: 5,
      managed_team_size: '6_to_20',
      entrepreneurship: 'never',
      family_status: 'married',
      partner_age: 38,
      partner_employment: 'employed',
      parents: 'together',
      siblings_count: 1,
      birth_order: 'oldest',
    },
  },
  {
    names: { ru: ['Дмитрий', 'Козлов'], en: ['David', 'Miller'] },
    position: { ru: 'Ведущий разработчик', en: 'Lead developer' },
    gender: 'М',
    birthDate: '1985-09-03',
    traits: traits(2, 3, 4.5, 2.3, 4.3),
    background: {
      military_service: 'military_department',
      relocation: 'ready',
      schooling_types: ['lyceum', 'specialised_school'],
      highest_education: 'postgraduate',
      has_college: 'no',
      has_university: 'yes',
      university_degree: ['postgraduate', 'computer_science', 'candidate_of_sciences'],
      university_count: 2,
      additional_education: ['certification', 'online_courses'],
      languages: ['english', 'german'],
      language_level: 'fluent',
      work_experience_years: 17,
      has_managerial_experience: 'yes',
      managerial_experience_years: 3,
      managed_team_size: 'up_to_5',
      entrepreneurship: 'tried',
      family_status: 'divorced',
      parents: 'together',
      siblings_count: 0,
    },
  },
  {
    names: { ru: ['Екатерина', 'Волкова'], en: ['Emily', 'Johnson'] },
    position: { ru: 'Продуктовый дизайнер', en: 'Product designer' },
    gender: 'Ж',
    birthDate: '1996-01-25',
    traits: traits(4.5, 3.7, 2.3, 3.7, 4.7),
    background: {
      military_service: 'not_served',
      relocation: 'ready',
      schooling_types: ['general_school'],
      highest_education: 'higher',
      has_college: 'yes',
      college_field: 'creative',
      has_university: 'yes',
      university_degree: ['bachelor', 'arts', 'bachelor_honours'],
      university_count: 1,
      additional_education: ['online_courses'],
      languages: ['english', 'spanish'],
      language_level: 'intermediate',
      work_experience_years: 6,
      has_managerial_experience: 'no',
      entrepreneurship: 'never',
      family_status: 'in_relationship',
      partner_age: 31,
      partner_employment: 'self_employed',
      parents: 'separated',
      siblings_count: 2,
      birth_order: 'youngest',
    },
  },
  {
    names: { ru: ['Сергей', 'Новиков'], en: ['Michael', 'Brown'] },
    position: { ru: 'Руководитель отдела продаж', en: 'Head of sales' },
    gender: 'М',
    birthDate: '1979-11-08',
    traits: traits(4.7, 2.2, 3.3, 1.8, 2.3),
    background: {
      military_service: 'served',
      relocation: 'not_ready',
      schooling_types: ['general_school'],
      highest_education: 'higher',
      has_college: 'yes',
      college_field: 'economics',
      has_university: 'yes',
      university_degree: ['bachelor', 'economics', 'bachelor'],
      university_count: 1,
      additional_education: ['courses', 'certification'],
      languages: ['none'],
      work_experience_years: 24,
      has_managerial_experience: 'yes',
      managerial_experience_years: 10,
      managed_team_size: '21_to_100',
      entrepreneurship: 'running',
      family_status: 'married',
      partner_age: 44,
      partner_employment: 'not_working',
      parents: 'one_parent',
      siblings_count: 3,
      birth_order: 'middle',
    },
  },
  {
    names: { ru: ['Ольга', 'Морозова'], en: ['Sarah', 'Wilson'] },
    position: { ru: 'Аналитик данных', en: 'Data analyst' },
    gender: 'Ж',
    birthDate: '1988-06-17',
    traits: traits(1.8, 3.2, 4, 4, 3.8),
    background: {
      military_service: 'not_served',
      relocation: 'within_country',
      schooling_types: ['specialised_school'],
      highest_education: 'higher',
      has_college: 'no',
      has_university: 'yes',
      university_degree: ['specialist', 'mathematics', 'specialist_honours'],
      university_count: 1,
      additional_education: ['retraining', 'online_courses'],
      languages: ['english'],
      language_level: 'advanced',
      work_experience_years: 13,
      has_managerial_experience: 'no',
      entrepreneurship: 'never',
      family_status: 'single',
      parents: 'together',
      siblings_count: 1,
      birth_order: 'oldest',
    },
  },
  {
    names: { ru: ['Иван', 'Лебедев'], en: ['James', 'Taylor'] },
    position: { ru: 'Специалист поддержки', en: 'Support specialist' },
    gender: 'М',
    birthDate: '2001-03-30',
    traits: traits(3.3, 4.5, 2.5, 3.2, 2.8),
    background: {
      military_service: 'served',
      relocation: 'ready',
      schooling_types: ['general_school', 'evening_school'],
      highest_education: 'vocational',
      has_college: 'yes',
      college_field: 'service',
      has_university: 'no',
      additional_education: ['none'],
      languages: ['english'],
      language_level: 'basic',
      work_experience_years: 3,
      has_managerial_experience: 'no',
      entrepreneurship: 'never',
      family_status: 'single',
      parents: 'other_guardians',
      siblings_count: 0,
    },
  },
];

const reversed = new Set(BIG_FIVE_REVERSED_POSITIONS);

/**
 * Test answers that give the traits (to within a twelfth): in each domain some statements are rated
 * one point above the rest, as many as the fraction asks; reverse-keyed statements are rated the
 * other way round.
 */
export function bigFiveAnswersFor(scores: BigFiveScores): number[] {
  const seen = new Map<string, number>();
  return Array.from({ length: BIG_FIVE_ITEM_COUNT }, (_, index) => {
    const position = index + 1;
    const domain = bigFiveDomainOf(position);
    const nth = seen.get(domain) ?? 0;
    seen.set(domain, nth + 1);
    const score = Math.min(5, Math.max(1, scores[domain]));
    const base = Math.floor(score);
    const raised = Math.round((score - base) * 6);
    const keyed = Math.min(5, base + (nth < raised ? 1 : 0));
    return reversed.has(position) ? 6 - keyed : keyed;
  });
}

const genderAnswer: Record<Gender, string> = { М: 'male', Ж: 'female' };

/** The demo specialists in the owner's language; `today` (YYYY-MM-DD) sets the age they answered. */
export function demoProfiles(locale: Locale, today: string): DemoProfile[] {
  return people.map((person) => {
    const [firstName, lastName] = person.names[locale];
    const age = ageOn(person.birthDate, today);
    const answers: Record<string, Answer> = {
      gender: { value: genderAnswer[person.gender] },
      ...(age === null ? {} : { age: { value: age } }),
      ...Object.fromEntries(Object.entries(person.background).map(([neuronName, value]) => [neuronName, { value }])),
      ...bigFiveAsAnswers(bigFiveAnswersFor(person.traits)),
    };
    return { firstName, lastName, position: person.position[locale], gender: person.gender, birthDate: person.birthDate, answers };
  });
}

/**
 * The owner setting that hides demo profiles from the owner's list and the team pickers, kept with the
 * owner's other settings (`/owner/data/demoProfiles`): `{ hidden: true }` hides them, anything else shows them.
 */
export const DEMO_PROFILES_SETTING_KEY = 'demoProfiles';

export interface DemoProfilesSetting {
  hidden: boolean;
}

export function demoProfilesHidden(setting: unknown): boolean {
  return typeof setting === 'object' && setting !== null && (setting as { hidden?: unknown }).hidden === true;
}
