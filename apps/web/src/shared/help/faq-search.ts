import type { FaqItem } from './faq';

/** Lower case, with ё read as е, so a reader need not type either the capitals or the letter ё. */
export function normaliseForSearch(text: string): string {
  return text.toLocaleLowerCase('ru').replaceAll('ё', 'е');
}

/** The words of a query, each of which a question or its answer must contain. */
export function searchWords(query: string): string[] {
  return normaliseForSearch(query).split(/\s+/).filter(Boolean);
}

/** The questions whose wording or answer holds every word of the query, in their order; all of them for an empty query. */
export function searchFaq(items: readonly FaqItem[], query: string): FaqItem[] {
  const words = searchWords(query);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const text = normaliseForSearch(`${item.question} ${item.answer}`);
    return words.every((word) => text.includes(word));
  });
}
