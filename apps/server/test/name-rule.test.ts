import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdministrator, signIn, uniqueEmail } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { appApi, insertTestProfile, ownerApi, signedInOwner } from './helpers/profiles';

const refusedNames = ['<b>Анна</b>', '<script>alert(1)</script>', 'Anna1', '42', '-Анна', 'Анна!', 'Ἀθηνᾶ'];
const acceptedNames = ['Анна', 'Анна-Мария', "O'Brien", 'Jean Luc'];

/** One name rule, the domain's, on every path that writes a person's name. */
describe('the name rule', () => {
  let ctx: TestApp;
  let owner: Awaited<ReturnType<typeof signedInOwner>>;
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    ctx = await buildTestApp();
    owner = await signedInOwner(ctx);
    adminHeaders = bearer(await signIn(ctx, 'administrator', (await createAdministrator(ctx)).id));
  });
  afterAll(() => ctx.close());

  const patchPermalink = (permalink: string, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: `${appApi}/profile/${permalink}`, payload });

  it.each(refusedNames)('the questionnaire by its permalink refuses %j as any name, and keeps the one it had', async (name) => {
    const profile = await insertTestProfile(ctx, owner.owner.id, { kind: 'couple', firstName: 'Иван', lastName: null, partnerName: 'Мария' });
    for (const field of ['firstName', 'lastName', 'partnerName']) {
      const response = await patchPermalink(profile.permalink, { [field]: name });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', field, rule: 'name' });
    }
    const stored = (await ctx.app.inject({ method: 'GET', url: `${appApi}/profile/${profile.permalink}` })).json();
    expect(stored).toMatchObject({ firstName: 'Иван', lastName: null, partnerName: 'Мария' });
  });

  it('saves a name the rule accepts, and clears one with an empty string', async () => {
    const profile = await insertTestProfile(ctx, owner.owner.id);
    const saved = await patchPermalink(profile.permalink, { firstName: ' Анна-Мария ', lastName: "O'Brien" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ firstName: 'Анна-Мария', lastName: "O'Brien" });
    const cleared = await patchPermalink(profile.permalink, { lastName: '' });
    expect(cleared.json()).toMatchObject({ firstName: 'Анна-Мария', lastName: null });
  });

  it('refuses the same names in an upgrade of a sent questionnaire', async () => {
    const profile = await insertTestProfile(ctx, owner.owner.id, { filled: true });
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `${appApi}/profile/${profile.permalink}/upgrade`,
      payload: { target: 'love', firstName: '<b>Анна</b>' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', field: 'firstName', rule: 'name' });
  });

  it.each([...refusedNames, ...acceptedNames])('every path that writes a name agrees on %j', async (name) => {
    const refused = refusedNames.includes(name);
    const profile = await insertTestProfile(ctx, owner.owner.id);
    const answers = [
      await patchPermalink(profile.permalink, { firstName: name }),
      await ctx.app.inject({ method: 'POST', url: `${ownerApi}/profiles`, headers: owner.headers, payload: { firstName: name, lastName: name } }),
      await ctx.app.inject({ method: 'PATCH', url: `${ownerApi}/profiles/${profile.id}`, headers: owner.headers, payload: { lastName: name } }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/administrator/estimators',
        headers: adminHeaders,
        payload: { email: uniqueEmail('named'), fullName: name, password: 'secret-123' },
      }),
    ];
    for (const answer of answers) {
      if (refused) expect(answer.json()).toMatchObject({ statusCode: 400, code: 'validation', rule: 'name' });
      else expect(answer.statusCode).toBeLessThan(300);
    }
  });
});
