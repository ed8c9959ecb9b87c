import { listUndeliveredMail } from '@teamcast/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import { pageOutboxMessages } from '../../platform/mail';
import type { ModuleDeps } from '../module-deps';

/**
 * The mail a server without SMTP keeps, for administrators: a team that runs without a mail server
 * still hands out sign-in and verification links, from the administrator area rather than a page
 * anyone could open.
 */
export const undeliveredMailRoutes: FastifyPluginAsync<ModuleDeps> = async (app, { db, mailer }) => {
  registerEndpoint(app, listUndeliveredMail, async ({ query, reply }) => {
    reply.header('cache-control', 'no-store');
    if (mailer.kind === 'smtp') return { delivery: 'smtp' as const, items: [], total: 0 };
    const { rows, total } = await pageOutboxMessages(db, query);
    return {
      delivery: 'outbox' as const,
      items: rows.map((row) => ({ to: row.to, subject: row.subject, text: row.text, html: row.html, createdAt: row.createdAt.toISOString() })),
      total,
    };
  });
};
