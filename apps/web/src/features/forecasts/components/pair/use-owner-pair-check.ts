import { createPair, type OwnerArea, type Pair } from '@teamcast/contract';
import { useState } from 'react';
import { useApiClient } from '../../../../shared/api/api-context';
import type { HistoryRun } from './pair-run-history';
import { PAIR_RELATIONS, type PairRelation } from './pair-relation';
import type { SlotPerson } from './pair-slot-select';
import { usePairCheck } from './use-pair-check';

export type PairSlots = [SlotPerson | null, SlotPerson | null];

/** The form's content, and which stored pair at which version it was changed from. */
interface Draft {
  base: string;
  slots: PairSlots;
  startDay: string;
}

export type PairFormChange = Partial<Omit<Draft, 'base'>>;

/** The relations the owner's form offers, by the keys of their names. */
export const pairRelationLabels = {
  work: 'pairCheck.form.relation.work',
  love: 'pairCheck.form.relation.love',
  friend: 'pairCheck.form.relation.friend',
} as const satisfies Record<PairRelation, string>;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The first of the current month in the owner's calendar, the spec's default start of a pair. */
function firstOfThisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
}

const slotOf = (actor: Pair['actors'][number]): SlotPerson => ({
  id: actor.id,
  firstName: actor.firstName,
  lastName: actor.lastName,
  position: actor.position,
  isDemo: actor.isDemo,
});

const baseOf = (pair: Pair | undefined) => (pair ? `${pair._id}:${pair.version}` : 'new');

function draftOf(pair: Pair | undefined): Draft {
  if (!pair) return { base: 'new', slots: [null, null], startDay: firstOfThisMonth() };
  const [first, second] = pair.actors;
  return { base: baseOf(pair), slots: [first ? slotOf(first) : null, second ? slotOf(second) : null], startDay: pair.startDate };
}

/** The pair could not be saved before its run: the failure, and whether the top-level display has shown it already. */
class StartFailure extends Error {
  constructor(
    readonly error: unknown,
    readonly shown: boolean,
  ) {
    super('The pair was not saved');
  }
}

interface OwnerPairCheckOptions {
  area: OwnerArea;
  /** The route of the screen, with its `:id` of the pair. */
  route: string;
  /** The address's pair, and the pair itself once it is read. */
  pairId: string | null;
  pair: Pair | undefined;
  history: readonly HistoryRun[] | undefined;
  /** Saves the stored pair's new people or start day (the scenes' edit, which keeps the answer). */
  editPair: (edit: { id: string; version: number; actors: [string, string]; startDay: string }) => Promise<unknown>;
  /** Keeps the pair a run has started for where the screen reads pairs from. */
  keepPair: (pair: Pair) => void;
}

/**
 * The owner's pair check, on a wide screen or a phone: two slots and a start day, kept as a draft of
 * the stored pair until it changes; a run saves a new pair or the changed one first, then runs the
 * relation of the address (work by default). A pair that could not be saved is the run's failure,
 * unless the top-level display has shown it already.
 */
export function useOwnerPairCheck({ area, route, pairId, pair, history, editPair, keepPair }: OwnerPairCheckOptions) {
  const client = useApiClient(area);
  const [draft, setDraft] = useState<Draft | null>(null);
  // A draft of an older version of the pair (changed since, here or elsewhere) gives way to the pair as stored.
  const form = draft && draft.base === baseOf(pair) ? draft : draftOf(pair);
  const change = (next: PairFormChange) => setDraft({ ...form, ...next, base: baseOf(pair) });
  const [first, second] = form.slots;
  const startDayValid = datePattern.test(form.startDay);
  const valid = !!first && !!second && first.id !== second.id && startDayValid;
  const changed = !!pair && (pair.actors[0]?.id !== first?.id || pair.actors[1]?.id !== second?.id || pair.startDate !== form.startDay);

  const check = usePairCheck({
    area,
    pairId,
    pair,
    history,
    relations: PAIR_RELATIONS,
    fallback: 'work',
    route,
    pairToRun: async () => {
      if (!first || !second) throw new Error('Both slots are needed');
      const actors: [string, string] = [first.id, second.id];
      try {
        if (!pair) return await client(createPair, { body: { actors, startDay: form.startDay } }, { report: false });
        // PATCH /p2p answers with the pair.
        if (changed) return (await editPair({ id: pair._id, version: pair.version, actors, startDay: form.startDay })) as Pair;
        return pair;
      } catch (error) {
        // An edit's failure is shown by the top-level display already (a stale version with the newer pair).
        throw new StartFailure(error, !!pair);
      }
    },
    onStarted: (ran) => {
      keepPair(ran);
      setDraft(null);
    },
  });

  // A pair that could not be saved is shown as its failure; a run that would not start, as its own.
  const { error } = check.run;
  const failure = error instanceof StartFailure ? (error.shown ? null : error.error) : error;
  return { ...check, form, change, first, second, startDayValid, valid, changed, failure };
}
