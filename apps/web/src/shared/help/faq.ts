import type { Locale } from '@teamcast/domain';
import en from './faq.en.json';
import ru from './faq.ru.json';

/** One question of the FAQ; `id` stays the same in every language and across edits of the wording. */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/** The FAQ document of spec section 3's static documents: one per language, also served as /docs/faq.<lang>.json. */
export interface FaqDocument {
  items: FaqItem[];
}

export const faqDocuments: Readonly<Record<Locale, FaqDocument>> = { ru, en };

/** The questions in a language: the public FAQ and the owner's help read the same ones. */
export function faqItems(locale: Locale): readonly FaqItem[] {
  return faqDocuments[locale].items;
}
