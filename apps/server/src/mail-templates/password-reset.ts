import type { Locale } from '@teamcast/domain';
import { formatDuration } from './duration';
import { renderMail, type RenderedMail } from './layout';
import type { LinkMailParams } from './login-link';

/** A link that signs the user in to set a new password. */
export function passwordResetMail(locale: Locale, { url, lifetimeMs }: LinkMailParams): RenderedMail {
  const lifetime = formatDuration(lifetimeMs, locale);
  return locale === 'ru'
    ? renderMail({
        subject: 'Восстановление пароля Teamcast',
        paragraphs: ['Здравствуйте!', 'Вы запросили восстановление пароля. Перейдите по ссылке, чтобы задать новый пароль.'],
        action: { label: 'Задать новый пароль', url },
        notes: [
          `Ссылка действует ${lifetime} и открывается один раз.`,
          'Если вы не запрашивали восстановление, проигнорируйте это письмо: пароль останется прежним.',
        ],
      })
    : renderMail({
        subject: 'Reset your Teamcast password',
        paragraphs: ['Hello!', 'You asked to reset your password. Follow the link to set a new one.'],
        action: { label: 'Set a new password', url },
        notes: [`The link works once, for ${lifetime}.`, 'If you did not ask for this, ignore this mail: your password stays the same.'],
      });
}
