import { randomUUID } from 'node:crypto';
import type { AuditAction, AuditEntry } from '@teamcast/contract';
import { count, desc, eq } from 'drizzle-orm';
import { adminAuditLog, administrators } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Session } from '../../identity/session';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';

export type AuditTargetKind = 'owner' | 'estimator' | 'profile';

export interface AuditRecord {
  action: AuditAction;
  targetKind: AuditTargetKind;
  targetIds: readonly string[];
  details?: Record<string, unknown>;
}

/**
 * Appends an administrator's action to the audit log. Called inside the transaction of the change it
 * records, so an entry exists exactly when its change does.
 */
export async function appendAudit(tx: Db, clock: Clock, session: Session<'administrator'>, record: AuditRecord): Promise<void> {
  const [author] = await tx.select({ email: administrators.email }).from(administrators).where(eq(administrators.id, session.accountId));
  if (!author) throw new AppError(404, 'user_not_found', 'The administrator no longer exists');
  await tx.insert(adminAuditLog).values({
    id: randomUUID(),
    administratorId: session.accountId,
    administratorEmail: author.email,
    action: record.action,
    targetKind: record.targetKind,
    targetIds: [...record.targetIds],
    details: record.details ?? {},
    createdAt: clock.now(),
  });
}

/** A page of the log, newest first, read through its (created_at, id) index. */
export async function pageAuditLog(
  db: Db,
  query: { action?: AuditAction | undefined; limit: number; offset: number },
): Promise<{ items: AuditEntry[]; total: number }> {
  const where = query.action ? eq(adminAuditLog.action, query.action) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(adminAuditLog).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      _id: row.id,
      administratorId: row.administratorId,
      administratorEmail: row.administratorEmail,
      action: row.action,
      targetKind: row.targetKind,
      targetIds: row.targetIds,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}
