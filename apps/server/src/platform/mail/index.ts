import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Clock } from '../clock';
import type { Db } from '../database';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export type { Mailer, MailMessage } from './mailer';
export { deleteOutboxMessagesTo, listOutboxMessages, pageOutboxMessages } from './outbox-repository';

/** SMTP when `SMTP_URL` is set, otherwise the outbox table. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, db: Db, clock: Clock, logger: FastifyBaseLogger): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db, clock, logger);
}
