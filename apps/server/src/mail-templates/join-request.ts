import type { Locale } from '@teamcast/domain';
import { renderMail, type RenderedMail } from './layout';

export interface JoinRequest {
  email: string;
  name?: string | undefined;
  companyName?: string | undefined;
  message?: string | undefined;
}

const dash = '—';

/** Tells the team that someone asked to join, with everything they wrote. */
export function joinRequestToTeamMail(locale: Locale, request: JoinRequest): RenderedMail {
  const who = request.companyName || request.name || request.email;
  const ru = locale === 'ru';
  return renderMail({
    subject: ru ? `Заявка на подключение к Teamcast: ${who}` : `Request to join Teamcast: ${who}`,
    paragraphs: [ru ? 'Новая заявка на подключение к Teamcast.' : 'A new request to join Teamcast.'],
    details: [
      { label: 'Email', value: request.email },
      { label: ru ? 'Имя' : 'Name', value: request.name || dash },
      { label: ru ? 'Компания' : 'Company', value: request.companyName || dash },
      { label: ru ? 'Сообщение' : 'Message', value: request.message || dash },
    ],
  });
}

/** Confirms to the requester that the request arrived. */
export function joinRequestConfirmationMail(locale: Locale, request: JoinRequest): RenderedMail {
  return locale === 'ru'
    ? renderMail({
        subject: 'Мы получили вашу заявку в Teamcast',
        paragraphs: [
          request.name ? `Здравствуйте, ${request.name}!` : 'Здравствуйте!',
          'Спасибо за интерес к Teamcast. Мы получили вашу заявку на подключение и скоро свяжемся с вами по этому адресу.',
        ],
      })
    : renderMail({
        subject: 'We have received your request to join Teamcast',
        paragraphs: [
          request.name ? `Hello, ${request.name}!` : 'Hello!',
          'Thank you for your interest in Teamcast. We have received your request to join and will contact you at this address soon.',
        ],
      });
}
