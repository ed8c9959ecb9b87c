import type { MoodBand } from '../../model/person/mood';
import type { TeamOrientation } from '../../model/person/orientation';
import type { ActorEvent, GroupEvent, InteractionSetting } from '../scene-types';

export type UpdatedFlag = 'none' | 'positive' | 'negative';

export interface DayInteraction {
  readonly actorIds: readonly [string, string];
  readonly hours: number;
  readonly remote: boolean;
}

/** One simulated day of the team. Indicators 0..1 except microclimate (mean mood, −100..100). */
export interface SceneDay {
  readonly day: number;
  readonly date: string;
  readonly managers: { readonly lead: string | null; readonly manager: string | null };
  /** The pairs whose setting differs from the default (every other pair of members: default hours, office). */
  readonly interactions: readonly DayInteraction[];
  readonly members: number;
  /** Contact-weighted mean familiarity of the members' pairs, 0..1. */
  readonly familiarity: number;
  readonly cohesion: number;
  readonly microclimate: number;
  readonly microclimateSpread: number;
  readonly performance: number;
  readonly power: number;
}

export interface ActorDayValue {
  readonly date: number;
  readonly actorId: string;
  readonly value: number | boolean;
}

export interface ActorForecast {
  readonly id: string;
  /** Mood on each forecast day, −100..100; null where the actor is not in the team. */
  readonly satisfaction: readonly (number | null)[];
  readonly updated: readonly UpdatedFlag[];
  readonly events: readonly ActorEvent[];
  /** Mode changes of the actor's pairs (true remote), and hours changes, from the settings. */
  readonly interactionType: readonly ActorDayValue[];
  readonly interactionIntensive: readonly ActorDayValue[];
  readonly indicators: {
    readonly expertise: number;
    /** Mean daily contribution to the team's power. */
    readonly power: number;
    /** Share of the team's power, 0..1. */
    readonly weight: number;
    /** Mean familiarity with the others at the year's end, 0..1. */
    readonly integration: number;
    /** Mean relationship quality with the others at the year's end, −1..1. */
    readonly support: number;
    readonly condition: MoodBand;
  };
}

export interface GroupOrientationRecord {
  readonly orientation: TeamOrientation | null;
  /** Share of each aspect in the sum of the three, percent. */
  readonly competence: number;
  readonly professionalism: number;
  readonly personalMaturity: number;
  /** The team's mean of each aspect, 0..1. */
  readonly competence_value: number;
  readonly professionalism_value: number;
  readonly personalMaturity_value: number;
}

/** The power record of the specification, over the forecast year. */
export interface PowerRecord {
  readonly minPower: number;
  readonly maxPower: number;
  readonly cohesion: number;
  readonly precision: number;
  readonly competences: number;
  readonly performance: number;
  readonly microclimate: number;
  readonly currentPower: number;
  readonly statisticPower: number;
  readonly staticMaxPower: number;
  readonly staticExpertise: number;
  readonly staticMaxPowerUnit: number;
  readonly staticMaxWeightUnit: number;
  readonly staticMaxResourceUnit: number;
  readonly groupOrientation: GroupOrientationRecord;
}

export interface PastRecord {
  readonly days: readonly SceneDay[];
  readonly pastEvents: readonly GroupEvent[];
  readonly pastInteraction: readonly InteractionSetting[];
  readonly pastEventsDetail: readonly { readonly actorId: string; readonly events: readonly ActorEvent[] }[];
}

export interface SceneWarning {
  readonly code: 'weekly_hours_over_50';
  readonly actorId: string;
  readonly fromDay: number;
  readonly toDay: number;
  readonly hours: number;
}

export interface SceneForecast {
  readonly startDate: string;
  readonly seed: number;
  readonly days: readonly SceneDay[];
  readonly actors: readonly ActorForecast[];
  readonly power: PowerRecord;
  readonly past: PastRecord;
  readonly warnings: readonly SceneWarning[];
  /** The first day the last simulation computed (0 or the past's start for a full run). */
  readonly computedFrom: number;
}
