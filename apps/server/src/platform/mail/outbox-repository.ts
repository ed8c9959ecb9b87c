import { desc } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import type { Db } from '../database';

export type OutboxRow = typeof outbox.$inferSelect;

export async function insertOutboxMessage(db: Db, row: typeof outbox.$inferInsert): Promise<void> {
  await db.insert(outbox).values(row);
}

/** The newest messages first; the id breaks ties between messages of the same instant. */
export async function listOutboxMessages(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
}
