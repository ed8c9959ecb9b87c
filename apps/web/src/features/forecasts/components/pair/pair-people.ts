import type { Pair } from '@teamcast/contract';

/** A person of a pair result as the screen names them. */
export interface PairPerson {
  id: string;
  /** The first name, or null when there is none to show. */
  firstName: string | null;
  fullName: string | null;
  /** The viewer may not see this person's details: traits are not put down to them. */
  detailsHidden: boolean;
}

const joined = (...parts: (string | null)[]) => parts.filter((part) => part && part.trim() !== '').join(' ') || null;

/**
 * The two people of a run, in the run's order, named from the pair as it is now; a person no longer in
 * the pair (the slots were changed since) stays unnamed rather than named wrongly.
 */
export function pairPeople(actorIds: readonly [string, string], pair: Pick<Pair, 'actors'> | undefined): [PairPerson, PairPerson] {
  const person = (id: string): PairPerson => {
    const actor = pair?.actors.find((candidate) => candidate.id === id);
    return {
      id,
      firstName: actor?.firstName?.trim() || null,
      fullName: actor ? joined(actor.firstName, actor.lastName) : null,
      detailsHidden: actor?.hideDetails ?? false,
    };
  };
  return [person(actorIds[0]), person(actorIds[1])];
}
