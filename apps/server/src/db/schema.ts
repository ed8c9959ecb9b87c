import { clientErrorKinds } from '@teamcast/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about this installation, such as when it first started. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Failures the web app reports from browsers: chunks that did not load, crashed pages, failed calls. */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    url: text('url').notNull(),
    area: text('area').notNull(),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('client_errors_created_at_idx').on(table.createdAt),
    check('client_errors_kind_check', sql`${table.kind} in (${sql.raw(clientErrorKinds.map((kind) => `'${kind}'`).join(', '))})`),
  ],
);
