import { UNANSWERED, toAnswerPayload, type Answer, type AnswerPayload, type Question } from '@teamcast/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { answerStep, appApi, ownerApi, signedInOwner, stepsOf } from '../../../test/helpers/profiles';
import { createTestClock } from '../../../test/helpers/test-clock';

type Answers = Record<string, Answer>;
interface PermalinkView {
  kind: string;
  state: string;
  locked: boolean;
  answers: Answers;
  fixedAnswers: string[];
  questionnaire: { kind: string; questions: Question[] };
}

describe('the questionnaire by its permalink', () => {
  let ctx: TestApp;
  const clock = createTestClock('2026-03-02T09:00:00.000Z');

  beforeAll(async () => {
    ctx = await buildTestApp({ clock });
  });
  afterAll(() => ctx.close());

  const url = (permalink: string, tail = '') => `${appApi}/profile/${permalink}${tail}`;
  const get = (permalink: string, tail = '') => ctx.app.inject({ method: 'GET', url: url(permalink, tail) });
  const patch = (permalink: string, payload: object) => ctx.app.inject({ method: 'PATCH', url: url(permalink), payload });
  const putUpgrade = (permalink: string, payload: object) => ctx.app.inject({ method: 'PUT', url: url(permalink, '/upgrade'), payload });
  const view = async (permalink: string, tail = ''): Promise<PermalinkView> => (await get(permalink, tail)).json();

  /** A profile created through the owner API, as an owner hands it to a specialist. */
  async function newProfile(body: object = { firstName: 'Анна' }, variant = '', companyName = 'ООО Ромашка') {
    const owner = await signedInOwner(ctx, { companyName });
    const response = await ctx.app.inject({ method: 'POST', url: `${ownerApi}/profiles${variant}`, headers: owner.headers, payload: body });
    expect(response.statusCode).toBe(201);
    return { owner, profile: response.json() as { _id: string; permalink: string } };
  }

  /** Answers and saves every step in turn, as the questionnaire page does on each "Next". */
  async function fillAllSteps(permalink: string, questions: readonly Question[], start: Answers = {}): Promise<Answers> {
    let answers = start;
    for (const step of stepsOf(questions)) {
      const filled = answerStep(questions, step, answers);
      answers = filled.answers;
      const response = await patch(permalink, { answers: filled.payloads, currentStep: step + 1 });
      expect(response.statusCode).toBe(200);
    }
    return answers;
  }

  /** Sends a fully answered profile questionnaire. */
  async function sentProfile(body: object, variant = '') {
    const created = await newProfile(body, variant);
    const { questionnaire } = await view(created.profile.permalink);
    await fillAllSteps(created.profile.permalink, questionnaire.questions);
    const sent = await patch(created.profile.permalink, { lastName: 'Смирнова', send: true, consent: true });
    expect(sent.statusCode).toBe(200);
    return created;
  }

  it('opens with the questionnaire of the profile, for anyone with the link', async () => {
    const { profile } = await newProfile({ firstName: 'Анна', lastName: 'Смирнова', birthDate: '1990-06-15' });
    const response = await get(profile.permalink);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      permalink: profile.permalink,
      kind: 'full',
      firstName: 'Анна',
      lastName: 'Смирнова',
      birthDate: '1990-06-15',
      state: 'ack_q',
      locked: false,
      lastNameRequired: true,
      requestedBy: 'ООО Ромашка',
      currentStep: 1,
      answers: {},
      questionnaire: { kind: 'profile' },
      completedAt: null,
    });
    expect((await get('no-such-permalink')).json()).toMatchObject({ statusCode: 404, code: 'profile_not_found' });
  });

  it('is filled step by step, refused while incomplete or without consent, then sent and locked', async () => {
    const { owner, profile } = await newProfile({ firstName: 'Анна' });
    const { permalink } = profile;
    const { questions } = (await view(permalink)).questionnaire;

    const first = answerStep(questions, 1);
    const saved = await patch(permalink, { answers: first.payloads, currentStep: 2 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ state: 'answered', currentStep: 2, answers: first.answers, locked: false });
    // Gender and age come from the answers (the first option is male, the slider's lowest age 16).
    const [row] = await ctx.database.db.select().from(profiles).where(eq(profiles.permalink, permalink));
    expect(row).toMatchObject({ gender: 'М', age: 16, avatarName: 'male-0-20' });

    const withoutConsent = await patch(permalink, { send: true });
    expect(withoutConsent.json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'consent', rule: 'consent' });
    const withoutLastName = await patch(permalink, { send: true, consent: true });
    expect(withoutLastName.json()).toMatchObject({ statusCode: 400, field: 'lastName', rule: 'required' });
    const badName = await patch(permalink, { lastName: 'Smith2', send: true, consent: true });
    expect(badName.json()).toMatchObject({ statusCode: 400, field: 'lastName', rule: 'name' });
    const incomplete = await patch(permalink, { lastName: 'Смирнова', send: true, consent: true });
    expect(incomplete.json()).toMatchObject({ statusCode: 400, code: 'questionnaire_incomplete', params: { step: 2 } });
    // A refused send saves nothing of its request.
    expect((await view(permalink)).answers).toEqual(first.answers);
    expect((await get(permalink)).json().lastName).toBeNull();

    let answers = first.answers;
    for (const step of [2, 3, 4]) {
      const filled = answerStep(questions, step, answers);
      answers = filled.answers;
      expect((await patch(permalink, { answers: filled.payloads, currentStep: step + 1 })).statusCode).toBe(200);
    }
    const sent = await patch(permalink, { lastName: 'Смирнова', send: true, consent: true });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ state: 'ack_a', locked: true, lastName: 'Смирнова', completedAt: clock.now().toISOString() });

    const listed = (await ctx.app.inject({ method: 'GET', url: `${ownerApi}/profiles`, headers: owner.headers })).json();
    expect(listed.items).toMatchObject([{ _id: profile._id, filled: true, state: 'ack_a', lastName: 'Смирнова' }]);
    expect(listed.counts).toEqual({ all: 1, empty: 0, approved: 1 });

    const again = await patch(permalink, { answers: first.payloads });
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'questionnaire_locked' });
    expect((await patch(permalink, { firstName: 'Другое' })).statusCode).toBe(409);
  });

  it('removes an answer sent as unanswered, and drops answers that later answers hid when sent', async () => {
    const { profile } = await newProfile({ firstName: 'Анна', lastName: 'Смирнова' });
    const { permalink } = profile;
    const { questions } = (await view(permalink)).questionnaire;
    const question = (name: string) => questions.find((q) => q.neuronName === name)!;
    const payload = (name: string, answer: Answer | undefined, step: number): AnswerPayload =>
      toAnswerPayload(question(name), answer, { currentStep: step, stepValid: false });

    await patch(permalink, { answers: [payload('relocation', { value: 'ready' }, 1)] });
    expect((await view(permalink)).answers).toHaveProperty('relocation');
    await patch(permalink, { answers: [payload('relocation', undefined, 1)] });
    expect(payload('relocation', undefined, 1).response).toBe(UNANSWERED);
    expect((await view(permalink)).answers).not.toHaveProperty('relocation');

    // Managerial questions show after some work experience; answering zero years later hides them.
    const answers = await fillAllSteps(permalink, questions, { work_experience_years: { value: 5 } });
    expect(answers).toHaveProperty('managerial_experience_years');
    await patch(permalink, { answers: [payload('work_experience_years', { value: 0 }, 3)] });
    expect((await view(permalink)).answers).toHaveProperty('managerial_experience_years');
    const sent = await patch(permalink, { send: true, consent: true });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().answers).not.toHaveProperty('has_managerial_experience');
    expect(sent.json().answers).not.toHaveProperty('managerial_experience_years');
    expect(sent.json().answers.work_experience_years).toEqual({ value: 0 });
  });

  it('refuses answers no form could send', async () => {
    const { profile } = await newProfile();
    const { questions } = (await view(profile.permalink)).questionnaire;
    const gender = questions.find((q) => q.neuronName === 'gender')!;
    const age = questions.find((q) => q.neuronName === 'age')!;
    const context = { currentStep: 1, stepValid: false };
    const unknown = { response: 'x', final_answer: false, current_step: 1, mine_question: true, neuron_question: 'no_such_question' };

    const withUnknown = await patch(profile.permalink, { answers: [toAnswerPayload(gender, { value: 'male' }, context), unknown] });
    expect(withUnknown.json()).toMatchObject({
      statusCode: 400,
      code: 'validation',
      field: 'answers.1',
      rule: 'unknownQuestion',
    });
    expect((await patch(profile.permalink, { answers: [toAnswerPayload(gender, { value: 'robot' }, context)] })).json()).toMatchObject({
      field: 'answers.0',
      rule: 'answerValue',
    });
    expect((await patch(profile.permalink, { answers: [toAnswerPayload(age, { value: 200 }, context)] })).json()).toMatchObject({
      field: 'answers.0',
      rule: 'answerValue',
    });
    expect((await patch(profile.permalink, { birthDate: '2099-01-01' })).json()).toMatchObject({ field: 'birthDate' });
    expect((await view(profile.permalink)).state).toBe('ack_q');
  });

  it('keeps an avatar the specialist picked, and follows age and gender otherwise', async () => {
    const { profile } = await newProfile({ firstName: 'Анна', birthDate: '1990-06-15', gender: 'Ж' });
    expect((await get(profile.permalink)).json().avatarName).toBe('female-21-35');
    const { questions } = (await view(profile.permalink)).questionnaire;
    const gender = questions.find((q) => q.neuronName === 'gender')!;
    const context = { currentStep: 1, stepValid: false };

    const male = await patch(profile.permalink, { answers: [toAnswerPayload(gender, { value: 'male' }, context)] });
    expect(male.json().avatarName).toBe('male-21-35');
    expect((await patch(profile.permalink, { avatarName: 'female-51+' })).json().avatarName).toBe('female-51+');
    const younger = await patch(profile.permalink, { birthDate: '2000-01-01' });
    expect(younger.json()).toMatchObject({ avatarName: 'female-51+', birthDate: '2000-01-01' });
  });

  it('asks the couple questionnaire for both partners, without a last name', async () => {
    const { profile } = await newProfile({ firstName: 'Ира', couple: true }, '/love');
    const opened = await view(profile.permalink);
    expect(opened).toMatchObject({ kind: 'couple', lastNameRequired: false, questionnaire: { kind: 'couple' } });
    await fillAllSteps(profile.permalink, opened.questionnaire.questions);
    expect((await patch(profile.permalink, { send: true, consent: true })).json()).toMatchObject({
      statusCode: 400,
      field: 'partnerName',
      rule: 'required',
    });
    const sent = await patch(profile.permalink, { partnerName: 'Олег', send: true, consent: true });
    expect(sent.json()).toMatchObject({ state: 'ack_a', partnerName: 'Олег', lastName: null });
  });

  it('shows the grade once estimated', async () => {
    const { profile } = await sentProfile({ firstName: 'Анна' });
    const grade = (await get(profile.permalink, '/grade')).json();
    expect(grade).toEqual({ state: 'ack_a', grade: null, completedAt: clock.now().toISOString() });
    await ctx.database.db.update(profiles).set({ finalScore: 90 }).where(eq(profiles.id, profile._id));
    expect((await get(profile.permalink, '/grade')).json().grade).toBe('senior_plus');
    expect((await get('unknown', '/grade')).statusCode).toBe(404);
  });

  describe('upgrades', () => {
    it('take a sent short profile to the full questionnaire, keeping the answers given', async () => {
      const { owner, profile } = await sentProfile({ firstName: 'Олег' }, '/short');
      const { permalink } = profile;
      expect((await get(permalink, '/upgrade')).json()).toMatchObject({ statusCode: 409, code: 'conflict' });

      const offered = await view(permalink, '/upgrade/short');
      expect(offered).toMatchObject({ kind: 'full', state: 'ack_a', locked: false, questionnaire: { kind: 'profile' } });
      const before = offered.answers;
      expect(before).toHaveProperty('gender');

      const gender = offered.questionnaire.questions.find((q) => q.neuronName === 'gender')!;
      const change = toAnswerPayload(gender, { value: 'female' }, { currentStep: 1, stepValid: true });
      expect((await putUpgrade(permalink, { target: 'full', answers: [change] })).json()).toMatchObject({
        statusCode: 409,
        code: 'questionnaire_locked',
      });
      expect((await putUpgrade(permalink, { target: 'love', answers: [] })).json()).toMatchObject({ statusCode: 409, code: 'conflict' });
      expect((await putUpgrade(permalink, { target: 'full', send: true })).json()).toMatchObject({
        statusCode: 400,
        code: 'questionnaire_incomplete',
      });

      let answers = before;
      for (const step of stepsOf(offered.questionnaire.questions)) {
        const filled = answerStep(offered.questionnaire.questions, step, answers);
        answers = filled.answers;
        // Whole steps are sent again, the answers given before included and unchanged.
        const saved = await putUpgrade(permalink, { target: 'full', answers: filled.payloads, currentStep: step });
        expect(saved.statusCode).toBe(200);
        expect(saved.json()).toMatchObject({ kind: 'full', locked: false });
      }
      const upgraded = await putUpgrade(permalink, { target: 'full', send: true });
      expect(upgraded.json()).toMatchObject({ kind: 'full', state: 'ack_a', locked: true, questionnaire: { kind: 'profile' } });
      expect(upgraded.json().answers.gender).toEqual(before.gender);

      const seen = (await ctx.app.inject({ method: 'GET', url: `${ownerApi}/profiles/${profile._id}`, headers: owner.headers })).json();
      expect(seen).toMatchObject({ kind: 'full', isShort: false, filled: true, questionnaire: { kind: 'profile' } });
      expect((await get(permalink, '/upgrade/short')).statusCode).toBe(409);
    });

    it('add the love questions to a sent full profile', async () => {
      const { profile } = await sentProfile({ firstName: 'Анна' });
      const { permalink } = profile;
      expect((await get(permalink, '/upgrade/short')).json()).toMatchObject({ statusCode: 409, code: 'conflict' });

      const offered = await view(permalink, '/upgrade');
      expect(offered).toMatchObject({ kind: 'love', locked: false, questionnaire: { kind: 'love' } });
      const loveStep = Math.max(...stepsOf(offered.questionnaire.questions));
      expect(offered.questionnaire.questions.filter((q) => q.step === loveStep).map((q) => q.neuronName)).toContain('meeting_people');
      expect((await putUpgrade(permalink, { target: 'love', send: true })).json()).toMatchObject({
        code: 'questionnaire_incomplete',
        params: { step: loveStep },
      });

      expect([...offered.fixedAnswers].sort()).toEqual(Object.keys(offered.answers).sort());

      // An answer the upgrade adds may be corrected until the upgrade is sent; one sent before may not.
      const meeting = offered.questionnaire.questions.find((q) => q.neuronName === 'meeting_people')!;
      const [first, second] = meeting.scope!.map((option) => option.value);
      const pick = (value: string | undefined) => toAnswerPayload(meeting, { value }, { currentStep: loveStep, stepValid: false });
      expect((await putUpgrade(permalink, { target: 'love', answers: [pick(first)] })).statusCode).toBe(200);
      const corrected = await putUpgrade(permalink, { target: 'love', answers: [pick(second)] });
      expect(corrected.json()).toMatchObject({ answers: { meeting_people: { value: second } } });
      expect(corrected.json().fixedAnswers).not.toContain('meeting_people');
      const gender = offered.questionnaire.questions.find((q) => q.neuronName === 'gender')!;
      const changeGender = toAnswerPayload(gender, { value: 'female' }, { currentStep: 1, stepValid: true });
      expect((await putUpgrade(permalink, { target: 'love', answers: [changeGender] })).json()).toMatchObject({ code: 'questionnaire_locked' });

      const love = answerStep(offered.questionnaire.questions, loveStep, offered.answers);
      const upgraded = await putUpgrade(permalink, { target: 'love', answers: love.payloads, send: true });
      expect(upgraded.statusCode).toBe(200);
      expect(upgraded.json()).toMatchObject({ kind: 'love', locked: true, lastNameRequired: false, questionnaire: { kind: 'love' } });
      expect(await view(permalink)).toMatchObject({ kind: 'love', locked: true, answers: love.answers });
      expect((await get(permalink, '/upgrade')).statusCode).toBe(409);
    });

    it('are not offered before the questionnaire is sent', async () => {
      const { profile } = await newProfile();
      expect((await get(profile.permalink, '/upgrade')).json()).toMatchObject({ statusCode: 409, code: 'conflict' });
      expect((await putUpgrade(profile.permalink, { target: 'love' })).statusCode).toBe(409);
    });
  });
});
