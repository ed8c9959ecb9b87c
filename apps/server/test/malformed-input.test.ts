import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComputePool } from '../src/platform/compute/compute-pool';
import { defaultRateLimits, type RateLimits } from '../src/identity/rate-limiter';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { problemOf } from './fuzz/check-answer';
import { baseDraft, toRequest, type CaseContext } from './fuzz/draft';
import { accountOf, createWorld } from './fuzz/fuzz-world';
import { operationsOf, type OpenApiDocument, type Operation } from './fuzz/openapi';
import { hashSeed, Prng } from './fuzz/prng';
import { variants } from './fuzz/variants';

/**
 * Malformed variants of every operation the server publishes in its OpenAPI document: wrong types,
 * missing fields, huge and unusual text, NUL, lone surrogates, deep JSON, prototype keys, bad ids
 * and queries, wrong content types and bodies, odd sessions. None may answer 5xx, and every failure
 * must be in the one error shape.
 *
 * `FUZZ_SEED` and `FUZZ_COUNT` (about that many requests, spread over the operations) choose the
 * cases; a failure prints the seed, the operation and the case, and `FUZZ_OP` with `FUZZ_CASE`
 * replays just that one. `FUZZ_STATS=1` prints how many answers of each status the run got.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20261124);
const count = Number(process.env.FUZZ_COUNT ?? 3000);
const onlyOperation = process.env.FUZZ_OP;
const onlyCase = process.env.FUZZ_CASE === undefined ? undefined : Number(process.env.FUZZ_CASE);

// Limits that would turn most requests into 429s before they reach validation.
const generousRateLimits = Object.fromEntries(
  Object.entries(defaultRateLimits).map(([name, policy]) => [name, { ...policy, limit: 1_000_000 }]),
) as Partial<RateLimits>;

// A run that is started is failed at once: forecasts are not what this test is about.
const noCompute: ComputePool = {
  run: async () => ({ ok: false, code: 'initialization_error', message: 'not computed in this test' }),
  close: async () => {},
};

const preview = (payload: string | Buffer | undefined) =>
  payload === undefined ? 'none' : JSON.stringify(payload.toString().slice(0, 200)) + (payload.length > 200 ? `… (${payload.length})` : '');

describe('malformed input', () => {
  let ctx: TestApp;
  let document: OpenApiDocument;
  let operations: Operation[];

  beforeAll(async () => {
    ctx = await buildTestApp({ rateLimits: generousRateLimits, compute: noCompute });
    document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    operations = operationsOf(document);
  });
  afterAll(() => ctx?.close());

  it(
    'never answers 5xx, and answers every failure in the one error shape',
    async () => {
      expect(operations.length).toBeGreaterThan(0);
      const selected = operations.filter((operation) => onlyOperation === undefined || operation.id === onlyOperation);
      expect(selected.length, `no operation ${onlyOperation}`).toBeGreaterThan(0);
      const perOperation = Math.max(1, Math.ceil(count / operations.length));

      const failures: string[] = [];
      const statuses: Record<number, number> = {};
      const byVariant: Record<string, Record<number, number>> = {};
      let sent = 0;
      for (const [index, operation] of selected.entries()) {
        const world = await createWorld(ctx);
        for (let k = 0; k < perOperation; k += 1) {
          if (onlyCase !== undefined && k !== onlyCase) continue;
          // Every operation meets every variant, each starting at a different one.
          const variant = variants[(k + index) % variants.length]!;
          const rng = new Prng(hashSeed(seed, operation.id, k));
          const context: CaseContext = { document, operation, world, account: accountOf(operation), rng };
          const draft = baseDraft(context);
          const detail = variant.mutate(draft, context);
          const request = toRequest(operation, draft);
          const answer = await ctx.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: request.headers,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          sent += 1;
          statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
          const ofVariant = (byVariant[variant.name] ??= {});
          ofVariant[answer.statusCode] = (ofVariant[answer.statusCode] ?? 0) + 1;
          const problem = problemOf(answer, draft.expect);
          if (problem) {
            failures.push(
              [
                `${operation.id} (${operation.method} ${operation.path}), ${variant.name} [${detail}]: ${problem}`,
                `  answer: ${answer.body.slice(0, 300)}`,
                `  request: ${request.method} ${request.url.slice(0, 200)} ${JSON.stringify(request.headers).slice(0, 200)} body ${preview(request.payload)}`,
                `  replay: FUZZ_SEED=${seed} FUZZ_OP=${operation.id} FUZZ_CASE=${k}`,
              ].join('\n'),
            );
          }
        }
      }
      if (process.env.FUZZ_STATS) {
        const lines = Object.entries(byVariant).map(([name, counts]) => `  ${name}: ${JSON.stringify(counts)}`);
        console.info(`malformed input, seed ${seed}: ${sent} requests, by status ${JSON.stringify(statuses)}\n${lines.join('\n')}`);
      }
      expect(failures, `${failures.length} of ${sent} answers were wrong:\n${failures.slice(0, 30).join('\n')}`).toEqual([]);
    },
    Math.max(240_000, count * 200),
  );
});
