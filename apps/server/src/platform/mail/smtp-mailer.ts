import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Sends mail through the SMTP server of `SMTP_URL` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}
