import type { MoodBand } from '../model/person/mood';
import type { ReasonKind, ReasonSubject } from '../model/pair/reasons';

/**
 * What a narrative is written from: a stored result reduced to the figures a text speaks of, and the
 * people as the viewer may name them. Nothing else reaches a text, so nothing else can leak into one.
 */
export interface NarrativePerson {
  /** The first name, or null when the person is gone: the text then says "the first" or "the second". */
  readonly name: string | null;
  /** Whether the viewer may not see this person's details: reasons are then not put down to them by name. */
  readonly detailsHidden: boolean;
}

export interface NarrativeReason {
  readonly subject: ReasonSubject;
  readonly kind: ReasonKind;
  readonly points: number;
  readonly who: 'both' | 'first' | 'second';
}

export interface NarrativeScore {
  readonly score: number;
  readonly precision: number;
  readonly reasons: readonly NarrativeReason[];
}

export interface NarrativeTeamFigures {
  /** Means over the forecast year: cohesion and performance 0..1, microclimate −100..100. */
  readonly cohesion: number;
  readonly performance: number;
  readonly microclimate: number;
  readonly precision: number;
  readonly statisticPower: number;
  readonly orientation: 'launch' | 'growth' | 'support' | null;
}

export type NarrativeInput =
  | {
      readonly kind: 'pair';
      readonly people: readonly [NarrativePerson, NarrativePerson];
      readonly relation: 'WORK' | 'LOVE';
      readonly work: NarrativeScore;
      readonly leadFirst: NarrativeScore;
      readonly leadSecond: NarrativeScore;
      readonly love: (NarrativeScore & { readonly oneWay: { readonly firstWithSecond: number; readonly secondWithFirst: number } }) | null;
    }
  | {
      readonly kind: 'team';
      readonly figures: NarrativeTeamFigures;
      /** The team's power on the first and the last forecast day. */
      readonly powerStart: number;
      readonly powerEnd: number;
      readonly actors: readonly { readonly person: NarrativePerson; readonly condition: MoodBand }[];
      /** How many people pass 50 hours a week at some point. */
      readonly overworked: number;
    }
  | {
      readonly kind: 'compare';
      readonly teams: readonly { readonly title: string; readonly figures: NarrativeTeamFigures }[];
    };

export type NarrativeKind = NarrativeInput['kind'];

/** A written result: paragraphs in one language. */
export interface Narrative {
  readonly paragraphs: readonly string[];
}
