/**
 * The card numbers the built-in card processor answers like the card provider's test mode, and the
 * checks any card entry makes before a number leaves the form. Only the brand, the last four digits and
 * the expiry of a card are ever kept.
 */
export type CardBehaviour = 'succeeds' | 'declined' | 'insufficient_funds' | 'requires_authentication';

export const testCards: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002500003155': 'requires_authentication',
};

/** How a stored card behaves, known from what is kept of it; any other card is accepted. */
export function behaviourOfLast4(last4: string): CardBehaviour {
  switch (last4) {
    case '0002':
      return 'declined';
    case '9995':
      return 'insufficient_funds';
    case '3155':
      return 'requires_authentication';
    default:
      return 'succeeds';
  }
}

export const digitsOnly = (value: string): string => value.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = number.charCodeAt(number.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'visa' | 'mastercard' | 'mir' | 'amex' | 'unknown';

export function cardBrand(number: string): CardBrand {
  if (/^4/.test(number)) return 'visa';
  // Mir's range sits inside the 22 prefix, so it is told apart before Mastercard's 2221-2720.
  if (/^220[0-4]/.test(number)) return 'mir';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

export type CardProblem = 'number_invalid' | 'expiry_invalid' | 'expired' | 'cvc_invalid';

export interface CardEntry {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** The first thing wrong with a card as entered, or null; `today` is the caller's date. */
export function cardProblem(card: CardEntry, today: Date): CardProblem | null {
  if (!luhnValid(digitsOnly(card.number))) return 'number_invalid';
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12 || !Number.isInteger(card.expYear)) return 'expiry_invalid';
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth();
  if (year * 12 + card.expMonth - 1 < thisMonth) return 'expired';
  if (!/^\d{3,4}$/.test(card.cvc)) return 'cvc_invalid';
  return null;
}
