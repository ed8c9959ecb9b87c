import type { Locale } from '@teamcast/domain';
import { formatDuration } from './duration';
import { renderMail, type RenderedMail } from './layout';
import type { LinkMailParams } from './login-link';

/** Sent to an estimator whom an administrator created without a password: a first sign-in link. */
export function estimatorInvitationMail(locale: Locale, { url, lifetimeMs, fullName }: LinkMailParams & { fullName: string }): RenderedMail {
  const lifetime = formatDuration(lifetimeMs, locale);
  return locale === 'ru'
    ? renderMail({
        subject: 'Приглашение в Teamcast',
        paragraphs: [`Здравствуйте, ${fullName}!`, 'Администратор создал для вас аккаунт эксперта в Teamcast. Войдите по ссылке.'],
        action: { label: 'Войти', url },
        notes: [
          `Ссылка действует ${lifetime} и открывается один раз.`,
          'Новую ссылку для входа можно запросить на странице входа; пароль можно задать в настройках после входа.',
        ],
      })
    : renderMail({
        subject: 'Your Teamcast estimator account',
        paragraphs: [`Hello, ${fullName}!`, 'An administrator has created an estimator account for you in Teamcast. Follow the link to sign in.'],
        action: { label: 'Sign in', url },
        notes: [
          `The link works once, for ${lifetime}.`,
          'You can ask for a new sign-in link on the login page, and set a password once signed in.',
        ],
      });
}
