import { locales, type Locale } from '@teamcast/domain';

/**
 * The static documents of spec section 7, as the server serves them: PDFs made from the product's own texts, one
 * per language, at stable addresses outside the API (`/documents/<name>.<ln>.pdf`). They open in the browser's PDF
 * viewer; a link to one needs no client code, only the address.
 */
export const staticDocuments = ['userGuide', 'pitchDeck', 'privacyPolicy'] as const;
export type StaticDocument = (typeof staticDocuments)[number];

const fileNames: Record<StaticDocument, string> = {
  userGuide: 'user-guide',
  pitchDeck: 'pitch-deck',
  privacyPolicy: 'privacy-policy',
};

/** The address of a document in a language: `documentHref('privacyPolicy', 'ru')` is `/documents/privacy-policy.ru.pdf`. */
export function documentHref(document: StaticDocument, locale: Locale): string {
  return `/documents/${fileNames[document]}.${locale}.pdf`;
}

/** Every document's address, by language: `documentLinks[locale].userGuide`. */
export const documentLinks: Readonly<Record<Locale, Readonly<Record<StaticDocument, string>>>> = Object.fromEntries(
  locales.map((locale) => [locale, Object.fromEntries(staticDocuments.map((document) => [document, documentHref(document, locale)]))]),
) as Record<Locale, Record<StaticDocument, string>>;
