import SwaggerParser from '@apidevtools/swagger-parser';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';

/** Every `$ref` anywhere in a JSON value. */
function refsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => (key === '$ref' && typeof child === 'string' ? [child] : refsOf(child)));
}

// Others read the published document with standard tools, not with ours: it has to pass them as it is.
describe('the OpenAPI document, read by standard tools', () => {
  let ctx: TestApp;
  let document: { components: { schemas: Record<string, unknown> } };
  let workDir: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    workDir = await mkdtemp(join(tmpdir(), 'teamcast-openapi-'));
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
    await ctx.close();
  });

  it('references only named component schemas that exist', () => {
    const refs = [...new Set(refsOf(document))];
    expect(refs.length).toBeGreaterThan(0);
    const broken = refs.filter((ref) => {
      const name = /^#\/components\/schemas\/([A-Za-z0-9_.-]+)$/.exec(ref)?.[1];
      return name === undefined || !(name in document.components.schemas);
    });
    expect(broken).toEqual([]);
  });

  it('validates with swagger-parser', async () => {
    // The parser resolves references in place, so it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('generates TypeScript types with openapi-typescript that compile strictly without a diagnostic', async () => {
    const file = join(workDir, 'api.d.ts');
    await writeFile(file, astToString(await openapiTS(structuredClone(document) as never)));
    const program = ts.createProgram([file], {
      noEmit: true,
      strict: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      types: [],
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  }, 60_000);
});
