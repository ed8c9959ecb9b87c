import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { birthDateToIso, checkBirthDate } from './birth-date';
import { validationMessage } from './messages';
import * as rules from './rules';

describe('validation rules of spec section 5', () => {
  it('requires a non-blank value', () => {
    expect(rules.required('')).toEqual({ code: 'required' });
    expect(rules.required('   ')).toEqual({ code: 'required' });
    expect(rules.required(undefined)).toEqual({ code: 'required' });
    expect(rules.required('x')).toBeNull();
  });

  it('accepts Cyrillic and Latin names with apostrophes, hyphens and spaces, starting with a letter', () => {
    for (const ok of ['Анна', 'Jean-Luc', "O'Brien", 'Мария Ёлкина', 'Анна-Мария']) expect(rules.name(ok)).toBeNull();
    for (const bad of ['-Анна', 'Anna1', 'Ἀθηνᾶ', 'Анна!', "'Ann"]) expect(rules.name(bad)).toEqual({ code: 'name' });
  });

  it('checks email format and allows it empty', () => {
    expect(rules.email('')).toBeNull();
    expect(rules.email('user@example.com')).toBeNull();
    expect(rules.email('first.last@mail.example.ru')).toBeNull();
    for (const bad of ['user', 'user@', '@example.com', 'user@example', 'us er@example.com', 'a@b.c', 'user@.com']) {
      expect(rules.email(bad)).toEqual({ code: 'email' });
    }
  });

  it('checks phone numbers: optional plus, a three-digit code, digits with separators', () => {
    for (const ok of ['', '+7 912 345-67-89', '8 (912) 345 67 89', '+1.415.555.0100', '9123456789']) expect(rules.phone(ok)).toBeNull();
    for (const bad of ['phone', '12', '+7 912 abc 67 89', '++7 912 345 67 89']) expect(rules.phone(bad)).toEqual({ code: 'phone' });
  });

  it('allows positions of letters, digits, hyphens, dots and spaces, or nothing', () => {
    expect(rules.position('')).toBeNull();
    expect(rules.position('Senior QA-инженер 2 кат.')).toBeNull();
    expect(rules.position('CEO/CTO')).toEqual({ code: 'position' });
  });

  it('needs passwords of at least 6 characters after trimming', () => {
    expect(rules.password('12345')).toEqual({ code: 'minLength', params: { length: 6 } });
    expect(rules.password('  12345  ')).toEqual({ code: 'minLength', params: { length: 6 } });
    expect(rules.password('123456')).toBeNull();
  });

  it('needs the repeated password to match', () => {
    expect(rules.passwordRepeat('secret1')('secret1')).toBeNull();
    expect(rules.passwordRepeat('secret1')('secret2')).toEqual({ code: 'passwordMismatch' });
  });

  it('needs consent and the delete word of the user language', () => {
    expect(rules.consent(false)).toEqual({ code: 'consent' });
    expect(rules.consent(true)).toBeNull();
    expect(rules.deleteConfirmation('ru')('Удалить')).toBeNull();
    expect(rules.deleteConfirmation('ru')('Delete')).toEqual({ code: 'deleteConfirmation' });
    expect(rules.deleteConfirmation('en')('Delete')).toBeNull();
  });

  it('returns the first failing rule', () => {
    expect(rules.check('', rules.required, rules.name)).toEqual({ code: 'required' });
    expect(rules.check('1a', rules.required, rules.name)).toEqual({ code: 'name' });
    expect(rules.check('Ann', rules.required, rules.name)).toBeNull();
  });

  it('speaks the exact Russian texts and English equivalents', () => {
    expect(validationMessage({ code: 'required' }, 'ru')).toBe('Обязательное поле');
    expect(validationMessage({ code: 'minLength', params: { length: 6 } }, 'ru')).toBe('Минимальное количество символов 6');
    expect(validationMessage({ code: 'name' }, 'ru')).toBe('Только кириллица и латиница');
    expect(validationMessage({ code: 'email' }, 'ru')).toBe('Неверный формат email');
    expect(validationMessage({ code: 'phone' }, 'ru')).toBe('Неверный формат телефонного номера');
    expect(validationMessage({ code: 'position' }, 'ru')).toBe('Разрешены только буквы и цифры');
    expect(validationMessage({ code: 'passwordMismatch' }, 'ru')).toBe('Пароли не совпадают');
    expect(validationMessage({ code: 'email' }, 'en')).toBe('Invalid email');
    expect(validationMessage({ code: 'passwordMismatch' }, 'en')).toBe('Invalid password');
    expect(validationMessage({ code: 'required' }, 'en')).toBe('Mandatory field');
  });
});

describe('birth dates', () => {
  it('are sent as ISO at midnight UTC', () => {
    expect(birthDateToIso(1990, 5, 17)).toBe('1990-05-17T00:00:00.000Z');
    expect(() => birthDateToIso(1990, 2, 30)).toThrow(RangeError);
  });

  it('round-trip any calendar day to midnight UTC of the same day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2026-12-31'), noInvalidDate: true }), (d) => {
        const iso = birthDateToIso(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
        expect(iso.slice(0, 10)).toBe(d.toISOString().slice(0, 10));
        expect(iso.endsWith('T00:00:00.000Z')).toBe(true);
      }),
    );
  });

  it('are refused when missing, not at midnight, in the future or implausibly old', () => {
    const today = '2026-11-22T10:00:00.000Z';
    expect(checkBirthDate(null, today)).toEqual({ code: 'required' });
    expect(checkBirthDate('1990-05-17T03:00:00.000Z', today)).toEqual({ code: 'birthDate' });
    expect(checkBirthDate('2027-01-01T00:00:00.000Z', today)).toEqual({ code: 'birthDate' });
    expect(checkBirthDate('1800-01-01T00:00:00.000Z', today)).toEqual({ code: 'birthDate' });
    expect(checkBirthDate('1990-05-17T00:00:00.000Z', today)).toBeNull();
  });
});
