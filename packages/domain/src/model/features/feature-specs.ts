/**
 * How each profile and love question becomes numbers, version 2 (version 1 had the profile questions only). Written out rather than read from the
 * questionnaire, so that a change to the questionnaire cannot silently change what a position of the
 * vector means; a test checks every option named here still exists in the questionnaire.
 */
export type FeatureSpec =
  /** A slider: `(x − min) / (max − min)`, clamped to 0..1. */
  | { readonly kind: 'number'; readonly neuronName: string; readonly min: number; readonly max: number }
  /** A yes/no select: 1 for `on`. */
  | { readonly kind: 'flag'; readonly neuronName: string; readonly on: string; readonly off: string }
  /** A select whose options are ordered: the option's level in 0..1. */
  | { readonly kind: 'ordinal'; readonly neuronName: string; readonly levels: Readonly<Record<string, number>> }
  /** A select without order: one 0/1 feature per option. */
  | { readonly kind: 'oneHot'; readonly neuronName: string; readonly options: readonly string[] }
  /** A multiselect: one 0/1 feature per option; `none` is an answer that selects nothing. */
  | { readonly kind: 'multiHot'; readonly neuronName: string; readonly options: readonly string[]; readonly none?: string }
  /** The university dropdown (level → field → degree): one-hot level and field, and flags read from the degree. */
  | {
      readonly kind: 'degree';
      readonly neuronName: string;
      readonly levels: readonly string[];
      readonly fields: readonly string[];
      readonly honours: readonly string[];
      readonly doctorate: readonly string[];
    };

export const FEATURE_ENCODER_VERSION = 2;

const yesNo = (neuronName: string): FeatureSpec => ({ kind: 'flag', neuronName, on: 'yes', off: 'no' });

export const FEATURE_SPECS: readonly FeatureSpec[] = [
  { kind: 'oneHot', neuronName: 'gender', options: ['male', 'female'] },
  { kind: 'number', neuronName: 'age', min: 16, max: 80 },
  { kind: 'oneHot', neuronName: 'military_service', options: ['served', 'military_department', 'not_served'] },
  { kind: 'oneHot', neuronName: 'relocation', options: ['ready', 'within_country', 'not_ready'] },
  {
    kind: 'multiHot',
    neuronName: 'schooling_types',
    options: ['general_school', 'gymnasium', 'lyceum', 'specialised_school', 'boarding_school', 'evening_school', 'home_schooling'],
  },
  {
    kind: 'ordinal',
    neuronName: 'highest_education',
    levels: { secondary: 0, vocational: 0.25, incomplete_higher: 0.5, higher: 0.75, postgraduate: 1 },
  },
  yesNo('has_college'),
  { kind: 'oneHot', neuronName: 'college_field', options: ['technical', 'economics', 'medical', 'pedagogical', 'creative', 'service'] },
  yesNo('has_university'),
  {
    kind: 'degree',
    neuronName: 'university_degree',
    levels: ['bachelor', 'specialist', 'master', 'postgraduate'],
    fields: [
      'engineering',
      'computer_science',
      'natural_sciences',
      'mathematics',
      'economics',
      'law',
      'medicine',
      'humanities',
      'social_sciences',
      'education',
      'arts',
    ],
    honours: ['bachelor_honours', 'specialist_honours', 'master_honours'],
    doctorate: ['doctor_of_sciences'],
  },
  { kind: 'number', neuronName: 'university_count', min: 1, max: 3 },
  {
    kind: 'multiHot',
    neuronName: 'additional_education',
    options: ['courses', 'retraining', 'mba', 'certification', 'online_courses'],
    none: 'none',
  },
  { kind: 'multiHot', neuronName: 'languages', options: ['english', 'german', 'french', 'spanish', 'chinese', 'other'], none: 'none' },
  { kind: 'ordinal', neuronName: 'language_level', levels: { basic: 0.25, intermediate: 0.5, advanced: 0.75, fluent: 1 } },
  { kind: 'number', neuronName: 'work_experience_years', min: 0, max: 50 },
  yesNo('has_managerial_experience'),
  { kind: 'number', neuronName: 'managerial_experience_years', min: 0, max: 50 },
  { kind: 'ordinal', neuronName: 'managed_team_size', levels: { up_to_5: 0.25, '6_to_20': 0.5, '21_to_100': 0.75, over_100: 1 } },
  { kind: 'ordinal', neuronName: 'entrepreneurship', levels: { never: 0, tried: 0.6, running: 1 } },
  { kind: 'oneHot', neuronName: 'family_status', options: ['single', 'in_relationship', 'married', 'divorced', 'widowed'] },
  { kind: 'number', neuronName: 'partner_age', min: 16, max: 80 },
  { kind: 'oneHot', neuronName: 'partner_employment', options: ['employed', 'self_employed', 'studying', 'not_working'] },
  { kind: 'oneHot', neuronName: 'parents', options: ['together', 'separated', 'one_parent', 'other_guardians'] },
  { kind: 'number', neuronName: 'siblings_count', min: 0, max: 10 },
  { kind: 'oneHot', neuronName: 'birth_order', options: ['oldest', 'middle', 'youngest', 'twin'] },
  // The love step, since version 2: what the relationship scores read.
  { kind: 'oneHot', neuronName: 'meeting_people', options: ['friends', 'online', 'work', 'events', 'rarely'] },
  { kind: 'number', neuronName: 'shared_interests', min: 1, max: 5 },
  { kind: 'ordinal', neuronName: 'work_life_balance', levels: { work_first: 0, balanced: 0.5, life_first: 1 } },
  { kind: 'oneHot', neuronName: 'weekends', options: ['home', 'active', 'social', 'travel'] },
  { kind: 'ordinal', neuronName: 'distance', levels: { no: 0, short_term: 0.5, yes: 1 } },
  { kind: 'ordinal', neuronName: 'time_together', levels: { some: 0, half: 0.5, most: 1 } },
  { kind: 'multiHot', neuronName: 'attraction', options: ['appearance', 'intellect', 'humour', 'kindness', 'ambition', 'confidence'] },
  { kind: 'oneHot', neuronName: 'love_language', options: ['words', 'time', 'gifts', 'help', 'touch'] },
  { kind: 'oneHot', neuronName: 'difficulties', options: ['talk', 'pause', 'advice', 'avoid'] },
  { kind: 'ordinal', neuronName: 'second_chance', levels: { no: 0, depends: 0.5, yes: 1 } },
];

/** The names of a spec's value features, in vector order. */
export function specFeatureNames(spec: FeatureSpec): string[] {
  switch (spec.kind) {
    case 'number':
    case 'flag':
    case 'ordinal':
      return [spec.neuronName];
    case 'oneHot':
    case 'multiHot':
      return spec.options.map((option) => `${spec.neuronName}=${option}`);
    case 'degree':
      return [
        ...spec.levels.map((level) => `${spec.neuronName}.level=${level}`),
        ...spec.fields.map((field) => `${spec.neuronName}.field=${field}`),
        `${spec.neuronName}:honours`,
        `${spec.neuronName}:doctorate`,
      ];
  }
}

export const missingFeatureName = (neuronName: string): string => `${neuronName}:missing`;

/** Every feature name of this version: each question's value features, then its missing flag. */
export const FEATURE_NAMES: readonly string[] = FEATURE_SPECS.flatMap((spec) => [
  ...specFeatureNames(spec),
  missingFeatureName(spec.neuronName),
]);
