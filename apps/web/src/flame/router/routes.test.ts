import { describe, expect, it } from 'vitest';
import { flamePaths, matchRoute } from './routes';

describe('the test’s routes', () => {
  it.each([
    ['/main', { page: 'root' }],
    ['/main/', { page: 'root' }],
    ['/main/onboarding', { page: 'onboarding' }],
    ['/main/questionnaire-instruction', { page: 'instruction' }],
    ['/main/questionnaire', { page: 'questionnaire' }],
    ['/main/questionnaire/abc_DEF-123', { page: 'questionnaire', key: 'abc_DEF-123' }],
    ['/main/questionnaire-result/k1', { page: 'result', key: 'k1' }],
  ])('opens %s', (path, route) => {
    expect(matchRoute(path)).toEqual(route);
  });

  it.each(['/main/no-such', '/main/questionnaire-result', '/main/onboarding/1', '/main/questionnaire/1/2', '/mainx', '/', '/main/questionnaire/%E0%A4%A'])(
    'shows not-found for %s',
    (path) => {
      expect(matchRoute(path)).toEqual({ page: 'notFound' });
    },
  );

  it('builds the paths it matches', () => {
    expect(matchRoute(flamePaths.result('a b'))).toEqual({ page: 'result', key: 'a b' });
    expect(flamePaths.questionnaire()).toBe('/main/questionnaire');
    expect(matchRoute(flamePaths.questionnaire('k'))).toEqual({ page: 'questionnaire', key: 'k' });
  });
});
