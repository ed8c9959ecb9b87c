import type { Locale } from '@teamcast/domain';
import { renderMail, type RenderedMail } from './layout';

export interface ContactMessage {
  email: string;
  username?: string | undefined;
  message: string;
}

/** A message from the contact form, for the team; replying answers the visitor. */
export function contactMail(locale: Locale, contact: ContactMessage): RenderedMail {
  const ru = locale === 'ru';
  const from = contact.username ? `${contact.username} <${contact.email}>` : contact.email;
  return renderMail({
    subject: ru ? `Сообщение с сайта Teamcast от ${from}` : `Message from the Teamcast website from ${from}`,
    paragraphs: [contact.message],
    details: [{ label: ru ? 'От' : 'From', value: from }],
  });
}
