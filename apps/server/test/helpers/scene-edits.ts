import type { TestApp } from './build-test-app';

type Headers = Record<string, string>;

/**
 * Edits one scene (a team, the scratch scene or a pair) the way one open tab does: every edit names the
 * version of the last answer it got, starting from `version`. A body may name a version of its own.
 */
export function sceneEditor(ctx: TestApp, url: string, headers: Headers, version: number) {
  let current = version;
  return async (body: object) => {
    const response = await ctx.app.inject({ method: 'PATCH', url, headers, payload: { version: current, ...body } });
    if (response.statusCode === 200) current = (response.json() as { version: number }).version;
    return response;
  };
}
