import { inArray } from 'drizzle-orm';
import { owners } from '../../src/db/schema';
import type { TestApp } from './build-test-app';

/** Who calls in the authorisation matrix. */
export type Caller = 'guest' | 'administrator' | 'estimator' | 'ownerA' | 'ownerB';
export const callers: readonly Caller[] = ['guest', 'administrator', 'estimator', 'ownerA', 'ownerB'];

/**
 * Accounts made afresh for every row, so a row that deletes something cannot disturb the next. The
 * owners start unverified; a row whose endpoint needs verified owners calls `verifyOwners` first.
 */
export interface World {
  administrator: { id: string };
  estimator: { id: string };
  ownerA: { id: string; email: string };
  ownerB: { id: string; email: string };
}

export interface MatrixRequest {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/**
 * One endpoint's row: a request its own kind of caller makes successfully (it may first create what
 * it needs, such as a profile of owner A) and the exceptions to the default statuses.
 */
export interface MatrixRow {
  request?: (world: World, ctx: TestApp) => MatrixRequest | Promise<MatrixRequest>;
  expect?: Partial<Record<Caller, number>>;
}

/** Marks both owners of the world verified. */
export async function verifyOwners(world: World, ctx: TestApp): Promise<void> {
  await ctx.database.db
    .update(owners)
    .set({ status: 'verified', needVerify: false, verifiedAt: new Date('2026-01-15T10:00:00.000Z') })
    .where(inArray(owners.id, [world.ownerA.id, world.ownerB.id]));
}
