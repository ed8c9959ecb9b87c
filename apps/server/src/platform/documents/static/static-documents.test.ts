import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { locales } from '@teamcast/domain';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { keepDrawable } from '../fonts';
import { renderPdfPageImage } from './pdf-page-image.test-support';
import { pitchDeck } from './pitch-deck';
import { privacyPolicy } from './privacy-policy';
import { createStaticDocumentCache, renderStaticDocument, staticDocumentNames } from './static-documents';
import { userGuide } from './user-guide';

// Pages drawn by the tests land here (ignored by git), to be looked at after a change of layout or text.
const imageDir = path.resolve(import.meta.dirname, '../../../../.cache/static-documents');

/** Every string of a document's sources. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

type Matrix = [number, number, number, number, number, number];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the static documents’ sources and layout', () => {
  it('are written in characters their font draws, in both languages', () => {
    for (const locale of locales) {
      for (const text of texts([userGuide(locale), pitchDeck(locale), privacyPolicy(locale)])) expect(keepDrawable(text)).toBe(text);
    }
  });

  it('give the same bytes every time, so every server sends the same document under the same ETag', async () => {
    const [first, second] = await Promise.all([renderStaticDocument('privacy-policy', 'en'), renderStaticDocument('privacy-policy', 'en')]);
    expect(first.equals(second)).toBe(true);
  });

  it('keep every line of text inside the page’s margins', async () => {
    for (const name of staticDocumentNames) {
      for (const locale of locales) {
        const document = await getDocumentProxy(new Uint8Array(await renderStaticDocument(name, locale)));
        for (let number = 1; number <= document.numPages; number += 1) {
          const page = await document.getPage(number);
          const [, , width, height] = page.view as [number, number, number, number];
          const { items } = await page.getTextContent();
          expect(items.length).toBeGreaterThan(0);
          for (const item of items) {
            if (!('str' in item) || item.str.trim() === '') continue;
            const [, , , , x, y] = item.transform as Matrix;
            const where = `${name}.${locale} page ${number}: "${item.str}"`;
            expect(x, where).toBeGreaterThanOrEqual(40);
            expect(x + item.width, where).toBeLessThanOrEqual(width - 40);
            expect(y, where).toBeGreaterThan(10);
            expect(y, where).toBeLessThan(height - 20);
          }
        }
      }
    }
  });

  it('makes each document once however many ask at the same time, and tries again after a failure', async () => {
    let renders = 0;
    let fail = true;
    const cache = createStaticDocumentCache(async () => {
      renders += 1;
      if (fail) throw new Error('no font');
      return Buffer.from('%PDF-');
    });
    await expect(cache.get('user-guide', 'ru')).rejects.toThrow('no font');
    fail = false;
    const [a, b] = await Promise.all([cache.get('user-guide', 'ru'), cache.get('user-guide', 'ru')]);
    expect(renders).toBe(2);
    expect(a).toBe(b);
    expect(a.etag).toMatch(/^"[\w-]{32}"$/u);
    await cache.get('user-guide', 'en');
    expect(renders).toBe(3);
  });
});

describe('the static documents drawn as pictures', () => {
  mkdirSync(imageDir, { recursive: true });

  for (const name of staticDocumentNames) {
    for (const locale of locales) {
      it(`draws the first and last pages of ${name} (${locale}) to PNG`, async () => {
        const pdf = await renderStaticDocument(name, locale);
        const first = await renderPdfPageImage(pdf, 1);
        const last = await renderPdfPageImage(pdf, first.pages);
        for (const { png, width, height } of [first, last]) {
          expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
          expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
          // Drawn at 1.5 pixels a point: A4 portrait, or a 16:9 slide.
          expect([width, height]).toEqual(name === 'pitch-deck' ? [1440, 810] : [893, 1263]);
          // A page with text on it compresses far less than a blank one (about 4 KiB at this size).
          expect(png.length).toBeGreaterThan(15_000);
        }
        expect(first.png.equals(last.png)).toBe(false);
        writeFileSync(path.join(imageDir, `${name}.${locale}-1.png`), first.png);
        writeFileSync(path.join(imageDir, `${name}.${locale}-${first.pages}.png`), last.png);
      });
    }
  }
});
