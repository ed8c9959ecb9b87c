import { apiErrorSchema, buildPath, endpoints, type EndpointDefinition } from '@teamcast/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountKind } from '../identity/account-kind';
import { listQuestionnaires } from '../modules/questionnaires/questionnaires-repository';
import { bearer, createAdministrator, createEstimator, signIn } from '../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { appApi, insertTestProfile, ownerApi, signedInOwner } from '../../test/helpers/profiles';
import { insertFinishedRun, insertTestTeam, openScenes, sceneApi } from '../../test/helpers/scenes';

/**
 * What the security review found answering 500 or out of the error shape: NUL in paths, queries and
 * JSON strings, lone surrogates, bad percent-encoding, long path parameters. Each answers 400 in
 * the one shape now, before anything stores it.
 */
describe('input the database cannot hold', () => {
  let ctx: TestApp;
  let tokens: Record<AccountKind, string>;
  let owner: Awaited<ReturnType<typeof signedInOwner>>;
  let permalink: string;
  let teamId: string;
  let pairId: string;
  let ruid: string;
  let questionnaireId: string;

  beforeAll(async () => {
    ctx = await buildTestApp();
    owner = await signedInOwner(ctx);
    await openScenes(ctx, [owner.owner.id]);
    permalink = (await insertTestProfile(ctx, owner.owner.id)).permalink;
    const team = await insertTestTeam(ctx, owner.owner.id);
    teamId = team.id;
    pairId = (await insertTestTeam(ctx, owner.owner.id, { kind: 'pair', count: 2 })).id;
    ruid = await insertFinishedRun(ctx, owner.owner.id, team);
    questionnaireId = (await listQuestionnaires(ctx.database.db))[0]!.id;
    tokens = {
      owner: owner.token,
      administrator: await signIn(ctx, 'administrator', (await createAdministrator(ctx)).id),
      estimator: await signIn(ctx, 'estimator', (await createEstimator(ctx)).id),
    };
  });
  afterAll(() => ctx.close());

  const headersOf = (auth: EndpointDefinition['auth']) => (auth === 'none' ? {} : bearer(tokens[auth]));

  function expectRefused(response: { statusCode: number; json(): unknown }, expected: Record<string, unknown>) {
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.strict().safeParse(response.json()).success).toBe(true);
    expect(response.json()).toMatchObject({ statusCode: 400, ...expected });
  }

  const withParams = (Object.entries(endpoints) as [string, EndpointDefinition][]).filter(([, endpoint]) => /:\w+/.test(endpoint.path));

  it.each(withParams.flatMap(([name, endpoint]) => [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => [name, match[1]!, endpoint] as const)))(
    '%s answers 400 naming the path parameter %s that holds a NUL',
    async (_name, param, endpoint) => {
      const params = Object.fromEntries([...endpoint.path.matchAll(/:(\w+)/g)].map((match) => [match[1]!, 'x']));
      const response = await ctx.app.inject({
        method: endpoint.method,
        url: buildPath(endpoint.path, { ...params, [param]: '\u0000' }),
        headers: headersOf(endpoint.auth),
        ...(endpoint.body ? { payload: {} } : {}),
      });
      expectRefused(response, { code: 'validation', field: param });
    },
  );

  it('answers the reviewed paths with a NUL 400 without signing in, and the same with real ids', async () => {
    expectRefused(await ctx.app.inject({ method: 'GET', url: `${appApi}/shared/%00` }), { field: 'sharelink' });
    expectRefused(await ctx.app.inject({ method: 'GET', url: `${appApi}/profile/%00` }), { field: 'permalink' });
    expectRefused(await ctx.app.inject({ method: 'GET', url: `${ownerApi}/profiles/%00`, headers: owner.headers }), { field: 'id' });
  });

  it('answers a NUL in a query value 400 naming it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${sceneApi}/scene/snapshot/${teamId}?ruid=%00`, headers: owner.headers });
    expectRefused(response, { code: 'validation', field: 'ruid', message: 'querystring.ruid: holds a NUL character' });
    // The same query with the run's real id still works.
    expect((await ctx.app.inject({ method: 'GET', url: `${sceneApi}/scene/snapshot/${teamId}?ruid=${ruid}`, headers: owner.headers })).statusCode).toBe(200);
  });

  type JsonCase = [what: string, method: 'POST' | 'PATCH', url: () => string, auth: EndpointDefinition['auth'], payload: object, field: string];
  const jsonCases: JsonCase[] = [
    ['the client error report', 'POST', () => `${appApi}/client-errors`, 'none', { kind: 'runtime', message: 'a\u0000b', url: 'http://localhost/', area: 'owner' }, 'message'],
    ["the owner's company", 'PATCH', () => `${ownerApi}/self`, 'owner', { companyName: 'ООО\u0000' }, 'companyName'],
    ['a permalink name', 'PATCH', () => `${appApi}/profile/${permalink}`, 'none', { firstName: 'Анна\u0000' }, 'firstName'],
    ['a team title', 'PATCH', () => `${sceneApi}/scene/${teamId}`, 'owner', { title: 'Команда\u0000' }, 'title'],
    ['a pair title', 'PATCH', () => `${sceneApi}/p2p/${pairId}`, 'owner', { title: 'Пара\u0000' }, 'title'],
    ['a questionnaire data source', 'PATCH', () => `/api/v1/administrator/questionnaire/${questionnaireId}`, 'administrator', { dataSource: 'x\u0000' }, 'dataSource'],
    ['a nested value', 'POST', () => `${ownerApi}/data`, 'owner', { key: 'k', data: { list: ['ok', 'a\u0000'] } }, 'data.list.1'],
  ];
  it.each(jsonCases)('answers a NUL in %s 400 naming the field', async (_what, method, url, auth, payload, field) => {
    const response = await ctx.app.inject({ method, url: url(), headers: headersOf(auth), payload });
    expectRefused(response, { code: 'validation', field });
  });

  it('stores nothing of a request it refuses', async () => {
    await ctx.app.inject({ method: 'PATCH', url: `${ownerApi}/self`, headers: owner.headers, payload: { companyName: 'ООО\u0000' } });
    const self = await ctx.app.inject({ method: 'GET', url: `${ownerApi}/self`, headers: owner.headers });
    expect(self.json()).toMatchObject({ companyName: null });
  });

  it('answers a NUL in a key 400 naming the object that holds it', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${ownerApi}/data`,
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: '{"key":"k","data":{"a\\u0000":1}}',
    });
    expectRefused(response, { code: 'validation', field: 'data', message: 'body.data: a key holds a NUL character' });
  });

  it('answers a lone surrogate 400 naming the field', async () => {
    for (const text of ['"x\\ud800y"', '"\\udc00"', '"\\ud83d"']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `${ownerApi}/data`,
        headers: { ...owner.headers, 'content-type': 'application/json' },
        payload: `{"key":"k","data":${text}}`,
      });
      expectRefused(response, { code: 'validation', field: 'data', message: 'body.data: holds an unpaired UTF-16 surrogate' });
    }
    // A character outside the basic plane is a proper pair and is kept.
    const emoji = await ctx.app.inject({ method: 'POST', url: `${ownerApi}/data`, headers: owner.headers, payload: { key: 'k', data: '😀 \ud83d\ude00' } });
    expect(emoji.statusCode).toBe(200);
    expect(emoji.json()).toMatchObject({ data: '😀 😀' });
  });

  it('answers JSON nested deeper than any request needs 400 bad_request', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${ownerApi}/data`,
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: `{"key":"k","data":${deep}}`,
    });
    expectRefused(response, { code: 'bad_request', message: 'body: nested deeper than 64 levels' });
  });
});

describe("Fastify's own refusals in the one shape", () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const expectShape = (response: { statusCode: number; json(): unknown }, statusCode: number, code: string) => {
    expect(response.statusCode).toBe(statusCode);
    expect(apiErrorSchema.strict().safeParse(response.json()).success).toBe(true);
    expect(response.json()).toMatchObject({ statusCode, code });
  };

  it('answers bad percent-encoding 400 bad_request, not FST_ERR_BAD_URL', async () => {
    for (const url of [`${appApi}/shared/%ZZ`, `${appApi}/profile/%`, `${appApi}/shared/%ED%A0%80`]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expectShape(response, 400, 'bad_request');
      expect(response.headers['x-request-id']).toBeTruthy();
    }
  });

  it('lets a path parameter over 100 characters reach its route, which answers 400 naming it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${appApi}/shared/${'a'.repeat(101)}` });
    expectShape(response, 400, 'validation');
    expect(response.json()).toMatchObject({ field: 'sharelink' });
  });

  it('answers a parameter longer than any request line 400, never 405 or 414', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${appApi}/shared/${'a'.repeat(20_000)}` });
    expectShape(response, 400, 'bad_request');
  });

  it('answers an empty JSON body 400 and an unknown media type 415', async () => {
    const url = `${appApi}/client-errors`;
    expectShape(await ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '' }), 400, 'bad_request');
    expectShape(await ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/xml' }, payload: '<a/>' }), 415, 'unsupported_media_type');
    expectShape(await ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"a":' }), 400, 'bad_request');
  });
});
