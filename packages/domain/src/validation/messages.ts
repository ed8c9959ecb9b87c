import type { Locale } from '../locale';
import type { ValidationIssue } from './rules';

/** The exact texts of spec section 5, and their English equivalents. */
const messages: Record<Locale, Record<ValidationIssue['code'], string>> = {
  ru: {
    required: 'Обязательное поле',
    minLength: 'Минимальное количество символов {length}',
    name: 'Только кириллица и латиница',
    email: 'Неверный формат email',
    phone: 'Неверный формат телефонного номера',
    position: 'Разрешены только буквы и цифры',
    passwordMismatch: 'Пароли не совпадают',
    passwordCommon: 'Этот пароль слишком распространён, придумайте другой',
    consent: 'Необходимо согласие на обработку персональных данных',
    deleteConfirmation: 'Введите слово «Удалить»',
    birthDate: 'Неверная дата рождения',
    sceneMinActors: 'Выберите не менее {min} специалистов',
    sceneMaxActors: 'В команде может быть не больше {max} специалистов',
    sceneDuplicateActor: 'Этот специалист уже выбран',
    interactionHours: 'Выберите время взаимодействия из списка',
    sceneMinCompare: 'Выберите не менее двух команд',
    sceneMaxCompare: 'Сравнить можно не больше четырёх команд',
  },
  en: {
    required: 'Mandatory field',
    minLength: 'Minimum number of characters: {length}',
    name: 'Only Cyrillic and Latin letters',
    email: 'Invalid email',
    phone: 'Invalid phone number format',
    position: 'Only letters and digits are allowed',
    passwordMismatch: 'Invalid password',
    passwordCommon: 'This password is too common, choose another one',
    consent: 'Consent to personal data processing is required',
    deleteConfirmation: 'Type the word "Delete"',
    birthDate: 'Invalid birth date',
    sceneMinActors: 'Choose at least {min} specialists',
    sceneMaxActors: 'A team can have at most {max} specialists',
    sceneDuplicateActor: 'This specialist is already chosen',
    interactionHours: 'Choose the interaction time from the list',
    sceneMinCompare: 'Choose at least two teams',
    sceneMaxCompare: 'At most four teams can be compared',
  },
};

export function validationMessage(issue: ValidationIssue, locale: Locale): string {
  const template = messages[locale][issue.code];
  return 'params' in issue
    ? template.replace(/\{(\w+)\}/g, (_, key: string) => String((issue.params as Record<string, unknown>)[key] ?? ''))
    : template;
}

/** The message catalogue, for translation resources that render the templates themselves. */
export const validationMessages = messages;
