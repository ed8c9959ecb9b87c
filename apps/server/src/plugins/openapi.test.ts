import { endpoints } from '@teamcast/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, { operationId?: string; tags?: string[]; responses: Record<string, unknown> }>>;
}

describe('OpenAPI', () => {
  let ctx: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    ctx = await buildTestApp();
    document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => ctx.close());

  it('documents the API under its title and the product prefixes as tags', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Teamcast API');
    expect(document.tags.map((tag) => tag.name)).toEqual(
      expect.arrayContaining(['system', 'app', 'administrator', 'estimator', 'owner', 'passport', 'scene', 'stripe', 'chatgpt']),
    );
  });

  it('lists every endpoint of the contract under its name, and nothing else', () => {
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId}`),
    );
    const expected = Object.entries(endpoints).map(
      ([name, endpoint]) => `${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, '{$1}')} ${name}`,
    );
    expect(documented.sort()).toEqual(expected.sort());
    expect(document.paths['/api/health']?.get?.tags).toEqual(['system']);
    expect(document.paths['/api/v1/app/client-errors']?.post?.responses).toHaveProperty('204');
  });

  it('documents the error shape for failures', () => {
    const responses = document.paths['/api/v1/app/client-errors']?.post?.responses;
    expect(JSON.stringify(responses?.['4XX'])).toContain('ApiError');
  });

  it('serves the documentation page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('swagger-ui');
  });
});
