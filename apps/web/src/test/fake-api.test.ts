import { describe, expect, it } from 'vitest';
import { createFakeApi, failure, ownerSelf } from './fake-api';

const get = (fetch: ReturnType<typeof createFakeApi>['fetch'], path: string, method = 'GET') =>
  fetch(path, { method }).then(async (response) => ({ status: response.status, body: (await response.json()) as unknown }));

describe('the fake API', () => {
  it('answers by the contract’s endpoints, with their path parameters', async () => {
    const api = createFakeApi({ getProfile: ({ params }) => failure(404, params.id === 'p1' ? 'profile_not_found' : 'not_found') });
    expect(await get(api.fetch, '/api/v1/owner/self')).toMatchObject({ status: 200, body: { _id: 'owner-1' } });
    expect(await get(api.fetch, '/api/v1/owner/profiles/p1')).toMatchObject({ status: 404, body: { code: 'profile_not_found' } });
    expect(await get(api.fetch, '/api/v1/nowhere')).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(api.calls('getProfile', { id: 'p1' })).toHaveLength(1);
    expect(api.calls('getProfile', { id: 'p2' })).toHaveLength(0);
  });

  it('holds each answer to its endpoint’s response type', () => {
    // Never run: what matters is that the compiler refuses both.
    const refused = () => {
      createFakeApi({
        getOwnerSelf: () => ownerSelf(),
        // @ts-expect-error a name the contract does not have breaks the test at compile time
        getOwnerSelves: () => ownerSelf(),
      });
      // @ts-expect-error an answer that is not the endpoint's response does not compile
      createFakeApi({ getOwnerSelf: () => ({ email: 42 }) });
    };
    expect(refused).toBeTypeOf('function');
  });
});
