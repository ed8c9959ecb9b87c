import type { Locale } from '@teamcast/domain';

/**
 * The sources of the static documents (spec section 7: the user guide, the pitch deck, the privacy policy), as
 * data written in both languages. The layout turns them into PDF pages; nothing here knows about pages or fonts.
 */

/** A paragraph, a bulleted list, numbered steps, a table, or a highlighted note. */
export type Block =
  | string
  | { list: string[] }
  | { steps: string[] }
  | { table: { header: string[]; rows: string[][]; widths?: (number | '*' | 'auto')[] } }
  | { note: string };

export interface Section {
  heading: string;
  blocks: Block[];
  /** Smaller headed parts of the section. */
  parts?: { heading: string; blocks: Block[] }[];
}

/** A portrait document of pages: the user guide and the privacy policy. */
export interface PagedDocument {
  title: string;
  subtitle: string;
  /** "Edition of …", printed under the title. */
  edition: string;
  sections: Section[];
}

/** One landscape slide: a title, a lead sentence, and points or large figures. */
export interface Slide {
  kicker: string;
  title: string;
  lead?: string;
  points?: string[];
  /** Up to four large figures with a caption each. */
  figures?: { value: string; caption: string }[];
  /** Two or three columns, each with a heading and a few lines. */
  columns?: { heading: string; lines: string[] }[];
}

export interface SlideDeck {
  title: string;
  subtitle: string;
  slides: Slide[];
}

export type Bilingual<T> = Readonly<Record<Locale, T>>;

/**
 * The date the texts were last revised. It is printed in the documents and is their PDF creation date, so that the
 * same sources give the same bytes on every server and the documents' ETag stays put between restarts.
 */
export const STATIC_DOCUMENTS_EDITION = '2026-11-24';
