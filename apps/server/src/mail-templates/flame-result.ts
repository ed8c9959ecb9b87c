import type { Locale } from '@teamcast/domain';
import { renderMail, type RenderedMail } from './layout';

export interface FlameResultMailParams {
  /** `{PUBLIC_URL}/main/questionnaire-result/{key}`: the link opens the result, so it is its key. */
  url: string;
  /** "Анна и Борис", as the result's title says it. */
  title: string;
}

/**
 * The partner test's result saved to an email address: its link, to open it again on any device. The
 * link is the result's key, so the mail says to keep it to oneself, and how to take the address back.
 */
export function flameResultMail(locale: Locale, { url, title }: FlameResultMailParams): RenderedMail {
  return locale === 'ru'
    ? renderMail({
        subject: `Результат теста совместимости: ${title}`,
        paragraphs: ['Здравствуйте!', `Вы сохранили результат теста совместимости «${title}». Он откроется по этой ссылке на любом устройстве.`],
        action: { label: 'Открыть результат', url },
        notes: [
          'Ссылка открывает результат любому, у кого она есть: не пересылайте её тем, кому не хотите его показывать. Чтобы поделиться результатом, сделайте на его странице отдельную ссылку.',
          'На странице результата его можно удалить вместе с этим адресом. Если вы не проходили тест, просто проигнорируйте это письмо.',
        ],
      })
    : renderMail({
        subject: `Your compatibility test result: ${title}`,
        paragraphs: ['Hello!', `You saved the result of the compatibility test “${title}”. This link opens it on any device.`],
        action: { label: 'Open the result', url },
        notes: [
          'The link opens the result to anyone who has it: do not forward it to people you would not show it to. To share the result, make a separate link on its page.',
          'On the result’s page you can delete it together with this address. If you did not take the test, simply ignore this mail.',
        ],
      });
}
