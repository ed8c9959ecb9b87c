import { getDevOutbox } from '@teamcast/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../http/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { listOutboxMessages } from '../../platform/mail';
import type { ModuleDeps } from '../module-deps';

// The dev mailbox shows recent mail; older messages stay in the table.
const outboxPageSize = 200;

/**
 * GET /api/dev/outbox: the mail kept instead of sent, for the dev mailbox page and browser tests.
 * It answers 404 in production and when mail really goes out, where there is no outbox to read.
 */
export const devOutboxRoutes: FastifyPluginAsync<ModuleDeps> = async (app, { db, config }) => {
  const available = config.nodeEnv !== 'production' && config.smtpUrl === undefined;
  registerEndpoint(app, getDevOutbox, async ({ reply }) => {
    if (!available) throw new AppError(404, 'not_found', 'There is no dev outbox here');
    reply.header('cache-control', 'no-store');
    const rows = await listOutboxMessages(db, outboxPageSize);
    return rows.map((row) => ({ to: row.to, subject: row.subject, text: row.text, html: row.html, createdAt: row.createdAt.toISOString() }));
  });
};
