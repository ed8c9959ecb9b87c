import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { behaviourOfLast4, cardBrand, cardProblem, digitsOnly, luhnValid, testCards, type CardEntry } from './test-cards';

/** The digit that makes a number pass the Luhn check when appended to it. */
function luhnCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    // Once the check digit is appended, the last digit of the body is the second from the right: doubled.
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

const today = new Date('2025-06-15T12:00:00.000Z');
const good: CardEntry = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const digitString = (minLength: number, maxLength: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });

describe('the Luhn check', () => {
  it('passes the four test cards', () => {
    expect(Object.keys(testCards)).toHaveLength(4);
    for (const number of Object.keys(testCards)) expect(luhnValid(number), number).toBe(true);
  });

  it('fails a test card with any one digit changed', () => {
    for (const number of Object.keys(testCards)) {
      for (let i = 0; i < number.length; i++) {
        for (let d = 0; d <= 9; d++) {
          if (String(d) === number[i]) continue;
          const changed = number.slice(0, i) + d + number.slice(i + 1);
          expect(luhnValid(changed), changed).toBe(false);
        }
      }
    }
  });

  it('passes any 12 to 19 digits ending in their check digit, and fails them with another last digit', () => {
    fc.assert(
      fc.property(digitString(11, 18), fc.integer({ min: 1, max: 9 }), (body, shift) => {
        const check = luhnCheckDigit(body);
        expect(luhnValid(body + check)).toBe(true);
        expect(luhnValid(body + String((Number(check) + shift) % 10))).toBe(false);
      }),
    );
  });

  it('refuses numbers too short or too long, and anything but digits', () => {
    fc.assert(fc.property(digitString(0, 11), (number) => !luhnValid(number)));
    fc.assert(fc.property(digitString(20, 30), (number) => !luhnValid(number)));
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
    expect(luhnValid('4242-4242-4242-4242')).toBe(false);
    expect(luhnValid('424242424242424x')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('strips spaces and dashes from an entered number', () => {
    expect(digitsOnly('4242 4242-4242 4242')).toBe('4242424242424242');
  });
});

describe('the brand of a card', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4000002500003155', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720990000000000', 'mastercard'],
    ['2200000000000004', 'mir'],
    ['2204000000000000', 'mir'],
    ['2210000000000000', 'unknown'],
    ['2721000000000000', 'unknown'],
    ['378282246310005', 'amex'],
    ['371449635398431', 'amex'],
    ['6011111111111117', 'unknown'],
    ['3056930009020004', 'unknown'],
  ])('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});

describe('what is wrong with a card as entered', () => {
  it('finds nothing wrong with a test card, entered with spaces or not', () => {
    for (const number of Object.keys(testCards)) expect(cardProblem({ ...good, number }, today), number).toBeNull();
    expect(cardProblem(good, today)).toBeNull();
    expect(cardProblem({ ...good, number: '4242-4242-4242-4242' }, today)).toBeNull();
  });

  it('refuses a number that fails the check', () => {
    expect(cardProblem({ ...good, number: '4242 4242 4242 4241' }, today)).toBe('number_invalid');
    expect(cardProblem({ ...good, number: '' }, today)).toBe('number_invalid');
  });

  it('refuses a month outside 1 to 12 and a year that is not whole', () => {
    for (const expMonth of [0, 13, -1, 1.5, Number.NaN]) expect(cardProblem({ ...good, expMonth }, today), String(expMonth)).toBe('expiry_invalid');
    expect(cardProblem({ ...good, expYear: 2030.5 }, today)).toBe('expiry_invalid');
  });

  it('takes a card as valid through the last day of its expiry month, by the date it is given', () => {
    expect(cardProblem({ ...good, expMonth: 6, expYear: 2025 }, today)).toBeNull();
    expect(cardProblem({ ...good, expMonth: 6, expYear: 2025 }, new Date('2025-06-30T23:59:59.999Z'))).toBeNull();
    expect(cardProblem({ ...good, expMonth: 6, expYear: 2025 }, new Date('2025-07-01T00:00:00.000Z'))).toBe('expired');
    expect(cardProblem({ ...good, expMonth: 5, expYear: 2025 }, today)).toBe('expired');
    expect(cardProblem({ ...good, expMonth: 12, expYear: 2024 }, today)).toBe('expired');
    expect(cardProblem({ ...good, expMonth: 1, expYear: 2026 }, today)).toBeNull();
  });

  it('reads a two-digit year as this century', () => {
    expect(cardProblem({ ...good, expMonth: 6, expYear: 25 }, today)).toBeNull();
    expect(cardProblem({ ...good, expMonth: 5, expYear: 25 }, today)).toBe('expired');
    expect(cardProblem({ ...good, expMonth: 1, expYear: 30 }, today)).toBeNull();
  });

  it('is expired exactly when its month is before the month of the date given', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2000, max: 2099 }),
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }),
        (expMonth, expYear, when) => {
          const before = expYear < when.getUTCFullYear() || (expYear === when.getUTCFullYear() && expMonth - 1 < when.getUTCMonth());
          expect(cardProblem({ ...good, expMonth, expYear }, when)).toBe(before ? 'expired' : null);
        },
      ),
    );
  });

  it('wants a CVC of 3 or 4 digits', () => {
    for (const cvc of ['123', '0000', '9876']) expect(cardProblem({ ...good, cvc }, today), cvc).toBeNull();
    for (const cvc of ['', '12', '12345', '12a', ' 123', '1 23']) expect(cardProblem({ ...good, cvc }, today), cvc).toBe('cvc_invalid');
  });

  it('names the first problem: the number before the expiry before the CVC', () => {
    expect(cardProblem({ number: '1234', expMonth: 13, expYear: 2030, cvc: '' }, today)).toBe('number_invalid');
    expect(cardProblem({ ...good, expMonth: 13, cvc: '' }, today)).toBe('expiry_invalid');
    expect(cardProblem({ ...good, expYear: 2020, cvc: '' }, today)).toBe('expired');
  });
});

describe('how a stored card behaves', () => {
  it('follows the test card it is, from its last four digits', () => {
    for (const [number, behaviour] of Object.entries(testCards)) expect(behaviourOfLast4(number.slice(-4)), number).toBe(behaviour);
    expect(testCards).toEqual({
      '4242424242424242': 'succeeds',
      '4000000000000002': 'declined',
      '4000000000009995': 'insufficient_funds',
      '4000002500003155': 'requires_authentication',
    });
  });

  it('accepts any other card', () => {
    expect(behaviourOfLast4('4444')).toBe('succeeds');
    expect(behaviourOfLast4('0000')).toBe('succeeds');
  });
});
