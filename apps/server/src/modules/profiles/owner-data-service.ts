import { AppError } from '../../http/app-error';
import type { Session } from '../../identity/session';
import type { ModuleDeps } from '../module-deps';
import { findOwnerData, saveOwnerDataRow } from './owner-data-repository';

/** The most a value may take, as JSON text: settings and progress, not documents. */
export const ownerDataMaxBytes = 64 * 1024;

/** Small values the web app keeps for the owner under keys of its choosing. */
export function createOwnerDataService(deps: ModuleDeps) {
  const { db, clock } = deps;

  return {
    async get(session: Session<'owner'>, key: string): Promise<{ key: string; data: unknown }> {
      const row = await findOwnerData(db, session.accountId, key);
      if (!row) throw new AppError(404, 'not_found', `The owner keeps nothing under ${key}`);
      return { key: row.key, data: row.data };
    },

    async save(session: Session<'owner'>, key: string, data: unknown): Promise<{ key: string; data: unknown }> {
      // A missing value is kept as null, so that reading the key back answers rather than 404s.
      const json = JSON.stringify(data ?? null);
      if (Buffer.byteLength(json, 'utf8') > ownerDataMaxBytes) {
        throw new AppError(413, 'payload_too_large', `The value of ${key} is over ${ownerDataMaxBytes} bytes as JSON`, {
          params: { limit: ownerDataMaxBytes },
        });
      }
      const row = await saveOwnerDataRow(db, { ownerId: session.accountId, key, json, updatedAt: clock.now() });
      return { key: row.key, data: row.data };
    },
  };
}
