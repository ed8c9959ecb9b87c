import type { FlameTest } from '@teamcast/contract';
import type { TestApp } from '../../../test/helpers/build-test-app';

export const flameApi = '/api/v1/owner/flame/data';

// Warm, steady and organised; and reserved, sensitive and down to earth.
export const annaAnswers = [2, 5, 2, 2, 4, 4, 1, 2, 2, 2, 4, 4, 4, 2, 4, 4, 1, 5, 2, 2, 2, 5, 5, 2, 4, 2, 2, 1, 2, 2];
export const borisAnswers = [4, 4, 3, 4, 3, 2, 2, 3, 4, 3, 2, 3, 3, 3, 3, 2, 2, 4, 3, 3, 4, 4, 4, 3, 3, 4, 3, 2, 4, 3];

export interface StartOptions {
  /** The partner answers on the same phone: both answer sets in one request. */
  together?: boolean;
  names?: [string, string];
  headers?: Record<string, string>;
  ln?: 'ru' | 'en';
}

/** Starts a partner test through the API, as the first person's phone does. */
export async function startFlame(ctx: TestApp, { together = false, names = ['Анна', 'Борис'], headers = {}, ln }: StartOptions = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `${flameApi}${ln ? `?ln=${ln}` : ''}`,
    headers,
    payload: {
      data: {
        step: 'start',
        first: { name: names[0], answers: annaAnswers },
        second: { name: names[1], ...(together ? { answers: borisAnswers } : {}) },
      },
    },
  });
  return response;
}

/** A finished test: both answered, the second through the link. */
export async function finishedFlame(ctx: TestApp, options: StartOptions = {}): Promise<FlameTest> {
  const started = await startFlame(ctx, options);
  if (started.statusCode !== 200) throw new Error(`start answered ${started.statusCode}: ${started.body}`);
  const { key } = started.json<FlameTest>();
  const answered = await ctx.app.inject({ method: 'POST', url: flameApi, payload: { key, data: { step: 'partner', answers: borisAnswers } } });
  if (answered.statusCode !== 200) throw new Error(`partner answered ${answered.statusCode}: ${answered.body}`);
  return answered.json<FlameTest>();
}
