import { describe, expect, it } from 'vitest';
import { documentHref, documentLinks } from './document-links';

describe('links to the static documents', () => {
  it('names each document’s address in each language, as the server serves it', () => {
    expect(documentLinks).toEqual({
      ru: {
        userGuide: '/documents/user-guide.ru.pdf',
        pitchDeck: '/documents/pitch-deck.ru.pdf',
        privacyPolicy: '/documents/privacy-policy.ru.pdf',
      },
      en: {
        userGuide: '/documents/user-guide.en.pdf',
        pitchDeck: '/documents/pitch-deck.en.pdf',
        privacyPolicy: '/documents/privacy-policy.en.pdf',
      },
    });
    expect(documentHref('privacyPolicy', 'en')).toBe(documentLinks.en.privacyPolicy);
  });
});
