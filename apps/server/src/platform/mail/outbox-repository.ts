import { count, desc, eq, ilike } from 'drizzle-orm';
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

/** Escapes LIKE's wildcards, so a searched text matches only itself. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** One page of kept mail, newest first, optionally of the recipients whose address contains `to`. */
export async function pageOutboxMessages(
  db: Db,
  { to, limit, offset }: { to?: string | undefined; limit: number; offset: number },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const where = to ? ilike(outbox.to, `%${likeText(to.toLowerCase())}%`) : undefined;
  const rows = await db.select().from(outbox).where(where).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit).offset(offset);
  const [counted] = await db.select({ total: count() }).from(outbox).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** Forgets the mail kept for an address, as when its account is deleted. */
export async function deleteOutboxMessagesTo(db: Db, to: string): Promise<void> {
  await db.delete(outbox).where(eq(outbox.to, to));
}
