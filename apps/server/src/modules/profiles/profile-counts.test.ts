import type { Question } from '@teamcast/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileCounts, profiles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { attachFixtures, listUrl, storeFixtures } from '../../../test/helpers/profile-list';
import { answerStep, appApi, ownerApi, signedInOwner, stepsOf } from '../../../test/helpers/profiles';
import { testDatabaseKind } from '../../../test/helpers/test-database';

type Headers = Record<string, string>;

/**
 * The list counts an owner's own profiles per state from `profile_counts`, which triggers on `profiles`
 * keep. Whatever changes profiles, the kept counts must equal the profiles counted afresh.
 */
describe(`the tab counts the database keeps (${testDatabaseKind})`, () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const byState = (rows: { state: string; profiles: number }[]) =>
    Object.fromEntries(rows.filter((row) => row.profiles !== 0).map((row) => [row.state, row.profiles]));

  async function kept(ownerId: string): Promise<Record<string, number>> {
    const rows = await ctx.database.db
      .select({ state: profileCounts.state, profiles: profileCounts.profileCount })
      .from(profileCounts)
      .where(eq(profileCounts.ownerId, ownerId));
    return byState(rows);
  }

  async function counted(ownerId: string): Promise<Record<string, number>> {
    const rows = await ctx.database.db.select({ state: profiles.state, profiles: count() }).from(profiles).where(eq(profiles.ownerId, ownerId)).groupBy(profiles.state);
    return byState(rows);
  }

  /** The kept counts of each owner equal their profiles counted afresh, and are these. */
  async function expectCounts(expected: Record<string, Record<string, number>>) {
    for (const [ownerId, states] of Object.entries(expected)) {
      expect(await counted(ownerId)).toEqual(states);
      expect(await kept(ownerId)).toEqual(states);
    }
  }

  const tabs = async (headers: Headers) => {
    const response = await ctx.app.inject({ method: 'GET', url: listUrl(), headers });
    expect(response.statusCode).toBe(200);
    return (response.json() as { counts: object }).counts;
  };

  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers = {}, payload?: object) => {
    const response = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBeLessThan(300);
    return response;
  };

  it('follow a profile created, answered, sent, deleted, attached and detached through the API', async () => {
    const a = await signedInOwner(ctx);
    const b = await signedInOwner(ctx);
    const created = [];
    for (const firstName of ['Анна', 'Борис', 'Вера']) created.push((await call('POST', `${ownerApi}/profiles`, a.headers, { firstName })).json() as { _id: string; permalink: string });
    const [anna, boris] = created as [(typeof created)[number], (typeof created)[number]];
    await expectCounts({ [a.owner.id]: { ack_q: 3 }, [b.owner.id]: {} });
    expect(await tabs(a.headers)).toEqual({ all: 3, empty: 3, approved: 0 });

    // Answering the first step, then every step and sending, as the questionnaire page does.
    const questionnaire = (await call('GET', `${appApi}/profile/${anna.permalink}`)).json() as { questionnaire: { questions: Question[] } };
    const questions = questionnaire.questionnaire.questions;
    let answers = {};
    for (const step of stepsOf(questions)) {
      const filled = answerStep(questions, step, answers);
      answers = filled.answers;
      await call('PATCH', `${appApi}/profile/${anna.permalink}`, {}, { answers: filled.payloads, currentStep: step + 1 });
      if (step === 1) await expectCounts({ [a.owner.id]: { ack_q: 2, answered: 1 } });
    }
    await call('PATCH', `${appApi}/profile/${anna.permalink}`, {}, { lastName: 'Смирнова', send: true, consent: true });
    await expectCounts({ [a.owner.id]: { ack_q: 2, ack_a: 1 } });
    expect(await tabs(a.headers)).toEqual({ all: 3, empty: 2, approved: 1 });

    await call('DELETE', `${ownerApi}/profiles/${boris._id}`, a.headers);
    await expectCounts({ [a.owner.id]: { ack_q: 1, ack_a: 1, deleted: 1 } });
    expect(await tabs(a.headers)).toEqual({ all: 2, empty: 1, approved: 1 });

    // Attached profiles are counted from the attachments, not kept: the other owner's counts stay.
    const { sharelink } = (await call('GET', `${ownerApi}/profiles/sharelink/${anna._id}`, a.headers)).json() as { sharelink: string };
    await call('POST', `${ownerApi}/profiles/attach/${sharelink}`, b.headers);
    await expectCounts({ [a.owner.id]: { ack_q: 1, ack_a: 1, deleted: 1 }, [b.owner.id]: {} });
    expect(await tabs(b.headers)).toEqual({ all: 1, empty: 0, approved: 1 });
    await call('POST', `${ownerApi}/profiles/detach/${anna._id}`, b.headers);
    expect(await tabs(b.headers)).toEqual({ all: 0, empty: 0, approved: 0 });
    expect(await tabs(a.headers)).toEqual({ all: 2, empty: 1, approved: 1 });
  });

  it('follow profiles stored, changed and moved many at once, and a change of nothing that counts', async () => {
    const a = await signedInOwner(ctx);
    const b = await signedInOwner(ctx);
    await storeFixtures(ctx, a.owner.id, [{ state: 'ack_q' }, { state: 'ack_q' }, { state: 'answered' }, { state: 'ack_a' }, { state: 'delete_keep' }]);
    await expectCounts({ [a.owner.id]: { ack_q: 2, answered: 1, ack_a: 1, delete_keep: 1 } });

    const { db } = ctx.database;
    await db.update(profiles).set({ state: 'ack_a' }).where(and(eq(profiles.ownerId, a.owner.id), inArray(profiles.state, ['ack_q', 'answered'])));
    await expectCounts({ [a.owner.id]: { ack_a: 4, delete_keep: 1 } });
    await db.update(profiles).set({ firstName: 'Без изменений' }).where(eq(profiles.ownerId, a.owner.id));
    await expectCounts({ [a.owner.id]: { ack_a: 4, delete_keep: 1 } });

    // No route moves a profile to another owner; the counts would follow it all the same.
    await db.update(profiles).set({ ownerId: b.owner.id, state: sql`case when ${profiles.state} = 'ack_a' then 'answered' else ${profiles.state} end` }).where(eq(profiles.ownerId, a.owner.id));
    await expectCounts({ [a.owner.id]: {}, [b.owner.id]: { answered: 4, delete_keep: 1 } });
    expect(await tabs(b.headers)).toEqual({ all: 4, empty: 4, approved: 0 });
    await db.delete(profiles).where(and(eq(profiles.ownerId, b.owner.id), eq(profiles.state, 'answered')));
    await expectCounts({ [b.owner.id]: { delete_keep: 1 } });
  });

  it('go with an account that is deleted, and leave everyone else\u2019s as they were', async () => {
    const a = await signedInOwner(ctx);
    const b = await signedInOwner(ctx);
    const theirs = await storeFixtures(ctx, a.owner.id, [{ state: 'ack_a' }, { state: 'ack_q' }, { state: 'deleted' }]);
    await storeFixtures(ctx, b.owner.id, [{ state: 'ack_a' }, { state: 'answered' }]);
    await attachFixtures(ctx, b.owner.id, theirs.slice(0, 1));
    expect(await tabs(b.headers)).toEqual({ all: 3, empty: 1, approved: 2 });

    await call('DELETE', `${ownerApi}/self`, a.headers, { confirmation: 'Delete', ln: 'en' });
    expect(await ctx.database.db.$count(profileCounts, eq(profileCounts.ownerId, a.owner.id))).toBe(0);
    await expectCounts({ [a.owner.id]: {}, [b.owner.id]: { ack_a: 1, answered: 1 } });
    expect(await tabs(b.headers)).toEqual({ all: 2, empty: 1, approved: 1 });
  });
});
