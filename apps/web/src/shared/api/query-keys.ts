import type { ApiArea } from './api-clients';

/**
 * Every query key starts with its area, so signing an area out can drop exactly its cache.
 */
export function areaQueryKey<const P extends readonly unknown[]>(area: ApiArea, ...parts: P): readonly [ApiArea, ...P] {
  return [area, ...parts] as const;
}
