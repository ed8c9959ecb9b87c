import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { appApi, insertTestProfile, mainProfileIdOf, ownerApi, signedInOwner } from '../../../test/helpers/profiles';
import { createTestClock } from '../../../test/helpers/test-clock';

type Headers = Record<string, string>;

describe("the owner's profiles", () => {
  let ctx: TestApp;
  // 2 March 2026: someone born on 15 June 1990 is 35.
  const clock = createTestClock('2026-03-02T09:00:00.000Z');

  beforeAll(async () => {
    ctx = await buildTestApp({ clock });
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const create = (headers: Headers, body: object = {}, variant = '') => call('POST', `${ownerApi}/profiles${variant}`, headers, body);
  const list = (headers: Headers, query = '') => call('GET', `${ownerApi}/profiles${query}`, headers);
  const detail = (headers: Headers, id: string) => call('GET', `${ownerApi}/profiles/${id}`, headers);
  const shareLink = async (headers: Headers, id: string) => (await call('GET', `${ownerApi}/profiles/sharelink/${id}`, headers)).json();

  async function createdProfile(headers: Headers, body: object = { firstName: 'Анна', lastName: 'Смирнова' }, variant = '') {
    const response = await create(headers, body, variant);
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  describe('creating', () => {
    it('makes a full profile with its permalink, age and avatar, waiting for its questionnaire', async () => {
      const { headers } = await signedInOwner(ctx);
      const profile = await createdProfile(headers, {
        firstName: ' Анна ',
        lastName: 'Смирнова',
        position: 'QA lead',
        email: 'Anna@Example.com',
        phone: '+7 912 345-67-89',
        birthDate: '1990-06-15T00:00:00.000Z',
        gender: 'Ж',
      });
      expect(profile).toMatchObject({
        kind: 'full',
        firstName: 'Анна',
        email: 'anna@example.com',
        birthDate: '1990-06-15',
        age: 35,
        gender: 'Ж',
        avatarName: 'female-21-35',
        state: 'ack_q',
        filled: false,
        isShort: false,
        attached: false,
        isMain: false,
        expertise: null,
        grade: null,
        completedAt: null,
      });
      expect(profile.permalink).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const shown = (await detail(headers, profile._id)).json();
      expect(shown).toMatchObject({ answers: {}, detailsHidden: false, questionnaire: { kind: 'profile' } });
    });

    it('makes short, love and couple profiles filled with their own questionnaires', async () => {
      const { headers } = await signedInOwner(ctx);
      const short = await createdProfile(headers, { firstName: 'Олег' }, '/short');
      const love = await createdProfile(headers, { firstName: 'Ира' }, '/love');
      const couple = await createdProfile(headers, { firstName: 'Ира', couple: true }, '/love');
      expect([short.kind, short.isShort, love.kind, couple.kind]).toEqual(['short', true, 'love', 'couple']);
      expect((await detail(headers, short._id)).json().questionnaire.kind).toBe('profileShort');
      expect((await detail(headers, couple._id)).json().questionnaire.kind).toBe('couple');

      const loveForm = (await detail(headers, love._id)).json().questionnaire;
      const names: string[] = loveForm.questions.map((q: { neuronName: string }) => q.neuronName);
      expect(loveForm.kind).toBe('love');
      expect(names).toEqual(expect.arrayContaining(['gender', 'age', 'meeting_people', 'second_chance']));
      expect(new Set(names).size).toBe(names.length);
    });

    it('refuses details that break the rules, naming the field', async () => {
      const { headers } = await signedInOwner(ctx);
      expect((await create(headers, { firstName: 'R2D2' })).json()).toMatchObject({ code: 'validation', field: 'firstName', rule: 'name' });
      expect((await create(headers, { birthDate: '2030-01-01' })).json()).toMatchObject({
        code: 'validation',
        field: 'birthDate',
        rule: 'birthDate',
      });
      expect((await create(headers, { email: 'not-an-email' })).json()).toMatchObject({ field: 'email' });
    });

    it('waits for a verified email, except for the owner\u2019s own profile', async () => {
      const { owner, headers } = await signedInOwner(ctx, { verified: false });
      const refused = { statusCode: 403, code: 'account_unverified' };
      expect((await create(headers)).json()).toMatchObject(refused);
      expect((await create(headers, {}, '/short')).json()).toMatchObject(refused);
      expect((await create(headers, {}, '/love')).json()).toMatchObject(refused);
      expect((await list(headers)).statusCode).toBe(200);

      const own = await createdProfile(headers, { firstName: 'Я' }, '/unsecure');
      expect(own).toMatchObject({ kind: 'full', isMain: true });
      expect(await mainProfileIdOf(ctx, owner.id)).toBe(own._id);
      // A second one does not replace the main profile.
      const second = await createdProfile(headers, { firstName: 'Ещё' }, '/unsecure');
      expect(second.isMain).toBe(false);
      expect(await mainProfileIdOf(ctx, owner.id)).toBe(own._id);

      expect((await call('GET', `${ownerApi}/profiles/sharelink/${own._id}`, headers)).json()).toMatchObject(refused);
      expect((await call('POST', `${ownerApi}/profiles/get-referral-id/${own._id}`, headers)).json()).toMatchObject(refused);
      expect((await call('POST', `${ownerApi}/profiles/attach/anything`, headers)).json()).toMatchObject(refused);
    });
  });

  describe('the list', () => {
    let headers: Headers;
    beforeAll(async () => {
      const signed = await signedInOwner(ctx);
      headers = signed.headers;
      const at = (day: number) => new Date(`2026-02-${String(day).padStart(2, '0')}T10:00:00.000Z`);
      const rows = [
        { firstName: 'Анна', lastName: 'Смирнова', email: 'anna@corp.example', position: 'Designer', age: 30, filled: true, day: 1 },
        { firstName: 'Борис', lastName: 'Петров', email: 'boris@corp.example', position: 'Developer', age: 45, filled: false, day: 2 },
        { firstName: 'Вера', lastName: 'петрова', email: null, position: 'Team lead', age: null, filled: true, day: 3 },
        { firstName: 'Глеб', lastName: null, email: null, position: null, age: 22, filled: false, day: 4 },
        { firstName: null, lastName: null, email: 'nobody@corp.example', position: null, age: null, filled: false, day: 5 },
      ];
      for (const { day, filled, ...fields } of rows) {
        await insertTestProfile(ctx, signed.owner.id, {
          ...fields,
          filled,
          state: filled ? 'ack_a' : day === 2 ? 'answered' : 'ack_q',
          createdAt: at(day),
          updatedAt: at(day + 10),
          completedAt: filled ? at(day + 5) : null,
        });
      }
      await insertTestProfile(ctx, signed.owner.id, { firstName: 'Удалённый', state: 'deleted', createdAt: at(6) });
    });

    const names = (body: { items: { firstName: string | null }[] }) => body.items.map((item) => item.firstName);

    it('shows the live profiles newest first, with counts for the tabs', async () => {
      const body = (await list(headers)).json();
      expect(names(body)).toEqual([null, 'Глеб', 'Вера', 'Борис', 'Анна']);
      expect(body.total).toBe(5);
      expect(body.counts).toEqual({ all: 5, empty: 3, approved: 2 });
    });

    it('filters empty and approved profiles', async () => {
      expect(names((await list(headers, '?filter=approved')).json())).toEqual(['Вера', 'Анна']);
      const empty = (await list(headers, '?filter=empty')).json();
      expect(names(empty)).toEqual([null, 'Глеб', 'Борис']);
      expect(empty.total).toBe(3);
    });

    it('searches names, email and position regardless of case, counting only what it found', async () => {
      const found = (await list(headers, `?search=${encodeURIComponent('ПЕТРОВ')}`)).json();
      expect(names(found)).toEqual(['Вера', 'Борис']);
      expect(found.counts).toEqual({ all: 2, empty: 1, approved: 1 });
      expect(names((await list(headers, '?search=NOBODY@')).json())).toEqual([null]);
      expect(names((await list(headers, '?search=lead')).json())).toEqual(['Вера']);
      expect((await list(headers, '?search=zzz')).json()).toMatchObject({ items: [], total: 0, counts: { all: 0 } });
    });

    it('sorts by name (last name, then first name), by age and by dates, missing values last', async () => {
      expect(names((await list(headers, '?sort=name&order=asc')).json())).toEqual(['Борис', 'Вера', 'Анна', 'Глеб', null]);
      expect(names((await list(headers, '?sort=name&order=desc')).json())).toEqual(['Анна', 'Вера', 'Борис', 'Глеб', null]);
      expect(names((await list(headers, '?sort=age&order=asc')).json())).toEqual(['Глеб', 'Анна', 'Борис', null, 'Вера']);
      expect(names((await list(headers, '?sort=completedAt&order=asc')).json())).toEqual(['Анна', 'Вера', null, 'Глеб', 'Борис']);
      expect(names((await list(headers, '?sort=completedAt&order=desc')).json())).toEqual(['Вера', 'Анна', null, 'Глеб', 'Борис']);
      expect(names((await list(headers, '?sort=createdAt&order=asc')).json())).toEqual(['Анна', 'Борис', 'Вера', 'Глеб', null]);
    });

    it('pages with limit and offset', async () => {
      const page = (await list(headers, '?sort=createdAt&order=asc&limit=2&offset=2')).json();
      expect(names(page)).toEqual(['Вера', 'Глеб']);
      expect(page.total).toBe(5);
      expect((await list(headers, '?limit=0')).json()).toMatchObject({ code: 'validation' });
    });

    it('keeps expertise and grade to owners with a subscription, which nobody has yet', async () => {
      const body = (await list(headers)).json();
      expect(body.items.every((item: { expertise: unknown; grade: unknown }) => item.expertise === null && item.grade === null)).toBe(true);
    });
  });

  describe('one profile', () => {
    it('is editable by its owner, with age and avatar following the details', async () => {
      const { headers } = await signedInOwner(ctx);
      const profile = await createdProfile(headers);
      expect(profile.avatarName).toBe('default');
      const response = await call('PATCH', `${ownerApi}/profiles/${profile._id}`, headers, {
        birthDate: '1970-01-10',
        gender: 'М',
        position: 'CTO',
        phone: '',
        hideDetails: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        age: 56,
        gender: 'М',
        avatarName: 'male-51+',
        position: 'CTO',
        phone: null,
        hideDetails: true,
      });
      // The owner always sees everything of their own profiles.
      expect((await detail(headers, profile._id)).json()).toMatchObject({ lastName: 'Смирнова', detailsHidden: false });
    });

    it('keeps a first name once given: an edit may change it, never clear it', async () => {
      const { headers } = await signedInOwner(ctx);
      const edit = (id: string, body: object) => call('PATCH', `${ownerApi}/profiles/${id}`, headers, body);
      const named = await createdProfile(headers);
      for (const firstName of ['', '   ']) {
        const refused = await edit(named._id, { firstName, lastName: 'Смирнова' });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ code: 'validation', field: 'firstName', rule: 'required' });
      }
      expect((await detail(headers, named._id)).json()).toMatchObject({ firstName: 'Анна', lastName: 'Смирнова' });
      expect((await edit(named._id, { firstName: 'Мария' })).json()).toMatchObject({ firstName: 'Мария' });
      // A profile not named yet may be edited without a name until it is invited.
      const nameless = await createdProfile(headers, { position: 'QA' });
      expect((await edit(nameless._id, { firstName: '', position: 'QA lead' })).json()).toMatchObject({ firstName: null, position: 'QA lead' });
    });

    it('is not found for another owner, whatever they try', async () => {
      const a = await signedInOwner(ctx);
      const b = await signedInOwner(ctx);
      const profile = await createdProfile(a.headers);
      const notFound = { statusCode: 404, code: 'profile_not_found' };
      expect((await detail(b.headers, profile._id)).json()).toMatchObject(notFound);
      expect((await call('PATCH', `${ownerApi}/profiles/${profile._id}`, b.headers, { position: 'X' })).json()).toMatchObject(notFound);
      expect((await call('DELETE', `${ownerApi}/profiles/${profile._id}`, b.headers)).json()).toMatchObject(notFound);
      expect((await call('GET', `${ownerApi}/profiles/${profile._id}/main`, b.headers)).json()).toMatchObject(notFound);
      expect((await call('GET', `${ownerApi}/profiles/sharelink/${profile._id}`, b.headers)).json()).toMatchObject(notFound);
      expect((await detail(a.headers, 'no-such-profile')).json()).toMatchObject(notFound);
      expect((await detail(a.headers, profile._id)).statusCode).toBe(200);
    });

    it('is deleted: it leaves the list, stops being the main one, and its links say so', async () => {
      const { owner, headers } = await signedInOwner(ctx);
      const profile = await createdProfile(headers, { firstName: 'Я' }, '/unsecure');
      const { sharelink } = await shareLink(headers, profile._id);

      expect((await call('DELETE', `${ownerApi}/profiles/${profile._id}`, headers)).statusCode).toBe(204);
      expect((await detail(headers, profile._id)).json()).toMatchObject({ statusCode: 404, code: 'profile_not_found' });
      expect((await list(headers)).json().total).toBe(0);
      expect(await mainProfileIdOf(ctx, owner.id)).toBeNull();
      const deleted = { statusCode: 404, code: 'profile_deleted' };
      expect((await ctx.app.inject({ method: 'GET', url: `${appApi}/profile/${profile.permalink}` })).json()).toMatchObject(deleted);
      expect((await ctx.app.inject({ method: 'GET', url: `${appApi}/shared/${sharelink}` })).json()).toMatchObject(deleted);
      expect((await call('DELETE', `${ownerApi}/profiles/${profile._id}`, headers)).statusCode).toBe(404);
      const [row] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, profile._id));
      expect(row).toMatchObject({ state: 'deleted', deletedAt: clock.now() });
    });

    it('tells whether it is the main one', async () => {
      const { headers } = await signedInOwner(ctx);
      const own = await createdProfile(headers, { firstName: 'Я' }, '/unsecure');
      const other = await createdProfile(headers);
      const main = (id: string) => call('GET', `${ownerApi}/profiles/${id}/main`, headers);
      expect((await main(own._id)).json()).toMatchObject({ _id: own._id, isMain: true });
      expect((await main(other._id)).json()).toMatchObject({ _id: other._id, isMain: false });
    });
  });

  describe('invitations', () => {
    it('need a first name, and lead to the questionnaire page of the profile', async () => {
      const { headers } = await signedInOwner(ctx);
      const nameless = await createdProfile(headers, {});
      const invite = (id: string) => call('POST', `${ownerApi}/profiles/get-referral-id/${id}`, headers);
      expect((await invite(nameless._id)).json()).toMatchObject({ statusCode: 400, code: 'invitation_needs_name', field: 'firstName' });

      await call('PATCH', `${ownerApi}/profiles/${nameless._id}`, headers, { firstName: 'Пётр' });
      expect((await invite(nameless._id)).json()).toEqual({
        referralId: nameless.permalink,
        url: `${ctx.config.publicUrl}/profile-questionnaire?p=${nameless.permalink}`,
      });
      const couple = await createdProfile(headers, { firstName: 'Ира', couple: true }, '/love');
      expect((await invite(couple._id)).json().url).toBe(`${ctx.config.publicUrl}/couple-questionnaire?p=${couple.permalink}`);
    });
  });

  describe('sharing with another owner', () => {
    async function sharedSetup({ hideDetails = false, filled = true } = {}) {
      const a = await signedInOwner(ctx);
      const b = await signedInOwner(ctx);
      const profile = await insertTestProfile(ctx, a.owner.id, {
        filled,
        hideDetails,
        email: 'secret@example.com',
        phone: '+7 900 000-00-00',
        birthDate: '1991-01-01',
        age: 35,
        answers: { gender: { value: 'male' } },
      });
      const link = await shareLink(a.headers, profile.id);
      return { a, b, profile, link };
    }

    it('hands out one share link per profile', async () => {
      const { a, profile, link } = await sharedSetup();
      expect(link.sharelink).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(link.url).toBe(`${ctx.config.publicUrl}/owner/link/${link.sharelink}`);
      expect(await shareLink(a.headers, profile.id)).toEqual(link);
    });

    it('lets another owner add a filled profile to their list, read-only', async () => {
      const { b, profile, link } = await sharedSetup();
      const check = () => call('POST', `${ownerApi}/profiles/check-attach/${link.sharelink}`, b.headers);
      const exists = () => call('POST', `${ownerApi}/profiles/check-attach-exist/${link.sharelink}`, b.headers);
      expect((await check()).json()).toEqual({ canAttach: true, reason: null, profileId: null });
      expect((await exists()).json()).toEqual({ exists: false, profileId: null });

      const attached = await call('POST', `${ownerApi}/profiles/attach/${link.sharelink}`, b.headers);
      expect(attached.statusCode).toBe(200);
      expect(attached.json()).toMatchObject({ _id: profile.id, attached: true, permalink: null, email: 'secret@example.com' });
      expect((await check()).json()).toEqual({ canAttach: false, reason: 'attached', profileId: profile.id });
      expect((await exists()).json()).toEqual({ exists: true, profileId: profile.id });
      expect((await call('POST', `${ownerApi}/profiles/attach/${link.sharelink}`, b.headers)).json()).toMatchObject({
        statusCode: 409,
        code: 'profile_exists',
      });

      const listed = (await list(b.headers)).json();
      expect(listed.items).toMatchObject([{ _id: profile.id, attached: true }]);
      expect((await detail(b.headers, profile.id)).json()).toMatchObject({ answers: { gender: { value: 'male' } }, detailsHidden: false });
      expect((await call('PATCH', `${ownerApi}/profiles/${profile.id}`, b.headers, { position: 'X' })).json()).toMatchObject({
        statusCode: 403,
        code: 'profile_not_editable',
      });
      expect((await call('GET', `${ownerApi}/profiles/sharelink/${profile.id}`, b.headers)).statusCode).toBe(403);
      // Deleting is for owners; an attached profile is removed from the list by detaching it.
      expect((await call('DELETE', `${ownerApi}/profiles/${profile.id}`, b.headers)).statusCode).toBe(404);

      expect((await call('POST', `${ownerApi}/profiles/detach/${profile.id}`, b.headers)).statusCode).toBe(204);
      expect((await list(b.headers)).json().total).toBe(0);
      expect((await detail(b.headers, profile.id)).statusCode).toBe(404);
      expect((await call('POST', `${ownerApi}/profiles/detach/${profile.id}`, b.headers)).json()).toMatchObject({
        statusCode: 404,
        code: 'profile_not_found',
      });
    });

    it('refuses the owner\u2019s own profile, an unfilled one and an unknown link', async () => {
      const { a, b, profile, link } = await sharedSetup();
      expect((await call('POST', `${ownerApi}/profiles/check-attach/${link.sharelink}`, a.headers)).json()).toEqual({
        canAttach: false,
        reason: 'own',
        profileId: profile.id,
      });
      expect((await call('POST', `${ownerApi}/profiles/check-attach-exist/${link.sharelink}`, a.headers)).json()).toEqual({
        exists: true,
        profileId: profile.id,
      });
      expect((await call('POST', `${ownerApi}/profiles/attach/${link.sharelink}`, a.headers)).json()).toMatchObject({
        statusCode: 409,
        code: 'profile_exists',
      });

      const unfilled = await sharedSetup({ filled: false });
      expect((await call('POST', `${ownerApi}/profiles/check-attach/${unfilled.link.sharelink}`, b.headers)).json()).toEqual({
        canAttach: false,
        reason: 'not_filled',
        profileId: null,
      });
      expect((await call('POST', `${ownerApi}/profiles/attach/${unfilled.link.sharelink}`, b.headers)).json()).toMatchObject({
        statusCode: 409,
        code: 'questionnaire_incomplete',
      });
      expect((await call('POST', `${ownerApi}/profiles/attach/no-such-link`, b.headers)).json()).toMatchObject({
        statusCode: 404,
        code: 'profile_not_found',
      });
      expect((await call('POST', `${ownerApi}/profiles/check-attach/no-such-link`, b.headers)).statusCode).toBe(404);
    });

    it('hides what the owner hid from other owners and from the share link, but still lists and counts it', async () => {
      const { a, b, profile, link } = await sharedSetup({ hideDetails: true });
      await call('POST', `${ownerApi}/profiles/attach/${link.sharelink}`, b.headers);
      const hidden = { phone: null, email: null, birthDate: null, lastName: null, firstName: 'Иван', age: 35, hideDetails: true };

      const listed = (await list(b.headers)).json();
      expect(listed.items[0]).toMatchObject({ ...hidden, filled: true });
      expect(listed.counts).toEqual({ all: 1, empty: 0, approved: 1 });
      const seen = (await detail(b.headers, profile.id)).json();
      expect(seen).toMatchObject({ ...hidden, answers: {}, questionnaire: null, detailsHidden: true });
      expect((await call('GET', `${ownerApi}/profiles/${profile.id}/main`, b.headers)).json()).toMatchObject(hidden);
      // Hidden details cannot be found by searching for them either.
      expect((await list(b.headers, '?search=secret')).json().total).toBe(0);

      const shared = (await ctx.app.inject({ method: 'GET', url: `${appApi}/shared/${link.sharelink}` })).json();
      expect(shared).toMatchObject({
        sharelink: link.sharelink,
        firstName: 'Иван',
        lastName: null,
        answers: {},
        questionnaire: null,
        detailsHidden: true,
        filled: true,
      });
      expect(shared).not.toHaveProperty('email');

      expect((await detail(a.headers, profile.id)).json()).toMatchObject({
        email: 'secret@example.com',
        lastName: 'Петров',
        detailsHidden: false,
        answers: { gender: { value: 'male' } },
      });
    });

    it('shows everything else through the share link, without an account', async () => {
      const { link } = await sharedSetup();
      const shared = (await ctx.app.inject({ method: 'GET', url: `${appApi}/shared/${link.sharelink}` })).json();
      expect(shared).toMatchObject({
        lastName: 'Петров',
        detailsHidden: false,
        answers: { gender: { value: 'male' } },
        questionnaire: { kind: 'profile' },
      });
      const unknown = await ctx.app.inject({ method: 'GET', url: `${appApi}/shared/unknown` });
      expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'profile_not_found' });
    });
  });

  describe('"this is me"', () => {
    it('makes an own filled profile the main one, and says why not otherwise', async () => {
      const { owner, headers } = await signedInOwner(ctx);
      const other = await signedInOwner(ctx);
      const empty = await insertTestProfile(ctx, owner.id);
      const filled = await insertTestProfile(ctx, owner.id, { filled: true });
      const foreign = await insertTestProfile(ctx, other.owner.id, { filled: true });
      const check = (id: string) => call('POST', `${ownerApi}/profiles/check-upend/${id}`, headers);
      const upend = (id: string) => call('POST', `${ownerApi}/profiles/upend/${id}`, headers);

      expect((await check(empty.id)).json()).toEqual({ canUpend: false, reason: 'not_filled', currentMainProfileId: null });
      expect((await upend(empty.id)).json()).toMatchObject({ statusCode: 409, code: 'conflict', params: { reason: 'not_filled' } });
      expect((await check(filled.id)).json()).toEqual({ canUpend: true, reason: null, currentMainProfileId: null });

      const made = await upend(filled.id);
      expect(made.json()).toMatchObject({ _id: filled.id, isMain: true });
      expect(await mainProfileIdOf(ctx, owner.id)).toBe(filled.id);
      expect((await check(filled.id)).json()).toEqual({ canUpend: false, reason: 'already_main', currentMainProfileId: filled.id });
      expect((await upend(filled.id)).json()).toMatchObject({ statusCode: 409, params: { reason: 'already_main' } });

      expect((await check(foreign.id)).statusCode).toBe(404);
      const { sharelink } = await shareLink(other.headers, foreign.id);
      await call('POST', `${ownerApi}/profiles/attach/${sharelink}`, headers);
      expect((await check(foreign.id)).json()).toEqual({ canUpend: false, reason: 'attached', currentMainProfileId: filled.id });
      expect((await upend(foreign.id)).json()).toMatchObject({ statusCode: 409, params: { reason: 'attached' } });
    });
  });

  describe('owner data', () => {
    it('keeps values per owner and key', async () => {
      const a = await signedInOwner(ctx, { verified: false });
      const b = await signedInOwner(ctx);
      const save = (headers: Headers, body: object) => call('POST', `${ownerApi}/data`, headers, body);
      const read = (headers: Headers, key: string) => call('GET', `${ownerApi}/data/${key}`, headers);

      expect((await read(a.headers, 'tutorial')).json()).toMatchObject({ statusCode: 404, code: 'not_found' });
      const value = { step: 3, done: ['p2p', 'team'], nested: { ok: true } };
      expect((await save(a.headers, { key: 'tutorial', data: value })).json()).toEqual({ key: 'tutorial', data: value });
      expect((await read(a.headers, 'tutorial')).json()).toEqual({ key: 'tutorial', data: value });
      await save(a.headers, { key: 'tutorial', data: 'finished' });
      expect((await read(a.headers, 'tutorial')).json().data).toBe('finished');
      await save(a.headers, { key: 'empty.value', data: null });
      expect((await read(a.headers, 'empty.value')).json()).toEqual({ key: 'empty.value', data: null });
      expect((await read(b.headers, 'tutorial')).statusCode).toBe(404);
      expect((await read(a.headers, 'bad%20key')).statusCode).toBe(400);
    });

    it('refuses a value over 64 KiB of JSON', async () => {
      const { headers } = await signedInOwner(ctx);
      const save = (data: string) => call('POST', `${ownerApi}/data`, headers, { key: 'big', data });
      // The quotes around the string count too.
      expect((await save('x'.repeat(64 * 1024 - 2))).statusCode).toBe(200);
      expect((await save('x'.repeat(64 * 1024 - 1))).json()).toMatchObject({ statusCode: 413, code: 'payload_too_large' });
      expect((await save('x'.repeat(300 * 1024))).json()).toMatchObject({ statusCode: 413, code: 'payload_too_large' });
    });
  });
});
