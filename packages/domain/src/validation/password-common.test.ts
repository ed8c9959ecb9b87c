import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validationMessage } from './messages';
import { check, foldPassword, password, passwordNotCommon } from './rules';

// A stand-in for the server's list, which holds entries trimmed and in lower case.
const list = new Set(['password123', 'qwerty123', '123456', 'iloveyou']);
const notCommon = passwordNotCommon((folded) => list.has(folded));

describe('common passwords', () => {
  it('refuses a listed password whatever its case, surrounding spaces or full-width letters', () => {
    for (const common of ['password123', 'Password123', '  QWERTY123 ', '123456', 'ILoveYou', 'Ｐａｓｓｗｏｒｄ１２３']) {
      expect(notCommon(common), common).toEqual({ code: 'passwordCommon' });
    }
  });

  it('accepts a password the list does not hold, even one that contains a listed one', () => {
    for (const fine of ['password1234', 'my password123', 'Tr0mb0ne-Lantern-42', '13572468', 'abcdefx', 'ababab-cd']) {
      expect(notCommon(fine), fine).toBeNull();
    }
  });

  it('refuses repeats and runs, which lists made for strength meters leave out', () => {
    const refused = ['aaaaaa', '00000000', '121212', '123123123', 'abcabc', 'qwerqwer', 'abcdefg', 'ABCDEF', '654321', '987654321'];
    for (const common of [...refused, '1234567890', '0987654321', 'абвгдеж', 'zyxwvu']) {
      expect(notCommon(common), common).toEqual({ code: 'passwordCommon' });
    }
  });

  it('refuses every character or group of up to four repeated, and every stretch of the alphabet or the digits', () => {
    const digits = '1234567890'.repeat(3);
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    fc.assert(
      // Spaces are left out of the group: trimming takes them off the ends, and what remains is another password.
      fc.property(fc.string({ minLength: 1, maxLength: 4 }).filter((unit) => !/\s/.test(unit)), fc.integer({ min: 2, max: 8 }), (unit, times) => {
        expect(notCommon(unit.repeat(times)), unit).toEqual({ code: 'passwordCommon' });
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(digits, letters), fc.nat(), fc.integer({ min: 6, max: 12 }), fc.boolean(), (source, at, length, down) => {
        const start = at % (source.length - length);
        const run = source.slice(start, start + length);
        expect(notCommon(down ? [...run].reverse().join('') : run), run).toEqual({ code: 'passwordCommon' });
      }),
    );
  });

  it('hands the list the folded password, so a list of folded entries meets every variant', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.constantFrom('', ' ', '\t'), fc.boolean(), (base, padding, upper) => {
        const entry = foldPassword(base);
        const variant = `${padding}${upper ? base.toUpperCase() : base}${padding}`;
        const rule = passwordNotCommon((folded) => folded === entry);
        // Upper-casing can change a string's length ('ß' becomes 'SS'), after which it is another password.
        if (foldPassword(variant) !== entry) return;
        expect(rule(variant)).toEqual({ code: 'passwordCommon' });
      }),
    );
  });

  it('folds by trimming, plain look-alikes and lower case', () => {
    expect(foldPassword('  PassWord ')).toBe('password');
    expect(foldPassword('ﬁre')).toBe('fire');
    expect(foldPassword('ПаРоЛь')).toBe('пароль');
  });

  it('runs after the length rule, so a short common password is told about its length first', () => {
    expect(check('1234', password, notCommon)).toEqual({ code: 'minLength', params: { length: 6 } });
    expect(check('123456', password, notCommon)).toEqual({ code: 'passwordCommon' });
  });

  it('says so in Russian and in English', () => {
    expect(validationMessage({ code: 'passwordCommon' }, 'ru')).toBe('Этот пароль слишком распространён, придумайте другой');
    expect(validationMessage({ code: 'passwordCommon' }, 'en')).toBe('This password is too common, choose another one');
  });
});
