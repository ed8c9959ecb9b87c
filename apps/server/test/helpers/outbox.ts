import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../src/db/schema';
import type { TestApp } from './build-test-app';

/** The regular expression the browser tests find links with; the API tests hold the mail to it too. */
export const magicLinkPattern = /https?:\/\/\S+\/magic-link\?token=[\w-]+/;

export type OutboxMail = typeof outbox.$inferSelect;

/** Every mail kept for an address, newest first. */
export async function mailsTo(ctx: TestApp, to: string): Promise<OutboxMail[]> {
  return ctx.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
}

/** The newest mail to an address; fails the test when there is none. */
export async function lastMailTo(ctx: TestApp, to: string): Promise<OutboxMail> {
  const [mail] = await mailsTo(ctx, to);
  if (!mail) throw new Error(`No mail to ${to}`);
  return mail;
}

/** The link of a mail and the token in it. */
export function linkIn(mail: { text: string }): { url: URL; token: string } {
  const match = magicLinkPattern.exec(mail.text);
  if (!match) throw new Error(`No magic link in:\n${mail.text}`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('token') ?? '' };
}

/** The token of the newest link mailed to an address. */
export async function lastLinkTo(ctx: TestApp, to: string): Promise<{ url: URL; token: string }> {
  return linkIn(await lastMailTo(ctx, to));
}
