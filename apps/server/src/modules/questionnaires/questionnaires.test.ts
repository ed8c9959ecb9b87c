import { randomBytes, randomUUID } from 'node:crypto';
import type { Questionnaire, QuestionnaireKind, QuestionnaireSummary } from '@teamcast/contract';
import { defaultQuestionnaires, UNANSWERED, type Answer, type Question } from '@teamcast/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { profiles, questionnaires } from '../../db/schema';
import { seedDefaultQuestionnaires } from './default-questionnaires';
import { bearer, createAdministrator, createOwner, signIn } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { createTestClock, minutes } from '../../../test/helpers/test-clock';

const adminUrl = '/api/v1/administrator/questionnaire';
const ownerUrl = '/api/v1/owner/questionnaire';
const kinds: QuestionnaireKind[] = ['profile', 'profileShort', 'love', 'couple'];

const profileQuestions = defaultQuestionnaires.profile.definition.questions;
const shortQuestions = defaultQuestionnaires.profileShort.definition.questions;
const coupleQuestions = defaultQuestionnaires.couple.definition.questions;

/** Two questions of one step; the second shown when the first is answered "yes". */
function questionsWith(dependency: { neuronName: string; condition: string }, extra: Partial<Question> = {}): Question[] {
  return [
    { type: 'select', neuronName: 'first', step: 1, scope: [{ value: 'yes', label: { ru: 'Да', en: 'Yes' } }] },
    { type: 'select', neuronName: 'second', step: 1, options: { dependsOn: [dependency] }, ...extra },
  ];
}

describe('questionnaire definitions', () => {
  let ctx: TestApp;
  let adminToken: string;
  const clock = createTestClock();

  beforeAll(async () => {
    ctx = await buildTestApp({ clock });
    const administrator = await createAdministrator(ctx);
    adminToken = await signIn(ctx, 'administrator', administrator.id);
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(adminToken), ...(payload ? { payload } : {}) });

  async function list(): Promise<QuestionnaireSummary[]> {
    const response = await call('GET', adminUrl);
    expect(response.statusCode).toBe(200);
    return (response.json() as { items: QuestionnaireSummary[] }).items;
  }

  async function inUseOf(kind: QuestionnaireKind): Promise<QuestionnaireSummary> {
    const inUse = (await list()).filter((item) => item.kind === kind && item.inUse);
    expect(inUse).toHaveLength(1);
    return inUse[0]!;
  }

  async function create(
    kind: QuestionnaireKind,
    questions: readonly Question[],
    name = { ru: 'Новая', en: 'New' },
  ): Promise<Questionnaire> {
    clock.advance(minutes(1));
    const response = await call('POST', adminUrl, { kind, name, questions });
    expect(response.statusCode).toBe(201);
    return response.json() as Questionnaire;
  }

  const patch = (id: string, payload: object) => call('PATCH', `${adminUrl}/${id}`, payload);

  async function signedInOwner(verified: boolean): Promise<{ id: string; token: string }> {
    const owner = await createOwner(ctx, verified ? { status: 'verified', needVerify: false, verifiedAt: clock.now() } : {});
    return { id: owner.id, token: await signIn(ctx, 'owner', owner.id) };
  }

  async function insertProfile(fields: { ownerId: string; questionnaireId: string; state: string; answers: Record<string, Answer> }) {
    const now = clock.now();
    await ctx.database.db.insert(profiles).values({
      id: randomUUID(),
      kind: 'full',
      permalink: randomBytes(18).toString('base64url'),
      createdAt: now,
      updatedAt: now,
      ...fields,
    });
  }

  describe('the defaults', () => {
    it('a fresh database has the four default questionnaires, each in use for its kind', async () => {
      const items = await list();
      expect(items.map((item) => item.kind).sort()).toEqual([...kinds].sort());
      for (const item of items) {
        const definition = defaultQuestionnaires[item.kind].definition;
        expect(item).toMatchObject({
          inUse: true,
          status: 'created',
          dataSource: 'default',
          name: defaultQuestionnaires[item.kind].name,
          questionCount: definition.questions.length,
          stepCount: new Set(definition.questions.map((question) => question.step)).size,
        });
      }
    });

    it('are seeded once: a second start on the same database adds nothing', async () => {
      const second = await buildApp({ config: ctx.config, db: ctx.database, clock });
      await second.close();
      expect(await seedDefaultQuestionnaires(ctx.database.db, clock.now())).toBe(false);
      expect(await ctx.database.db.$count(questionnaires)).toBe(4);
    });

    it('shows one with its questions and no figures yet', async () => {
      const profile = await inUseOf('profile');
      const response = await call('GET', `${adminUrl}/${profile._id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ _id: profile._id, kind: 'profile', inUse: true, stats: null });
      expect((response.json() as Questionnaire).questions).toEqual(profileQuestions);
    });
  });

  describe('creating', () => {
    it('stores a valid definition, which becomes the one in use for its kind', async () => {
      const previous = await inUseOf('profileShort');
      const created = await create('profileShort', shortQuestions, { ru: 'Краткая 2', en: 'Short 2' });
      expect(created).toMatchObject({ kind: 'profileShort', status: 'created', inUse: true, stats: null, dataSource: null });
      expect(created.questions).toEqual(shortQuestions);
      expect((await inUseOf('profileShort'))._id).toBe(created._id);
      expect((await list()).find((item) => item._id === previous._id)).toMatchObject({ inUse: false, status: 'created' });
    });

    it('lists newest first', async () => {
      const created = await create('couple', coupleQuestions);
      expect((await list())[0]!._id).toBe(created._id);
    });

    it('makes the newest the one in use even when the clock has not moved since the previous one', async () => {
      const first = await create('love', defaultQuestionnaires.love.definition.questions);
      const second = await call('POST', adminUrl, { kind: 'love', name: { ru: 'Ещё', en: 'Again' }, questions: first.questions });
      expect(second.statusCode).toBe(201);
      expect((await inUseOf('love'))._id).toBe((second.json() as Questionnaire)._id);
    });

    it('stores an empty data source as none and a given one as is', async () => {
      clock.advance(minutes(1));
      const named = await call('POST', adminUrl, {
        kind: 'couple',
        name: { ru: 'И', en: 'S' },
        dataSource: 'survey 2026',
        questions: coupleQuestions,
      });
      expect(named.json()).toMatchObject({ dataSource: 'survey 2026' });
      const blank = await patch((named.json() as Questionnaire)._id, { dataSource: '  ' });
      expect(blank.json()).toMatchObject({ dataSource: null });
    });

    const invalid: [string, Question[], { index: number; neuronName: string; issue: string }][] = [
      [
        'a dependency on an unknown question',
        questionsWith({ neuronName: 'ghost', condition: '= yes' }),
        { index: 1, neuronName: 'second', issue: 'unknownDependency' },
      ],
      [
        'a dependency cycle',
        [
          { type: 'select', neuronName: 'first', step: 1, options: { dependsOn: [{ neuronName: 'second', condition: '= yes' }] } },
          { type: 'select', neuronName: 'second', step: 1, options: { dependsOn: [{ neuronName: 'first', condition: '= yes' }] } },
        ],
        { index: 0, neuronName: 'first', issue: 'dependencyCycle' },
      ],
      [
        'a bad condition operator',
        questionsWith({ neuronName: 'first', condition: '! yes' }),
        { index: 1, neuronName: 'second', issue: 'badOperator' },
      ],
      [
        'a bad group operator',
        questionsWith(
          { neuronName: 'first', condition: '= yes' },
          { options: { dependsOn: [{ neuronName: 'first', condition: '= yes' }], groupId: 'xor' } },
        ),
        { index: 1, neuronName: 'second', issue: 'badGroupOperator' },
      ],
      [
        'a neuron name used twice',
        [
          { type: 'slider', neuronName: 'age', step: 1 },
          { type: 'slider', neuronName: 'years', step: 1 },
          { type: 'slider', neuronName: 'age', step: 2 },
        ],
        { index: 2, neuronName: 'age', issue: 'duplicateNeuronName' },
      ],
      [
        'steps with a gap',
        [
          { type: 'slider', neuronName: 'age', step: 1 },
          { type: 'slider', neuronName: 'years', step: 3 },
        ],
        { index: 1, neuronName: 'years', issue: 'stepGap' },
      ],
    ];

    it.each(invalid)('refuses %s, naming the question', async (_case, questions, expected) => {
      const before = await ctx.database.db.$count(questionnaires);
      const response = await call('POST', adminUrl, { kind: 'couple', name: { ru: 'Плохая', en: 'Bad' }, questions });
      expect(response.statusCode).toBe(400);
      const body = response.json() as { code: string; field: string; message: string; params: Record<string, unknown> };
      expect(body).toMatchObject({
        code: 'definition_invalid',
        field: `questions.${expected.index}`,
        params: { neuronName: expected.neuronName, issue: expected.issue },
      });
      expect(body.message).toContain(expected.neuronName);
      expect(await ctx.database.db.$count(questionnaires)).toBe(before);
    });

    it('refuses the same on an edit of the questions, and leaves the questionnaire as it was', async () => {
      const couple = await inUseOf('couple');
      const response = await patch(couple._id, { questions: questionsWith({ neuronName: 'ghost', condition: '= yes' }) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'definition_invalid', field: 'questions.1', params: { neuronName: 'second' } });
      expect((await call('GET', `${adminUrl}/${couple._id}`)).json()).toMatchObject({ questionCount: couple.questionCount });
    });

    it('refuses a body the contract does not allow', async () => {
      const response = await call('POST', adminUrl, { kind: 'other', name: { ru: 'x', en: 'x' }, questions: coupleQuestions });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation' });
    });
  });

  describe('statuses', () => {
    it('recalculating computes the figures over the profiles sent with it', async () => {
      const profile = await inUseOf('profile');
      const other = await inUseOf('couple');
      const owner = await signedInOwner(true);
      const [gender, age, military] = profileQuestions.map((question) => question.neuronName);
      const sent = (answers: Record<string, Answer>) =>
        insertProfile({ ownerId: owner.id, questionnaireId: profile._id, state: 'ack_a', answers });
      await sent({ [gender!]: { value: 'М' }, [age!]: { value: 30 }, [military!]: { value: UNANSWERED } });
      await sent({ [gender!]: { value: 'Ж' }, [age!]: { value: null } });
      await sent({ [gender!]: { value: 'Ж' }, [age!]: { value: 41 }, [military!]: { value: 'no' } });
      await sent({});
      // Neither a profile still being filled nor one of another questionnaire counts.
      await insertProfile({ ownerId: owner.id, questionnaireId: profile._id, state: 'ack_q', answers: { [military!]: { value: 'no' } } });
      await insertProfile({ ownerId: owner.id, questionnaireId: other._id, state: 'ack_a', answers: { [military!]: { value: 'no' } } });

      clock.advance(minutes(1));
      const response = await patch(profile._id, { recalculate: true });
      expect(response.statusCode).toBe(200);
      const computed = response.json() as Questionnaire;
      expect(computed).toMatchObject({ status: 'computed', inUse: true, updated: clock.now().toISOString() });
      expect(computed.stats).toMatchObject({ filledProfiles: 4, computedAt: clock.now().toISOString() });
      expect(computed.stats!.answeredShare).toMatchObject({ [gender!]: 0.75, [age!]: 0.5, [military!]: 0.25 });
      expect(Object.keys(computed.stats!.answeredShare).sort()).toEqual(profileQuestions.map((question) => question.neuronName).sort());
      expect((await call('GET', `${adminUrl}/${profile._id}`)).json()).toMatchObject({ status: 'computed', stats: computed.stats });
    });

    it('recalculating without sent profiles gives zero figures', async () => {
      const couple = await create('couple', coupleQuestions);
      const computed = (await patch(couple._id, { recalculate: true })).json() as Questionnaire;
      expect(computed.status).toBe('computed');
      expect(computed.stats).toMatchObject({ filledProfiles: 0 });
      expect(Object.values(computed.stats!.answeredShare).every((share) => share === 0)).toBe(true);
    });

    it('an edit of the questions goes back to created and drops the figures', async () => {
      const profile = await inUseOf('profile');
      expect(profile.status).toBe('computed');
      const response = await patch(profile._id, { questions: profileQuestions.slice(0, 3) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'created', stats: null, questionCount: 3, stepCount: 1, inUse: true });
    });

    it('an edit of the name also goes back to created', async () => {
      const profile = await inUseOf('profile');
      await patch(profile._id, { recalculate: true });
      const response = await patch(profile._id, { name: { ru: 'Анкета', en: 'Questionnaire' } });
      expect(response.json()).toMatchObject({ status: 'created', name: { ru: 'Анкета', en: 'Questionnaire' } });
      await patch(profile._id, { questions: profileQuestions });
    });

    it('inactive is no longer in use: owners get the previous one, and created makes it the one in use again', async () => {
      const owner = await signedInOwner(true);
      const shortInUse = await inUseOf('profileShort');
      const ownerShort = () => ctx.app.inject({ method: 'GET', url: `${ownerUrl}?short=true`, headers: bearer(owner.token) });
      expect((await ownerShort()).json()).toMatchObject({ _id: shortInUse._id });

      const deactivated = await patch(shortInUse._id, { status: 'inactive' });
      expect(deactivated.statusCode).toBe(200);
      expect(deactivated.json()).toMatchObject({ status: 'inactive', inUse: false });
      const fallback = await inUseOf('profileShort');
      expect(fallback._id).not.toBe(shortInUse._id);
      expect((await ownerShort()).json()).toMatchObject({ _id: fallback._id, kind: 'profileShort' });

      // Editing an inactive questionnaire does not bring it back.
      const renamed = await patch(shortInUse._id, { name: { ru: 'Старая', en: 'Old' } });
      expect(renamed.json()).toMatchObject({ status: 'inactive', inUse: false });

      const reactivated = await patch(shortInUse._id, { status: 'created' });
      expect(reactivated.json()).toMatchObject({ status: 'created', inUse: true });
      expect((await ownerShort()).json()).toMatchObject({ _id: shortInUse._id });
    });

    it('refuses to deactivate or delete the only questionnaire of a kind still active', async () => {
      const active = (await list()).filter((item) => item.kind === 'couple' && item.status !== 'inactive');
      const [last, ...others] = active;
      for (const other of others) expect((await patch(other._id, { status: 'inactive' })).statusCode).toBe(200);

      const deactivate = await patch(last!._id, { status: 'inactive' });
      expect(deactivate.statusCode).toBe(409);
      expect(deactivate.json()).toMatchObject({ code: 'questionnaire_in_use' });
      const remove = await call('DELETE', `${adminUrl}/${last!._id}`);
      expect(remove.statusCode).toBe(409);
      expect(remove.json()).toMatchObject({ code: 'questionnaire_in_use' });
      expect((await call('GET', `${adminUrl}/${last!._id}`)).json()).toMatchObject({ inUse: true });

      // An inactive one may go; the one in use stays.
      const gone = await call('DELETE', `${adminUrl}/${others[0]!._id}`);
      expect(gone.statusCode).toBe(204);
      expect((await inUseOf('couple'))._id).toBe(last!._id);
    });
  });

  describe('deleting', () => {
    it('deletes one that is not the only one in use, and its profiles keep no link to it', async () => {
      const previous = await inUseOf('profile');
      const created = await create('profile', profileQuestions);
      const owner = await signedInOwner(true);
      await insertProfile({ ownerId: owner.id, questionnaireId: created._id, state: 'ack_a', answers: {} });

      const response = await call('DELETE', `${adminUrl}/${created._id}`);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await call('GET', `${adminUrl}/${created._id}`)).json()).toMatchObject({ statusCode: 404, code: 'questionnaire_not_found' });
      expect((await inUseOf('profile'))._id).toBe(previous._id);
      const linked = await ctx.database.db
        .select({ questionnaireId: profiles.questionnaireId })
        .from(profiles)
        .where(eq(profiles.ownerId, owner.id));
      expect(linked).toEqual([{ questionnaireId: null }]);
    });

    it('answers 404 questionnaire_not_found for an unknown id', async () => {
      const id = randomUUID();
      const responses = [
        await call('GET', `${adminUrl}/${id}`),
        await patch(id, { status: 'created' }),
        await call('DELETE', `${adminUrl}/${id}`),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'questionnaire_not_found' });
      }
    });
  });

  describe('owners', () => {
    it('a verified owner gets the profile questionnaire in use, or its short variant', async () => {
      const owner = await signedInOwner(true);
      for (const [query, kind] of [
        ['', 'profile'],
        ['?short=false', 'profile'],
        ['?short=true', 'profileShort'],
      ] as const) {
        const inUse = await inUseOf(kind);
        const response = await ctx.app.inject({ method: 'GET', url: `${ownerUrl}${query}`, headers: bearer(owner.token) });
        expect(response.statusCode).toBe(200);
        const form = response.json() as Record<string, unknown>;
        expect(form).toMatchObject({ _id: inUse._id, kind, name: inUse.name });
        expect(Object.keys(form).sort()).toEqual(['_id', 'kind', 'name', 'questions']);
      }
    });

    it('an unverified owner is refused the secure one but gets the unsecure one', async () => {
      const owner = await signedInOwner(false);
      const secure = await ctx.app.inject({ method: 'GET', url: ownerUrl, headers: bearer(owner.token) });
      expect(secure.statusCode).toBe(403);
      expect(secure.json()).toMatchObject({ code: 'account_unverified' });

      const unsecure = await ctx.app.inject({ method: 'GET', url: `${ownerUrl}/unsecure`, headers: bearer(owner.token) });
      expect(unsecure.statusCode).toBe(200);
      expect(unsecure.json()).toMatchObject({ _id: (await inUseOf('profile'))._id, kind: 'profile' });
    });
  });
});
