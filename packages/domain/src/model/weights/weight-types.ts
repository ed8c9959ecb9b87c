/** A coefficient and where it comes from: a published result, or the word "assumption". */
export interface Coefficient {
  readonly value: number;
  readonly source: string;
}

/** The four traits that act on relationships; openness carries no weight in the pair equations. */
export const PAIR_TRAITS = ['negativeEmotionality', 'agreeableness', 'conscientiousness', 'extraversion'] as const;
export type PairTrait = (typeof PAIR_TRAITS)[number];

export type TraitCoefficients = Readonly<Record<PairTrait, Coefficient>>;

/**
 * The love questionnaire's answers on which the two people's agreement counts: each answer as the questionnaire
 * names it, in camel case (`time_together` is `timeTogether`).
 */
export const LOVE_AGREEMENT_ANSWERS = [
  'timeTogether',
  'distance',
  'workLifeBalance',
  'weekends',
  'sharedInterests',
  'attraction',
  'meetingPeople',
  'loveLanguage',
] as const;
export type LoveAgreementAnswer = (typeof LOVE_AGREEMENT_ANSWERS)[number];

/** The answers whose level counts, like a trait's: how one handles difficulties, whether one gives a second chance. */
export const LOVE_LEVEL_ANSWERS = ['difficulties', 'secondChance'] as const;
export type LoveLevelAnswer = (typeof LOVE_LEVEL_ANSWERS)[number];

/** How the love questionnaire's answers act on a relationship score (model section 4). */
export interface AnswerWeights {
  /** Per standard deviation of the pair's agreement on the answer, above what two people drawn at random reach. */
  readonly agreement: Readonly<Record<LoveAgreementAnswer, Coefficient>>;
  /** Per standard deviation of one's own level on the answer. */
  readonly own: Readonly<Record<LoveLevelAnswer, Coefficient>>;
  /** Per standard deviation of the partner's level. */
  readonly partner: Readonly<Record<LoveLevelAnswer, Coefficient>>;
  /** Per standard deviation of the demand–withdraw pattern: one talks a difficulty through at once, the other avoids it. */
  readonly demandWithdraw: Coefficient;
}

/** Love and friendship: actor, partner and similarity weights of the traits, and the answers' weights (model section 4). */
export interface RelationshipWeights {
  readonly partner: TraitCoefficients;
  readonly own: TraitCoefficients;
  readonly similarity: TraitCoefficients;
  readonly answers: AnswerWeights;
}

export interface WorkWeights {
  readonly level: TraitCoefficients;
  readonly gap: TraitCoefficients;
  readonly qualification: Coefficient;
}

export interface LeaderWeights {
  /** Points off the work score per standard deviation the member's conscientiousness lies below the lead's. */
  readonly conscientiousnessBelowLead: Coefficient;
  /** Correlations of each trait with leadership (signed; negative emotionality counts against). */
  readonly quality: Readonly<Record<PairTrait | 'openMindedness', Coefficient>>;
  readonly qualityMultipleR: Coefficient;
}

export interface IndicatorWeights {
  readonly qualification: {
    readonly education: Coefficient;
    readonly experience: Coefficient;
    readonly training: Coefficient;
    readonly experienceYears: Coefficient;
  };
  readonly professionalism: {
    readonly roleExperience: Coefficient;
    readonly management: Coefficient;
    readonly conscientiousness: Coefficient;
    readonly roleYears: Coefficient;
  };
  readonly maturity: {
    readonly age: Coefficient;
    readonly personality: Coefficient;
    readonly adultFrom: Coefficient;
    readonly ageYears: Coefficient;
  };
  /** How far an expertise value can be trusted by where it came from. */
  readonly expertisePrecision: {
    readonly estimator: Coefficient;
    readonly model: Coefficient;
    readonly qualification: Coefficient;
  };
}

export interface ModelWeights {
  readonly version: string;
  readonly indicators: IndicatorWeights;
  readonly love: RelationshipWeights;
  readonly friend: RelationshipWeights;
  readonly work: WorkWeights;
  readonly leader: LeaderWeights;
}
