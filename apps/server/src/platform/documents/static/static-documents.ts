import { createHash } from 'node:crypto';
import type { Locale } from '@teamcast/domain';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdfDocument } from '../flame-report-pdf';
import { pitchDeck } from './pitch-deck';
import { privacyPolicy } from './privacy-policy';
import { pagedDocument, slideDeck } from './static-document-layout';
import { userGuide } from './user-guide';

/** The static documents of spec section 7, each in Russian and English. */
export const staticDocumentNames = ['user-guide', 'pitch-deck', 'privacy-policy'] as const;
export type StaticDocumentName = (typeof staticDocumentNames)[number];

const names: Record<StaticDocumentName, Record<Locale, string>> = {
  'user-guide': { ru: 'Руководство пользователя', en: 'User guide' },
  'pitch-deck': { ru: 'Презентация', en: 'Pitch deck' },
  'privacy-policy': { ru: 'Политика конфиденциальности', en: 'Privacy policy' },
};

export function isStaticDocumentName(value: string): value is StaticDocumentName {
  return (staticDocumentNames as readonly string[]).includes(value);
}

/** The document as pdfmake lays it out, from its sources in the given language. */
export function staticDocumentDefinition(name: StaticDocumentName, locale: Locale): TDocumentDefinitions {
  switch (name) {
    case 'user-guide':
      return pagedDocument(userGuide(locale), locale, names[name][locale]);
    case 'privacy-policy':
      return pagedDocument(privacyPolicy(locale), locale, names[name][locale]);
    case 'pitch-deck':
      return slideDeck(pitchDeck(locale), locale);
  }
}

/** A file name for saving: `teamcast-user-guide-ru.pdf`. */
export function staticDocumentFileName(name: StaticDocumentName, locale: Locale): string {
  return `teamcast-${name}-${locale}.pdf`;
}

export async function renderStaticDocument(name: StaticDocumentName, locale: Locale): Promise<Buffer> {
  return renderPdfDocument(staticDocumentDefinition(name, locale));
}

export interface RenderedStaticDocument {
  pdf: Buffer;
  /** A strong ETag of the bytes, which are the same on every server for the same sources. */
  etag: string;
}

/**
 * Each document is made on its first request and kept in memory (six PDFs of some tens of KiB): the sources
 * are compiled into the server, so they cannot change while it runs. Concurrent first requests share one render;
 * a failed render is forgotten, so the next request tries again.
 */
export function createStaticDocumentCache(render: typeof renderStaticDocument = renderStaticDocument) {
  const made = new Map<string, Promise<RenderedStaticDocument>>();
  return {
    get(name: StaticDocumentName, locale: Locale): Promise<RenderedStaticDocument> {
      const key = `${name}.${locale}`;
      let entry = made.get(key);
      if (!entry) {
        entry = render(name, locale).then((pdf) => ({ pdf, etag: `"${createHash('sha256').update(pdf).digest('base64url').slice(0, 32)}"` }));
        entry.catch(() => made.delete(key));
        made.set(key, entry);
      }
      return entry;
    },
  };
}
