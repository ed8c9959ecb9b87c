import type { TeamOrientation } from '../../model/person/orientation';
import type { Scene, SceneActorInput } from '../scene-types';

/**
 * What a forecast year is worth for a team of an orientation: the mean daily power, cohesion and
 * microclimate of the forecast year, and how strong the team is in the aspect the orientation leads with.
 * `score` is their weighted sum (`ORIENTATION_WEIGHTS`), the one figure teams are ranked by.
 */
export interface YearScore {
  readonly score: number;
  /** Mean daily power per member's share (the day's power over its members to the power 0.8), 0..1. */
  readonly power: number;
  /** Mean daily cohesion, 0..1. */
  readonly cohesion: number;
  /** Mean daily microclimate, −100..100. */
  readonly microclimate: number;
  /** The team's mean of the aspect the orientation leads with (K for launch, P for growth, L for support), 0..1. */
  readonly fit: number;
}

/** A reason a team ranks where it does, as a code and figures the screens put into words. */
export interface AssemblyReason {
  readonly code:
    | 'strong_power'
    | 'weak_power'
    | 'high_cohesion'
    | 'low_cohesion'
    | 'warm_microclimate'
    | 'cold_microclimate'
    | 'fits_orientation'
    | 'misses_orientation'
    | 'best_pair'
    | 'worst_pair'
    | 'lead_fit';
  /** The people the reason is about, if any (profile ids). */
  readonly actorIds: readonly string[];
  /** The figure the reason rests on, in the unit of its indicator. */
  readonly value: number;
}

/** Where the runner-up falls short of the team above it: the indicator and by how much. */
export interface AssemblyShortfall {
  readonly indicator: 'power' | 'cohesion' | 'microclimate' | 'fit';
  /** This team's value minus the better team's (negative: it lacks that much). */
  readonly difference: number;
  /** Who the better team has that this one does not, and the reverse. */
  readonly missing: readonly string[];
  readonly instead: readonly string[];
}

export interface AssemblyInput {
  /** The candidates, each with the inputs the forecast reads; 2 to 200, ids unique. */
  readonly pool: readonly SceneActorInput[];
  /** Team size, 2 to 12. */
  readonly size: number;
  readonly orientation: TeamOrientation;
  /** Ids from the pool that every proposal contains. */
  readonly mustHave?: readonly string[];
  /** An id from the pool who leads every proposal (and is then in it). */
  readonly leadId?: string | null;
  readonly seed: number;
  /** The forecast's first day, YYYY-MM-DD: the proposed team is forecast as a new team from it. */
  readonly startDate: string;
  /** How many proposals to return, 1 to 5 (3 by default). */
  readonly proposals?: number;
  /** Told of the work done so far, 0..1, now and then; nothing else depends on it. */
  readonly onProgress?: (share: number) => void;
}

export interface AssemblyProposal {
  /** Profile ids of the team, in the pool's order. */
  readonly memberIds: readonly string[];
  readonly leadId: string | null;
  readonly year: YearScore;
  /** The fast pair-model estimate the search used, for comparison with the forecast. */
  readonly surrogate: number;
  readonly reasons: readonly AssemblyReason[];
  /** What this proposal lacks against the one ranked above it; null for the first. */
  readonly shortfall: readonly AssemblyShortfall[] | null;
  /** The forecast year's daily power, cohesion and microclimate, for the proposal's small charts. */
  readonly days: { readonly power: readonly number[]; readonly cohesion: readonly number[]; readonly microclimate: readonly number[] };
}

export interface AssemblySearch {
  /** Teams scored with the surrogate. */
  readonly surrogateTeams: number;
  /** Teams forecast with the real engine. */
  readonly simulatedTeams: number;
  /** Restarts of the local search, and how many of them ended on the first proposal's team. */
  readonly restarts: number;
  readonly restartsAgreeing: number;
  /** All possible teams under the rules (may be huge; a float). */
  readonly possibleTeams: number;
  /** Whether every possible team was forecast (a small pool), so the first proposal is the best there is. */
  readonly exhaustive: boolean;
  /** How sure the answer is: high, medium or low, from the agreement of restarts and the gap to the runner-up. */
  readonly confidence: 'high' | 'medium' | 'low';
}

export interface AssemblyResult {
  readonly orientation: TeamOrientation;
  readonly size: number;
  readonly proposals: readonly AssemblyProposal[];
  readonly search: AssemblySearch;
}

/**
 * One change the what-if advisor proposes, applied as a single change of the scene (one undo takes it back).
 * `day` is the day it takes effect.
 */
export type AdviceChange =
  | { readonly kind: 'swap'; readonly day: number; readonly actorId: string; readonly candidateId: string }
  | { readonly kind: 'lead'; readonly day: number; readonly actorId: string }
  | { readonly kind: 'manager'; readonly day: number; readonly actorId: string }
  | { readonly kind: 'pair'; readonly day: number; readonly actorIds: readonly [string, string]; readonly hours: number; readonly remote: boolean }
  | { readonly kind: 'dismiss'; readonly day: number; readonly actorId: string };

export interface AdviceInput {
  /** Candidates who could join in a swap (not already in the scene); up to 50. */
  readonly pool: readonly SceneActorInput[];
  /** The first day a change may take effect (the simulator's chosen day), 0..364. */
  readonly day: number;
  readonly orientation: TeamOrientation;
  /** How many changes to return, 5 by default. */
  readonly count?: number;
  readonly onProgress?: (share: number) => void;
}

export interface AdviceItem {
  readonly change: AdviceChange;
  /** The year after the change, and its difference from the team's year as it stands. */
  readonly year: YearScore;
  readonly effect: YearScore;
}

export interface AdviceResult {
  readonly base: YearScore;
  readonly items: readonly AdviceItem[];
  /** Single changes tried with the real engine, and those the surrogate set aside unsimulated. */
  readonly tried: number;
  readonly pruned: number;
}

/** One team of the monitor: its scene (actors' inputs filled in) and its title. */
export interface MonitorTeamInput {
  readonly sceneId: string;
  readonly title: string;
  readonly scene: Scene;
}

export interface MonitorInput {
  readonly teams: readonly MonitorTeamInput[];
  readonly orientation?: TeamOrientation;
  readonly onProgress?: (share: number) => void;
}

/** A team's forecast year on the monitor's shared axes: one value per forecast day (null where it has no members). */
export interface MonitorTeam {
  readonly sceneId: string;
  readonly title: string;
  readonly startDate: string;
  readonly members: number;
  readonly year: YearScore;
  readonly power: readonly (number | null)[];
  readonly cohesion: readonly (number | null)[];
  readonly microclimate: readonly (number | null)[];
  /** Teams this one shares people with. */
  readonly sharesWith: readonly string[];
}

/** Every person of the organisation, with the figures the risks are read from. */
export interface MonitorPerson {
  readonly actorId: string;
  readonly sceneIds: readonly string[];
  /** Mean forecast mood over the year, and the lowest, −100..100. */
  readonly meanMood: number;
  readonly lowestMood: number;
  /** The most hours a week the person works with others on any day, across all their teams. */
  readonly peakWeeklyHours: number;
  /** People the person works with, and their mean familiarity with them at the year's end, 0..1. */
  readonly contacts: number;
  readonly familiarity: number;
  readonly risks: PersonAtRisk['reasons'];
}

export interface MonitorResult {
  readonly teams: readonly MonitorTeam[];
  readonly people: readonly MonitorPerson[];
  /** How the organisation was simulated: people, contacts (pairs working together), and organisation-wide scenes run for teams sharing people. */
  readonly organisation: { readonly people: number; readonly contacts: number; readonly sharedPeople: number; readonly organisationScenes: number };
}

/** A person at risk in the organisation, and why (each reason with its figure). */
export interface PersonAtRisk {
  readonly actorId: string;
  readonly sceneIds: readonly string[];
  readonly reasons: readonly (
    | { readonly code: 'low_mood'; readonly day: number; readonly mood: number }
    | { readonly code: 'overwork'; readonly day: number; readonly hours: number }
    | { readonly code: 'isolated'; readonly contacts: number; readonly familiarity: number }
  )[];
}

