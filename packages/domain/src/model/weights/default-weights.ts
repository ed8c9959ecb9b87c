import type { AnswerWeights, Coefficient, RelationshipWeights } from './weight-types';

/** The word every coefficient not taken from a published result carries as its source. */
export const ASSUMPTION = 'assumption';

const c = (value: number, source: string): Coefficient => ({ value, source });
const assumed = (value: number, direction?: string): Coefficient =>
  c(value, direction ? `${ASSUMPTION}; direction: ${direction}` : ASSUMPTION);

const MALOUFF = 'Malouff et al. 2010, meta-analysis of the five-factor model and relationship satisfaction';
const ACTOR_PARTNER = 'actor and partner effects of similar size: 2024 meta-analysis of neuroticism and relationship satisfaction';
const DYRENFORTH = 'Dyrenforth et al. 2010: similarity adds almost nothing beyond each partner\u2019s traits';
const CLOSENESS = 'Frost & Forrester 2013, a gap between the closeness one wants and has lowers satisfaction';
const VALUES = 'Gaunt 2006, couples alike in values are more satisfied';
const LEISURE = 'Crawford et al. 2002, leisure both partners like goes with satisfaction, leisure only one likes against it';
const LOVE_LANGUAGES = 'Mostova et al. 2022, partners who show love the way the other wants it are more satisfied (Bunt & Hazelwood 2017 found no such effect)';
const WITHDRAWAL = 'Woodin 2011, meta-analysis: withdrawal in conflict goes with lower satisfaction, engagement with higher';
const DEMAND_WITHDRAW = 'Schrodt et al. 2014, meta-analysis: the demand\u2013withdraw pattern goes with lower satisfaction';
const FORGIVENESS = 'Fincham et al. 2004, forgiveness predicts better conflict resolution in marriage (McNulty 2008: not against repeated offences)';
const HOMOPHILY = 'McPherson et al. 2001, friends are alike in activities and values';
const PEETERS = 'Peeters et al. 2006, meta-analysis of team personality composition';
const JUDGE = 'Judge et al. 2002, personality and leadership meta-analysis';

/**
 * The love questionnaire's answers: agreement on what a relationship is to be, how each meets a difficulty and
 * whether each forgives. Single questions measure less reliably than a trait scale, and similarity predicts
 * little in established couples (Montoya et al. 2008), so each weighs less than the traits.
 */
const loveAnswers: AnswerWeights = {
  agreement: {
    timeTogether: assumed(0.08, CLOSENESS),
    distance: assumed(0.05),
    workLifeBalance: assumed(0.05, VALUES),
    weekends: assumed(0.06, LEISURE),
    sharedInterests: assumed(0.03),
    attraction: assumed(0.04, VALUES),
    meetingPeople: assumed(0.02),
    loveLanguage: assumed(0.04, LOVE_LANGUAGES),
  },
  own: { difficulties: assumed(0.08, WITHDRAWAL), secondChance: assumed(0.04, FORGIVENESS) },
  partner: { difficulties: assumed(0.08, WITHDRAWAL), secondChance: assumed(0.04, FORGIVENESS) },
  demandWithdraw: assumed(0.06, DEMAND_WITHDRAW),
};

/** Friendship: shared activities and ways of meeting people count; what is about a couple does not. */
const friendAnswers: AnswerWeights = {
  agreement: {
    timeTogether: assumed(0),
    distance: assumed(0),
    workLifeBalance: assumed(0),
    weekends: assumed(0.06, HOMOPHILY),
    sharedInterests: assumed(0.03, HOMOPHILY),
    attraction: assumed(0),
    meetingPeople: assumed(0.02, HOMOPHILY),
    loveLanguage: assumed(0),
  },
  own: { difficulties: assumed(0.08, WITHDRAWAL), secondChance: assumed(0.04, FORGIVENESS) },
  partner: { difficulties: assumed(0.08, WITHDRAWAL), secondChance: assumed(0.04, FORGIVENESS) },
  demandWithdraw: assumed(0.06, DEMAND_WITHDRAW),
};

/** Love: partner weights from the meta-analysis, own weights equal to them, similarity a fifth of them. */
const loveWeights: RelationshipWeights = {
  partner: {
    negativeEmotionality: c(0.22, MALOUFF),
    agreeableness: c(0.15, MALOUFF),
    conscientiousness: c(0.12, MALOUFF),
    extraversion: c(0.06, MALOUFF),
  },
  own: {
    negativeEmotionality: c(0.22, ACTOR_PARTNER),
    agreeableness: c(0.15, ACTOR_PARTNER),
    conscientiousness: c(0.12, ACTOR_PARTNER),
    extraversion: c(0.06, ACTOR_PARTNER),
  },
  similarity: {
    negativeEmotionality: assumed(0.044, DYRENFORTH),
    agreeableness: assumed(0.03, DYRENFORTH),
    conscientiousness: assumed(0.024, DYRENFORTH),
    extraversion: assumed(0.012, DYRENFORTH),
  },
  answers: loveAnswers,
};

/**
 * Every coefficient of the model, as data. A change here is a change of the model: bump `version`
 * and the documented figures; the loader refuses a set that breaks monotonicity.
 */
export const DEFAULT_MODEL_WEIGHTS_DATA = {
  version: '2',
  indicators: {
    qualification: {
      education: assumed(0.3, 'Schmidt & Hunter 1998, experience predicts performance above education'),
      experience: assumed(0.5, 'Schmidt & Hunter 1998'),
      training: assumed(0.2),
      experienceYears: assumed(5),
    },
    professionalism: {
      roleExperience: assumed(0.45, 'Huckman et al. 2009, role experience'),
      management: assumed(0.25),
      conscientiousness: assumed(0.3, 'Barrick et al. 1998, conscientiousness and team performance'),
      roleYears: assumed(3),
    },
    maturity: {
      age: assumed(0.35),
      personality: assumed(0.65, 'Weidmann et al. 2016, agreeableness, conscientiousness and low neuroticism in relationships'),
      adultFrom: assumed(18),
      ageYears: assumed(15),
    },
    expertisePrecision: {
      estimator: assumed(1),
      model: assumed(0.7),
      qualification: assumed(0.4),
    },
  },
  love: loveWeights,
  // No comparable meta-analysis of friendships: the love weights of the traits stand in for them.
  friend: {
    partner: loveWeights.partner,
    own: loveWeights.own,
    similarity: loveWeights.similarity,
    answers: friendAnswers,
  },
  work: {
    level: {
      agreeableness: c(0.24, PEETERS),
      conscientiousness: c(0.2, PEETERS),
      negativeEmotionality: assumed(0.1),
      extraversion: assumed(0.05),
    },
    gap: {
      agreeableness: c(0.12, PEETERS),
      // Capped at its level weight, so a more conscientious partner never lowers the score.
      conscientiousness: c(0.2, `${PEETERS}; capped at the level weight`),
      negativeEmotionality: assumed(0),
      extraversion: assumed(0),
    },
    qualification: assumed(0.2),
  },
  leader: {
    conscientiousnessBelowLead: assumed(10, 'Zhang et al. 2012, a follower below the leader hurts more than above'),
    quality: {
      extraversion: c(0.31, JUDGE),
      conscientiousness: c(0.28, JUDGE),
      openMindedness: c(0.24, JUDGE),
      negativeEmotionality: c(-0.24, JUDGE),
      agreeableness: c(0.08, JUDGE),
    },
    qualityMultipleR: c(0.48, JUDGE),
  },
} as const;
