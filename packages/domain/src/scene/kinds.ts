/** What a stored scene is: an owner's team, the owner's scratch scene, or a pair. */
export const SCENE_KINDS = ['team', 'sandbox', 'pair'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

/** Forecast runs, and so what the dashboard's history lists: a team, a pair, or teams compared. */
export const FORECAST_RUN_KINDS = ['team', 'pair', 'compare'] as const;
export type ForecastRunKind = (typeof FORECAST_RUN_KINDS)[number];

/** The assembler's, the what-if advisor's and the director monitor's runs: computed as forecasts are, never in the history. */
export const ANALYSIS_RUN_KINDS = ['assemble', 'advise', 'monitor'] as const;
export type AnalysisRunKind = (typeof ANALYSIS_RUN_KINDS)[number];

/** What a run is of. */
export const RUN_KINDS = [...FORECAST_RUN_KINDS, ...ANALYSIS_RUN_KINDS] as const;
export type RunKind = (typeof RUN_KINDS)[number];

export const isAnalysisRunKind = (kind: RunKind): kind is AnalysisRunKind => (ANALYSIS_RUN_KINDS as readonly string[]).includes(kind);
