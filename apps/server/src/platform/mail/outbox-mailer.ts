import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../database';
import type { Mailer } from './mailer';
import { insertOutboxMessage } from './outbox-repository';

/**
 * Keeps mail in the outbox table instead of sending it. Its links sign people in, so they never go to
 * the log: a developer reads them at /dev/mailbox on this machine, an administrator in the
 * administrator area.
 */
export function createOutboxMailer(db: Db, clock: Clock, logger: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await insertOutboxMessage(db, {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        createdAt: clock.now(),
      });
      logger.info(`mail to ${message.to} kept in the outbox (no SMTP_URL): read it at /dev/mailbox on this machine or in the administrator area`);
    },
    async close() {},
  };
}
