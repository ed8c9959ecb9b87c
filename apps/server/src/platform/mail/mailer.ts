/** One mail, ready to go: both a plain-text and an HTML body, as every template renders. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where an answer goes, such as the visitor who wrote through the contact form. */
  replyTo?: string;
}

/**
 * Sends mail. The embedded default keeps it in the outbox table for the dev mailbox; with `SMTP_URL`
 * it goes to a real mail server.
 */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
