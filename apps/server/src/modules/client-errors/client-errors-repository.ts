import type { ClientErrorReport } from '@teamcast/contract';
import { clientErrors } from '../../db/schema';
import type { Db } from '../../platform/database';

export interface StoredClientError extends ClientErrorReport {
  userAgent: string | null;
  requestId: string | null;
}

export async function insertClientError(db: Db, report: StoredClientError): Promise<void> {
  await db.insert(clientErrors).values(report);
}
