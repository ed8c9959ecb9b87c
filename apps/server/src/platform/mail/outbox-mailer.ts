import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../database';
import type { Mailer } from './mailer';
import { insertOutboxMessage } from './outbox-repository';

const linkPattern = /https?:\/\/\S+/g;

/**
 * Keeps mail in the outbox table instead of sending it, and prints every link it carries to the log,
 * so that a developer can follow a sign-in or verification link without any mail server.
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
      const links = [...new Set(message.text.match(linkPattern) ?? [])];
      logger.info(`mail to ${message.to} kept in the outbox: ${message.subject}`);
      for (const link of links) logger.info(`mail to ${message.to}: ${link}`);
    },
    async close() {},
  };
}
