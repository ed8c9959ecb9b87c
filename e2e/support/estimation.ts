import { expect, type APIRequestContext } from '@playwright/test';
import { administrator, signUpVerifiedOwner, uniqueEmail } from './accounts';

interface ScopeOption {
  value: string;
  computed?: string | number;
  children?: ScopeOption[];
}

interface Question {
  neuronName: string;
  type: 'select' | 'multiselect' | 'slider' | 'range' | 'dropdown' | 'formula';
  step: number;
  scope?: ScopeOption[];
}

const neuronPrefix = 'neuron_';

/** What the questionnaire page would send for an answer a person could give: the first option, the lowest slider value. */
function responseOf(question: Question): unknown {
  const first = question.scope?.[0]?.value ?? 'x';
  switch (question.type) {
    case 'select':
    case 'formula':
      return first;
    case 'multiselect':
      return [first];
    case 'slider':
      return Number(question.scope?.find((option) => option.value === 'min')?.computed ?? 0);
    case 'range':
      return { type: 'min', min: 1, max: 2 };
    case 'dropdown': {
      const tree: string[] = [];
      let level = question.scope;
      while (level?.[0] && tree.length < 3) {
        tree.push(level[0].value);
        level = level[0].children;
      }
      const last = tree[tree.length - 1] ?? first;
      return { tree, value: last, answerNeuronName: last, questionNeuronName: question.neuronName };
    }
  }
}

/**
 * Filled specialists' profiles, made as their people would: a verified owner creates each and the
 * questionnaire behind its link is answered in full and sent through the API.
 */
export async function seedFilledProfiles(request: APIRequestContext, names: readonly { firstName: string; lastName: string }[]): Promise<void> {
  const token = await signUpVerifiedOwner(request, uniqueEmail('graded-owner'), 'owner-secret-1');
  for (const name of names) {
    const created = await request.post('/api/v1/owner/profiles', { headers: { authorization: `Bearer ${token}` }, data: name });
    expect(created.status()).toBe(201);
    const { permalink } = (await created.json()) as { permalink: string };
    const form = (await (await request.get(`/api/v1/app/profile/${permalink}`)).json()) as { questionnaire: { questions: Question[] } };
    const answers = form.questionnaire.questions.map((question) => {
      const foreign = question.neuronName.startsWith(neuronPrefix);
      return {
        response: responseOf(question),
        final_answer: true,
        current_step: question.step,
        mine_question: !foreign,
        neuron_question: foreign ? question.neuronName.slice(neuronPrefix.length) : question.neuronName,
      };
    });
    const sent = await request.patch(`/api/v1/app/profile/${permalink}`, {
      data: { answers, ...name, birthDate: '1990-05-17', send: true, consent: true },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }
}

/** An estimator with a password, made by the administrator through the API. */
export async function createEstimatorAccount(request: APIRequestContext, password: string): Promise<string> {
  const login = await request.post('/api/v1/administrator/login', { data: { username: administrator.email, password: administrator.password } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const email = uniqueEmail('grader');
  const created = await request.post('/api/v1/administrator/estimators', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, fullName: 'Ольга Оценщица', password },
  });
  expect(created.status()).toBe(201);
  return email;
}

/** A family name no other run shares: names take letters only, so the time's digits become letters. */
export function uniqueFamily(stem: string): string {
  return stem + [...Date.now().toString().slice(-7)].map((digit) => 'абвгдежзик'[Number(digit)]).join('');
}
