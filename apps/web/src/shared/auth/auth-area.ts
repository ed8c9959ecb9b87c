/** Areas that sign users in. Each keeps its own credentials, so one browser can be signed in to several. */
export const authAreas = ['administrator', 'estimator', 'owner', 'owner-mobile', 'love-mobile'] as const;
export type AuthArea = (typeof authAreas)[number];

export function isAuthArea(value: unknown): value is AuthArea {
  return typeof value === 'string' && (authAreas as readonly string[]).includes(value);
}
