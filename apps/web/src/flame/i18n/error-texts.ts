import type { ErrorCode } from '@teamcast/contract';
import type { Locale } from './language';

/**
 * Every code the test's endpoints can answer (the flame and anonymous payment calls), plus the
 * client's own: the compiler checks each is a code of the contract, and the table below has both
 * languages for each. Anything else reads as "unknown".
 */
const flameErrorCodes = [
  'validation',
  'bad_request',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'internal',
  'service_unavailable',
  'network',
  'contract_violation',
  'unknown',
  'flame_not_found',
  'flame_already_answered',
  'flame_not_ready',
  'report_unpaid',
  'share_not_found',
  'share_revoked',
  'card_declined',
  'insufficient_funds',
  'payment_failed',
  'payment_status_incomplete',
  'card_invalid',
  'payment_method_required',
  'payment_not_found',
  'payment_method_not_found',
  'conflict',
  'forbidden',
] as const satisfies readonly ErrorCode[];
export type FlameErrorCode = (typeof flameErrorCodes)[number];

const known = new Set<string>(flameErrorCodes);
export const isFlameErrorCode = (code: string): code is FlameErrorCode => known.has(code);

export const errorTexts: Record<Locale, Record<FlameErrorCode, string>> = {
  ru: {
    validation: 'Проверьте введённые данные и попробуйте ещё раз.',
    bad_request: 'Проверьте введённые данные и попробуйте ещё раз.',
    not_found: 'Тест не найден: проверьте ссылку.',
    method_not_allowed: 'Непредвиденная ошибка',
    payload_too_large: 'Слишком много данных для одной отправки.',
    unsupported_media_type: 'Непредвиденная ошибка',
    too_many_requests: 'Слишком много попыток. Подождите минуту и попробуйте снова.',
    internal: 'Непредвиденная ошибка. Попробуйте ещё раз чуть позже.',
    service_unavailable: 'Сервис временно недоступен. Попробуйте чуть позже.',
    network: 'Отсутствует подключение к интернету. Ничего не потеряно: попробуйте ещё раз, когда связь вернётся.',
    contract_violation: 'Ошибка соединения, обновите страницу.',
    unknown: 'Непредвиденная ошибка',
    flame_not_found: 'Тест не найден: возможно, он удалён. Проверьте ссылку.',
    flame_already_answered: 'Партнёр уже ответил на этот тест.',
    flame_not_ready: 'Результат будет готов, когда ответят оба.',
    report_unpaid: 'Полный отчёт откроется после оплаты.',
    share_not_found: 'Ссылка на результат не найдена.',
    share_revoked: 'Ссылка на результат отозвана.',
    card_declined: 'Карта отклонена. Попробуйте другую карту.',
    insufficient_funds: 'На карте недостаточно средств.',
    payment_failed: 'Платеж не прошел',
    payment_status_incomplete: 'Платёж не завершён: банк не подтвердил оплату.',
    card_invalid: 'Проверьте номер карты, срок действия и CVC.',
    payment_method_required: 'Введите данные карты.',
    payment_not_found: 'Платёж не найден. Начните оплату заново.',
    payment_method_not_found: 'Карта не найдена. Введите её данные ещё раз.',
    conflict: 'Данные уже изменились. Обновите страницу и попробуйте снова.',
    forbidden: 'Это действие недоступно.',
  },
  en: {
    validation: 'Check the entered data and try again.',
    bad_request: 'Check the entered data and try again.',
    not_found: 'The test was not found: check the link.',
    method_not_allowed: 'Unexpected error',
    payload_too_large: 'Too much data to send at once.',
    unsupported_media_type: 'Unexpected error',
    too_many_requests: 'Too many attempts. Wait a minute and try again.',
    internal: 'Unexpected error. Try again a little later.',
    service_unavailable: 'The service is unavailable for now. Try again a little later.',
    network: 'No internet connection. Nothing is lost: try again once you are back online.',
    contract_violation: 'Connection error, refresh the page.',
    unknown: 'Unexpected error',
    flame_not_found: 'The test was not found: it may have been deleted. Check the link.',
    flame_already_answered: 'Your partner has already answered this test.',
    flame_not_ready: 'The result is ready once you have both answered.',
    report_unpaid: 'The full report opens once it is paid.',
    share_not_found: 'The shared link was not found.',
    share_revoked: 'The shared link has been revoked.',
    card_declined: 'The card was declined. Try another card.',
    insufficient_funds: 'The card has insufficient funds.',
    payment_failed: 'The payment failed',
    payment_status_incomplete: 'The payment is incomplete: the bank did not confirm it.',
    card_invalid: 'Check the card number, expiry date and CVC.',
    payment_method_required: 'Enter your card details.',
    payment_not_found: 'The payment was not found. Start paying again.',
    payment_method_not_found: 'The card was not found. Enter its details again.',
    conflict: 'The data has changed meanwhile. Reload the page and try again.',
    forbidden: 'This action is not available.',
  },
};

/** The message for a failure's code in the reader's language. */
export function errorText(language: Locale, code: string): string {
  return errorTexts[language][isFlameErrorCode(code) ? code : 'unknown'];
}
