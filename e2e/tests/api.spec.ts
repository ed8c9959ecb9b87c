import { expect, test } from '@playwright/test';

// The API and the web app come from one server: the browser tests' server answers both.

test('/api/health answers from the same server as the web app', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', db: 'pglite' });
});

test('/api/docs serves the API documentation page', async ({ page }) => {
  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#swagger-ui')).toBeVisible();
  await expect(page.getByText('/api/health').first()).toBeVisible();
});

test('/api/docs/json is the OpenAPI document of the contract', async ({ request }) => {
  const response = await request.get('/api/docs/json');
  expect(response.status()).toBe(200);
  const document = (await response.json()) as { openapi?: string; paths?: Record<string, unknown> };
  expect(document.openapi).toMatch(/^3\./);
  expect(Object.keys(document.paths ?? {})).toContain('/api/health');
});

test('an unknown API path answers 404 in the error shape, not with the web app', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ statusCode: 404, code: expect.any(String), message: expect.any(String) });
});
