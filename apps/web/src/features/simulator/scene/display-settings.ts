import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, getOwnerData, saveOwnerData, type ApiClient } from '@teamcast/contract';
import { useApiClient } from '../../../shared/api/api-context';
import { areaQueryKey } from '../../../shared/api/query-keys';

/** The key the simulator's settings are kept under for the account (the owner data store). */
export const SIMULATOR_DATA_KEY = 'simulator';

export const SCENE_SORTS = ['addedDesc', 'addedAsc', 'name', 'rating'] as const;
export type SceneSort = (typeof SCENE_SORTS)[number];
export const CARD_RATINGS = ['rating', 'percent'] as const;
export type CardRating = (typeof CARD_RATINGS)[number];

/** A team's first forecast seen: the rating of its initial composition, against which later ones are read. */
export interface Baseline {
  ruid: string;
  rating: number;
}

/** The scene display settings of spec section 3, and the teams' baselines. */
export interface SimulatorSettings {
  sceneSort: SceneSort;
  cardRating: CardRating;
  showSceneCardTips: boolean;
  showSceneIndicatorTips: boolean;
  baselines: Record<string, Baseline>;
}

export const DEFAULT_SETTINGS: SimulatorSettings = {
  sceneSort: 'addedDesc',
  cardRating: 'rating',
  showSceneCardTips: true,
  showSceneIndicatorTips: true,
  baselines: {},
};

// Baselines of teams long gone would pile up; the newest this many are kept.
const MAX_BASELINES = 200;

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/** Reads a stored value field by field: a field missing or of another shape takes its default. */
export function readSettings(stored: unknown): SimulatorSettings {
  if (!isRecord(stored)) return DEFAULT_SETTINGS;
  const baselines: Record<string, Baseline> = {};
  if (isRecord(stored.baselines)) {
    for (const [id, value] of Object.entries(stored.baselines)) {
      if (isRecord(value) && typeof value.ruid === 'string' && typeof value.rating === 'number') baselines[id] = { ruid: value.ruid, rating: value.rating };
    }
  }
  return {
    sceneSort: oneOf(SCENE_SORTS, stored.sceneSort, DEFAULT_SETTINGS.sceneSort),
    cardRating: oneOf(CARD_RATINGS, stored.cardRating, DEFAULT_SETTINGS.cardRating),
    showSceneCardTips: typeof stored.showSceneCardTips === 'boolean' ? stored.showSceneCardTips : true,
    showSceneIndicatorTips: typeof stored.showSceneIndicatorTips === 'boolean' ? stored.showSceneIndicatorTips : true,
    baselines,
  };
}

const settingsKey = areaQueryKey('owner', 'ownerData', SIMULATOR_DATA_KEY);

function settingsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: settingsKey,
    queryFn: async ({ signal }): Promise<SimulatorSettings> => {
      try {
        return readSettings((await client(getOwnerData, { params: { key: SIMULATOR_DATA_KEY } }, { report: false, signal })).data);
      } catch (error) {
        // Nothing kept yet, or the store out of reach: the screen works with the defaults either way.
        if (error instanceof ApiError) return DEFAULT_SETTINGS;
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * The owner's simulator settings, kept per account so that they follow the owner to another browser.
 * A change shows at once and is stored behind it; a failure to store keeps it for this visit.
 */
export function useSimulatorSettings() {
  const client = useApiClient('owner');
  const queryClient = useQueryClient();
  const { data } = useQuery(settingsQuery(client));
  const save = useMutation({
    mutationFn: (next: SimulatorSettings) => client(saveOwnerData, { body: { key: SIMULATOR_DATA_KEY, data: next } }, { report: false }),
  });
  const settings = data ?? DEFAULT_SETTINGS;
  const update = (change: Partial<SimulatorSettings>) => {
    const current = queryClient.getQueryData<SimulatorSettings>(settingsKey) ?? settings;
    const next = { ...current, ...change };
    const ids = Object.keys(next.baselines);
    if (ids.length > MAX_BASELINES) next.baselines = Object.fromEntries(ids.slice(-MAX_BASELINES).map((id) => [id, next.baselines[id]!]));
    queryClient.setQueryData(settingsKey, next);
    save.mutate(next);
  };
  return { settings, loaded: data !== undefined, update };
}
