import { planPrices, type Locale } from '@teamcast/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { pitchDeck } from '../../platform/documents/static/pitch-deck';
import { staticDocumentNames, type StaticDocumentName } from '../../platform/documents/static/static-documents';
import { staticDocumentPath } from './static-document-routes';

const cyrillic = /[А-Яа-яЁё]/u;

/** Per document and language: phrases its text must hold, each in that language only. */
const phrases: Record<StaticDocumentName, Record<Locale, string[]>> = {
  'user-guide': {
    ru: ['Руководство пользователя', 'Регистрация и вход', 'Проверка совместимости пары', 'Симулятор руководителя', 'Сравнение команд', 'Тест для пары', 'Эксперты и администраторы'],
    en: ['User guide', 'Signing up and signing in', 'Pair check', 'Manager simulator', 'Team comparison', 'The couple test', 'Estimators and administrators'],
  },
  'pitch-deck': {
    ru: ['Узнайте, как сработается команда', 'Команды собирают наугад', 'K · квалификация', 'P · профессионализм', 'L · личная зрелость', 'Для всех, кто собирает команды', 'Бесплатно для пар', 'Данные людей под их контролем'],
    en: ['Know how a team will work', 'Teams are built by guesswork', 'K · qualification', 'P · professionalism', 'L · personal maturity', 'For everyone who builds teams', 'Free for pairs', 'People stay in control of their data'],
  },
  'privacy-policy': {
    ru: ['Политика конфиденциальности', 'Какие данные мы собираем', 'Номер карты и CVC мы не получаем и не храним', '30 дней после последнего использования', 'Удаление аккаунта', 'Ваши права', 'Связаться с нами'],
    en: ['Privacy policy', 'What data we collect', 'We never receive or store card numbers or CVCs', '30 days after its last use', 'Deleting an account', 'Your rights', 'Contact us'],
  },
};

interface ReadBack {
  pages: string[];
  text: string;
  /** Width and height of each page, in points. */
  sizes: { width: number; height: number }[];
}

/** The PDF's text per page, runs of whitespace made one space, and its page sizes. */
async function readBack(pdf: Buffer): Promise<ReadBack> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const sizes: ReadBack['sizes'] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const [, , width, height] = (await document.getPage(number)).view as [number, number, number, number];
    sizes.push({ width, height });
  }
  const { text } = await extractText(document, { mergePages: false });
  const pages = text.map((page) => page.replace(/\s+/gu, ' '));
  // The running footer sits between the last line of a page and the first of the next, so the text is read without it.
  const footer = /Teamcast · [^·]*?(?:Страница \d+ из \d+|Page \d+ of \d+|\d+ \/ \d+)/gu;
  return { pages, text: pages.map((page) => page.replace(footer, ' ')).join(' ').replace(/\s+/gu, ' '), sizes };
}

describe('the static documents (spec section 7)', () => {
  let ctx: TestApp;
  const served = new Map<string, { pdf: Buffer; read: ReadBack }>();

  beforeAll(async () => {
    ctx = await buildTestApp();
    for (const name of staticDocumentNames) {
      for (const locale of ['ru', 'en'] as const) {
        const response = await ctx.app.inject({ method: 'GET', url: staticDocumentPath(name, locale) });
        expect(response.statusCode, `${name}.${locale}`).toBe(200);
        served.set(`${name}.${locale}`, { pdf: response.rawPayload, read: await readBack(response.rawPayload) });
      }
    }
  }, 60_000);
  afterAll(() => ctx.close());

  for (const name of staticDocumentNames) {
    for (const locale of ['ru', 'en'] as const) {
      const other: Locale = locale === 'ru' ? 'en' : 'ru';

      it(`serves ${name} in ${locale === 'ru' ? 'Russian' : 'English'} as a PDF, with its file name, caching and language`, async () => {
        const response = await ctx.app.inject({ method: 'GET', url: staticDocumentPath(name, locale) });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe(`inline; filename="teamcast-${name}-${locale}.pdf"`);
        expect(response.headers['cache-control']).toBe('public, max-age=3600');
        expect(response.headers['content-language']).toBe(locale);
        expect(response.headers.etag).toMatch(/^"[\w-]{32}"$/u);
        // The browser's PDF viewer is an embedded object: the site's `object-src 'none'` would block it.
        expect(response.headers['content-security-policy']).toContain("object-src 'self'");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        // Made once, then served from memory: the same bytes each time.
        expect(response.rawPayload.equals(served.get(`${name}.${locale}`)!.pdf)).toBe(true);
      });

      it(`reads back ${name} in ${locale === 'ru' ? 'Russian' : 'English'}, and none of it in the other language`, () => {
        const { text, pages } = served.get(`${name}.${locale}`)!.read;
        for (const phrase of phrases[name][locale]) expect(text).toContain(phrase);
        for (const phrase of phrases[name][other]) expect(text).not.toContain(phrase);
        if (locale === 'en') expect(text).not.toMatch(cyrillic);
        else expect(text.match(/[А-Яа-яЁё]/gu)!.length).toBeGreaterThan(text.length / 2);
        expect(pages.length).toBeGreaterThan(1);
      });
    }
  }

  it('numbers every page of the guide and the policy, "page N of M", in the reader’s language', () => {
    for (const name of ['user-guide', 'privacy-policy'] as const) {
      const ru = served.get(`${name}.ru`)!.read.pages;
      ru.forEach((page, index) => expect(page).toContain(`Страница ${index + 1} из ${ru.length}`));
      const en = served.get(`${name}.en`)!.read.pages;
      en.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${en.length}`));
    }
  });

  it('lays the guide and the policy out on A4 portrait, and the deck one landscape slide a page', () => {
    for (const locale of ['ru', 'en'] as const) {
      for (const name of ['user-guide', 'privacy-policy'] as const) {
        for (const size of served.get(`${name}.${locale}`)!.read.sizes) expect(size).toEqual({ width: 595.28, height: 841.89 });
      }
      const deck = served.get(`pitch-deck.${locale}`)!.read;
      const slides = pitchDeck(locale).slides;
      // A slide whose content overflowed would push its tail onto a page of its own.
      expect(deck.pages).toHaveLength(slides.length);
      expect(slides.length).toBeGreaterThanOrEqual(8);
      for (const size of deck.sizes) expect(size).toEqual({ width: 960, height: 540 });
      deck.pages.forEach((page, index) => {
        expect(page).toContain(slides[index]!.title);
        expect(page).toContain(`${index + 1} / ${slides.length}`);
      });
    }
  });

  it('prints the prices the subscription dialog charges, in roubles in Russian and dollars in English', () => {
    const ru = served.get('user-guide.ru')!.read.text;
    const en = served.get('user-guide.en')!.read.text;
    expect(ru).toContain(`${planPrices.LITE_WEEK.RUB.discountedPrice} ₽`);
    expect(ru).toContain('49 900 ₽');
    expect(en).toContain(`$${planPrices.LITE_WEEK.USD.discountedPrice}`);
    expect(en).toContain(`$${planPrices.FULL_BONUS.USD.discountedPrice}`);
    expect(en).not.toContain('₽');
    expect(ru).not.toContain('$');
  });

  it('answers 304 to a reader whose copy is current, and HEAD without a body', async () => {
    const url = '/documents/privacy-policy.ru.pdf';
    const first = await ctx.app.inject({ method: 'GET', url });
    const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const stale = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"an-older-edition"' } });
    expect(stale.statusCode).toBe(200);
    const head = await ctx.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/pdf');
    expect(head.rawPayload.length).toBe(0);
  });

  it('has no document at any other address under /documents', async () => {
    for (const url of ['/documents/user-guide.de.pdf', '/documents/user-guide.pdf', '/documents/faq.ru.pdf', '/documents/../package.json']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.headers['content-type'], url).not.toBe('application/pdf');
    }
  });
});
