import type { Locale } from '@teamcast/domain';
import { formatDuration } from './duration';
import { renderMail, type RenderedMail } from './layout';

export interface LinkMailParams {
  url: string;
  lifetimeMs: number;
}

/** A link that signs the user in, asked for on a login page or sent by an administrator. */
export function loginLinkMail(locale: Locale, { url, lifetimeMs }: LinkMailParams): RenderedMail {
  const lifetime = formatDuration(lifetimeMs, locale);
  return locale === 'ru'
    ? renderMail({
        subject: 'Вход в Teamcast',
        paragraphs: ['Здравствуйте!', 'Вот ваша ссылка для входа в Teamcast.'],
        action: { label: 'Войти', url },
        notes: [
          `Ссылка действует ${lifetime} и открывается один раз.`,
          'Если вы не запрашивали вход, просто проигнорируйте это письмо.',
        ],
      })
    : renderMail({
        subject: 'Sign in to Teamcast',
        paragraphs: ['Hello!', 'Here is your link to sign in to Teamcast.'],
        action: { label: 'Sign in', url },
        notes: [`The link works once, for ${lifetime}.`, 'If you did not ask to sign in, simply ignore this mail.'],
      });
}
