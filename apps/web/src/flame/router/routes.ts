/**
 * The consumer test's four pages (spec section 2) under /main. The page is its own entry of the build,
 * so it carries a few lines of matching instead of a router library.
 */
export type FlameRoute =
  | { page: 'root' }
  | { page: 'onboarding' }
  | { page: 'instruction' }
  /** Without a key: a new test on this device. With one: the partner answering through the link. */
  | { page: 'questionnaire'; key?: string }
  /** `:id` is the result's key. */
  | { page: 'result'; key: string }
  | { page: 'notFound' };

export const flamePaths = {
  root: '/main',
  onboarding: '/main/onboarding',
  instruction: '/main/questionnaire-instruction',
  questionnaire: (key?: string) => (key ? `/main/questionnaire/${encodeURIComponent(key)}` : '/main/questionnaire'),
  result: (key: string) => `/main/questionnaire-result/${encodeURIComponent(key)}`,
};

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export function matchRoute(pathname: string): FlameRoute {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (parts[0] !== 'main') return { page: 'notFound' };
  const [, name, id, ...rest] = parts;
  if (rest.length > 0) return { page: 'notFound' };
  const key = id === undefined || id === '' ? undefined : decode(id);
  if (id !== undefined && key === undefined) return { page: 'notFound' };
  switch (name) {
    case undefined:
      return { page: 'root' };
    case 'onboarding':
      return key === undefined ? { page: 'onboarding' } : { page: 'notFound' };
    case 'questionnaire-instruction':
      return key === undefined ? { page: 'instruction' } : { page: 'notFound' };
    case 'questionnaire':
      return key === undefined ? { page: 'questionnaire' } : { page: 'questionnaire', key };
    case 'questionnaire-result':
      return key === undefined ? { page: 'notFound' } : { page: 'result', key };
    default:
      return { page: 'notFound' };
  }
}
