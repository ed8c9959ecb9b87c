import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runPair, type OwnerArea, type Pair } from '@teamcast/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiClient } from '../../../../shared/api/api-context';
import { href } from '../../../../shared/paths';
import { pairRunsOf, type HistoryRun } from './pair-run-history';
import { runBodyOf, type PairRelation } from './pair-relation';
import { markRunStarted, usePairRun } from './use-pair-run';

interface PairCheckOptions<R extends PairRelation> {
  area: OwnerArea;
  /** The address's pair, and the pair itself once it is read. */
  pairId: string | null;
  pair: Pair | undefined;
  /** The owner's latest runs, whose newest of this pair is shown when the address names none. */
  history: readonly HistoryRun[] | undefined;
  /** The relations the screen offers, and the one it checks when the address names none. */
  relations: readonly R[];
  fallback: R;
  /** The route of the screen, with its `:id` of the pair. */
  route: string;
  /** Address parameters that only choose whom the form starts with, of no use once a run has started. */
  startParams?: readonly string[];
  /** The pair to run, as it is or created or changed from the form first. */
  pairToRun: () => Promise<Pair>;
  /** A run has started for this pair: the screen keeps it and lets go of its form. */
  onStarted: (pair: Pair) => void;
}

/**
 * A pair check as its screens keep it: the address holds the pair (`…/p2p/<pairId>`), the relation
 * (`?relation=`, left out for the default) and the run shown (`?run=`, else the pair's latest in the
 * history), so a reload or Back shows the same. Starting a run saves what the form needs first, asks
 * for the relation's run and moves the address to its pair and run.
 */
export function usePairCheck<R extends PairRelation>(options: PairCheckOptions<R>) {
  const { area, pairId, pair, history, relations, fallback, route, startParams = [], pairToRun, onStarted } = options;
  const client = useApiClient(area);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const relationParam = params.get('relation');
  const relation = relations.find((value) => value === relationParam) ?? fallback;

  const ruid = params.get('run') ?? (pair && history ? (pairRunsOf(history, pair._id)[0]?.id ?? null) : null);
  const { state: runState, snapshot } = usePairRun(area, ruid, pairId);

  const run = useMutation({
    mutationFn: async () => {
      const target = await pairToRun();
      const started = await client(runPair, { params: { id: target._id }, body: runBodyOf(relation) }, { report: false });
      return { pair: target, ruid: started.ruid };
    },
    onSuccess: ({ pair: ran, ruid: started }) => {
      onStarted(ran);
      markRunStarted(queryClient, area, started);
      const search = new URLSearchParams(params);
      for (const name of startParams) search.delete(name);
      search.set('run', started);
      void navigate({ pathname: href(route, { id: ran._id }), search: `?${search.toString()}` }, { replace: ran._id === pairId });
    },
  });
  const running = run.isPending || runState?.status === 'running';

  const chooseRelation = (next: string) =>
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        if (next === fallback) search.delete('relation');
        else search.set('relation', next);
        return search;
      },
      { replace: true },
    );

  return { relation, chooseRelation, ruid, runState, snapshot, run, running };
}
