import { getDevOutbox } from '@teamcast/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import { listOutboxMessages } from '../../platform/mail';
import type { ModuleDeps } from '../module-deps';

// The dev mailbox shows recent mail; older messages stay in the table.
const outboxPageSize = 200;

/**
 * GET /api/dev/outbox: the mail kept instead of sent, for the dev mailbox page and browser tests. The
 * dev gate answers 404 for it in production, when mail really goes out, and to any other machine.
 */
export const devOutboxRoutes: FastifyPluginAsync<ModuleDeps> = async (app, { db }) => {
  registerEndpoint(app, getDevOutbox, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    const rows = await listOutboxMessages(db, outboxPageSize);
    return rows.map((row) => ({ to: row.to, subject: row.subject, text: row.text, html: row.html, createdAt: row.createdAt.toISOString() }));
  });
};
