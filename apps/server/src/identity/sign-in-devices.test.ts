import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownDevices } from '../db/schema';
import { knownDeviceLifetimeMs } from './known-devices';
import { hashSecretToken } from './secret-tokens';
import { pruneStaleData } from '../platform/housekeeping';
import { createEstimator, createOwner, testPassword } from '../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { lastLinkTo } from '../../test/helpers/outbox';
import { failPatiently, login, newAddress, quickProofPolicy } from '../../test/helpers/sign-in';
import { createTestClock, days } from '../../test/helpers/test-clock';

describe('known devices', () => {
  let ctx: TestApp;
  const clock = createTestClock();
  const { limit } = quickProofPolicy.proofAfterAccountFailures;

  beforeAll(async () => {
    ctx = await buildTestApp({ clock, rateLimits: { signIn: quickProofPolicy } });
  });
  afterAll(() => ctx.close());

  const deviceOf = async (token: string) =>
    (await ctx.database.db.select().from(knownDevices).where(eq(knownDevices.tokenHash, hashSecretToken(token))))[0];

  /** Strangers fail once from each of many addresses, so that unknown devices must bring a proof. */
  async function besiege(username: string) {
    for (let bot = 0; bot < limit; bot += 1) await login(ctx, 'owner', { username, password: `guess-${bot}` }, newAddress());
    expect((await login(ctx, 'owner', { username, password: testPassword }, newAddress())).statusCode).toBe(428);
  }

  it('a sign-in answers a device token, keeps only its hash, and answers the same token when the device comes back', async () => {
    const owner = await createOwner(ctx);
    const first = await login(ctx, 'owner', { username: owner.email, password: testPassword }, newAddress());
    const { deviceToken } = first.json<{ deviceToken: string }>();
    expect(deviceToken).toMatch(/^[\w-]{43}$/);
    expect(await deviceOf(deviceToken)).toMatchObject({ accountKind: 'owner', accountId: owner.id, lastUsedAt: clock.now() });
    expect(JSON.stringify(await ctx.database.db.select().from(knownDevices))).not.toContain(deviceToken);

    clock.advance(days(3));
    const again = await login(ctx, 'owner', { username: owner.email, password: testPassword, deviceToken }, newAddress());
    expect(again.json()).toMatchObject({ deviceToken });
    expect(await deviceOf(deviceToken)).toMatchObject({ lastUsedAt: clock.now() });
  });

  it('a token of another account, or of another kind of account, or not a token at all, counts as an unknown device', async () => {
    const owner = await createOwner(ctx);
    const estimator = await createEstimator(ctx, { email: owner.email });
    const other = await createOwner(ctx);
    const otherToken = (await login(ctx, 'owner', { username: other.email, password: testPassword }, newAddress())).json<{ deviceToken: string }>().deviceToken;
    const estimatorToken = (await login(ctx, 'estimator', { username: estimator.email, password: testPassword }, newAddress())).json<{ deviceToken: string }>()
      .deviceToken;
    await besiege(owner.email);
    for (const deviceToken of [otherToken, estimatorToken, 'not a token']) {
      expect((await login(ctx, 'owner', { username: owner.email, password: testPassword, deviceToken }, newAddress())).statusCode).toBe(428);
    }
  });

  it('has a wait of its own, so whoever takes the device cannot guess for ever', async () => {
    const owner = await createOwner(ctx);
    const deviceToken = (await login(ctx, 'owner', { username: owner.email, password: testPassword }, newAddress())).json<{ deviceToken: string }>().deviceToken;
    const thief = newAddress();
    await failPatiently(ctx, clock, 'owner', { username: owner.email, deviceToken }, thief, quickProofPolicy.pair.freeFailures + 1);
    // Moving to another network does not help: the wait goes with the device.
    const response = await login(ctx, 'owner', { username: owner.email, password: testPassword, deviceToken }, newAddress());
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ code: 'login_delayed' });
  });

  it('a mailed link makes the device known, so the next password sign-in there skips the proof', async () => {
    const owner = await createOwner(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/passport/owner/mail/login-link', payload: { username: owner.email }, remoteAddress: newAddress() });
    const link = await ctx.app.inject({ method: 'POST', url: `/api/v1/passport/owner/login/magic/${(await lastLinkTo(ctx, owner.email)).token}` });
    expect(link.statusCode).toBe(200);
    const { deviceToken } = link.json<{ deviceToken: string }>();
    await besiege(owner.email);
    expect((await login(ctx, 'owner', { username: owner.email, password: testPassword, deviceToken }, newAddress())).statusCode).toBe(200);
  });

  it(`is forgotten ${knownDeviceLifetimeMs / days(1)} days after its last sign-in`, async () => {
    const owner = await createOwner(ctx);
    const deviceToken = (await login(ctx, 'owner', { username: owner.email, password: testPassword }, newAddress())).json<{ deviceToken: string }>().deviceToken;
    clock.advance(knownDeviceLifetimeMs + days(1));
    await pruneStaleData(ctx.database.db, clock.now());
    expect(await deviceOf(deviceToken)).toBeUndefined();
    await besiege(owner.email);
    expect((await login(ctx, 'owner', { username: owner.email, password: testPassword, deviceToken }, newAddress())).statusCode).toBe(428);
  });
});
