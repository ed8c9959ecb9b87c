import type { Pair } from '@teamcast/contract';

/** A person of a pair result as the screen names them. */
export interface PairPerson {
  id: string;
  /** The first name, or null when there is none to show. */
  firstName: string | null;
  fullName: string | null;
  /** Traits are not put down to this person: their details are hidden from the viewer, or who is who is not known. */
  detailsHidden: boolean;
}

/** The people of a run: in the order its scores speak of them, and each by id for what is told per person. */
export interface RunPeople {
  /** The compatibility's "first" and "second". */
  ordered: [PairPerson, PairPerson];
  /** Whether that order is known; if not, the scores are not put down to anyone by name. */
  orderKnown: boolean;
  byId: (id: string) => PairPerson;
}

const joined = (...parts: (string | null)[]) => parts.filter((part) => part && part.trim() !== '').join(' ') || null;

/**
 * Who a run's people are. A stored forecast lists them sorted by id, while its compatibility's "first"
 * is the pair's first actor, so the order is read off the pair as it is now; once the pair has other
 * people, as after a slot was changed, it is no longer known, and the result says "the first" and "the
 * second" without names rather than risk naming them the wrong way round, as the written text does.
 */
export function runPeople(forecastIds: readonly string[], pair: Pick<Pair, 'actors'> | undefined): RunPeople {
  const byId = (id: string): PairPerson => {
    const actor = pair?.actors.find((candidate) => candidate.id === id);
    return {
      id,
      firstName: actor?.firstName?.trim() || null,
      fullName: actor ? joined(actor.firstName, actor.lastName) : null,
      detailsHidden: actor?.hideDetails ?? false,
    };
  };
  const current = pair?.actors.map((actor) => actor.id) ?? [];
  const orderKnown = current.length === 2 && forecastIds.length === 2 && current.every((id) => forecastIds.includes(id));
  if (orderKnown) return { ordered: [byId(current[0]!), byId(current[1]!)], orderKnown, byId };
  const unnamed = (id: string): PairPerson => ({ id, firstName: null, fullName: null, detailsHidden: true });
  return { ordered: [unnamed(forecastIds[0] ?? ''), unnamed(forecastIds[1] ?? '')], orderKnown, byId };
}
