/** What a stored scene is: an owner's team, the owner's scratch scene, or a pair. */
export const SCENE_KINDS = ['team', 'sandbox', 'pair'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

/** What a forecast run is of, and so what the dashboard's history lists: a team, a pair, or teams compared. */
export const RUN_KINDS = ['team', 'pair', 'compare'] as const;
export type RunKind = (typeof RUN_KINDS)[number];
