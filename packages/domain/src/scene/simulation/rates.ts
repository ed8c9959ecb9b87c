/**
 * The simulation's rates and weights. Directions follow the studies named in docs/model.md (section
 * "The team year"); every size here is an assumption, to be tuned from outcomes the platform collects.
 */
export const SIMULATION_RATES = {
  /** Hours of a full working week: a pair's weekly hours over this is its share of the week together. */
  fullWeekHours: 40,
  /** Familiarity gained per workday at full exposure, of what is left to gain. */
  familiarityGain: 0.08,
  /** Familiarity lost per workday by a pair that does not work together. */
  familiarityDecay: 0.002,
  /** Remote work costs a pair this share of its contact while they are strangers. */
  remotePenalty: 0.4,
  /** How fast relationship quality moves to its target per workday at the default exposure. */
  qualityRate: 0.05,
  /** Weight of surface similarity (age, gender) in the quality strangers expect. */
  surfaceWeight: 1,
  /** How much of a pair's agreeableness advantage is lost when they work remotely. */
  remoteAgreeablenessLoss: 0.15,
  /** Mood: pull to target per day, weight of relationships, of the lead's LMX, of performance, contagion, noise. */
  moodRate: 0.08,
  moodRelationships: 35,
  moodLeader: 15,
  moodPerformance: 40,
  moodContagion: 0.04,
  moodNoise: 2.5,
  /** Mood lost by a colleague at full familiarity with someone dismissed. */
  dismissalShock: 15,
  /** Cohesion: rise and fall rates per day, size from which cohesion thins, pull of yesterday's performance. */
  cohesionRise: 0.03,
  cohesionFall: 0.06,
  cohesionSize: 6,
  cohesionPerformancePull: 0.1,
  /** Performance: composition and process weights, and the noise of a day. */
  meanAgreeableness: 0.3,
  meanConscientiousness: 0.3,
  spreadConscientiousness: 0.15,
  spreadAgreeableness: 0.1,
  minimumAgreeableness: 0.15,
  meanQualification: 0.8,
  meanProfessionalism: 0.8,
  cohesionWeight: 0.8,
  familiarityWeight: 0.4,
  leadQuality: 0.15,
  managerQuality: 0.05,
  performanceNoise: 0.1,
  /** Days over which a new member's availability ramps up to full. */
  rampDays: 30,
  /** Power falls with team size as n^(−coordinationLoss). */
  coordinationLoss: 0.2,
  /** Contagion weight of the lead (others count once), and the manager's weight as if this many hours a week. */
  leadContagion: 2,
  managerContagionHours: 5,
  /**
   * Checkpoints of the simulation's state every this many days (a working week), to re-simulate from a change:
   * at most four days before it are computed again, for a copy of the state five times in 25 days.
   */
  checkpointDays: 5,
} as const;

/** Random streams: one per kind of draw, so draws never depend on one another. */
export const STREAMS = { mood: 1, performance: 2 } as const;
