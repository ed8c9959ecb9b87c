import type { Locale } from '@teamcast/domain';
import { formatDuration } from './duration';
import { renderMail, type RenderedMail } from './layout';
import type { LinkMailParams } from './login-link';

/** Confirms that the owner reads mail at the address they signed up with; following it unlocks the dashboard. */
export function verificationMail(locale: Locale, { url, lifetimeMs }: LinkMailParams): RenderedMail {
  const lifetime = formatDuration(lifetimeMs, locale);
  return locale === 'ru'
    ? renderMail({
        subject: 'Подтвердите email в Teamcast',
        paragraphs: [
          'Добро пожаловать в Teamcast!',
          'Подтвердите адрес электронной почты, чтобы открыть все возможности платформы.',
        ],
        action: { label: 'Подтвердить email', url },
        notes: [
          `Ссылка действует ${lifetime} и открывается один раз.`,
          'Если вы не регистрировались в Teamcast, просто проигнорируйте это письмо.',
        ],
      })
    : renderMail({
        subject: 'Confirm your email for Teamcast',
        paragraphs: ['Welcome to Teamcast!', 'Confirm your email address to unlock everything the platform offers.'],
        action: { label: 'Confirm email', url },
        notes: [`The link works once, for ${lifetime}.`, 'If you did not sign up for Teamcast, simply ignore this mail.'],
      });
}
