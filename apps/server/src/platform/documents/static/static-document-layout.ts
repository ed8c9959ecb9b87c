import type { Locale } from '@teamcast/domain';
import type { Content, ContentTable, TDocumentDefinitions } from 'pdfmake/interfaces';
import { REPORT_FONT } from '../flame-report-layout';
import { STATIC_DOCUMENTS_EDITION, type Block, type PagedDocument, type Slide, type SlideDeck } from './static-document-content';

// The platform's blue (the web app's primary colour) rather than the couple report's pink.
const color = {
  accent: '#1c7ed6',
  accentDark: '#1864ab',
  accentSoft: '#e7f5ff',
  ink: '#212529',
  muted: '#6c757d',
  rule: '#dee2e6',
  tableHead: '#f1f3f5',
};

const labels = {
  ru: { product: 'Teamcast', contents: 'Содержание', page: (n: number, of: number) => `Страница ${n} из ${of}` },
  en: { product: 'Teamcast', contents: 'Contents', page: (n: number, of: number) => `Page ${n} of ${of}` },
} as const;

const edition = new Date(`${STATIC_DOCUMENTS_EDITION}T00:00:00Z`);

// A4 portrait in points.
const A4_WIDTH = 595.28;
const PAGE_MARGIN_X = 56;
const PAGE_CONTENT_WIDTH = A4_WIDTH - 2 * PAGE_MARGIN_X;

/** The user guide or the privacy policy: a title block, the contents, then the sections, "page N of M" below. */
export function pagedDocument(doc: PagedDocument, locale: Locale, documentName: string): TDocumentDefinitions {
  const text = labels[locale];
  return {
    pageSize: 'A4',
    pageMargins: [PAGE_MARGIN_X, 52, PAGE_MARGIN_X, 60],
    language: locale,
    info: { title: `${text.product}: ${doc.title}`, creator: text.product, producer: text.product, creationDate: edition, modDate: edition },
    defaultStyle: { font: REPORT_FONT, fontSize: 10, lineHeight: 1.35, color: color.ink },
    styles: {
      kicker: { fontSize: 8.5, bold: true, color: color.accent },
      title: { fontSize: 26, bold: true, lineHeight: 1.1, margin: [0, 6, 0, 8] },
      subtitle: { fontSize: 12, color: color.ink, lineHeight: 1.35 },
      section: { fontSize: 15, bold: true, color: color.accentDark, margin: [0, 20, 0, 8] },
      part: { fontSize: 11.5, bold: true, margin: [0, 8, 0, 4] },
      note: { fontSize: 8.5, color: color.muted },
    },
    // A heading never ends a page: it moves to the next one with the text it introduces, also when it would
    // start in the page's last sixth, where a list beginning under it counts as following it on the page.
    pageBreakBefore: (node, nodes) =>
      node.headlineLevel === 1 && (nodes.getFollowingNodesOnPage().length === 0 || (node.startPosition?.verticalRatio ?? 0) > 5 / 6),
    footer: (page, pages) => ({
      margin: [PAGE_MARGIN_X, 22, PAGE_MARGIN_X, 0],
      columns: [
        { text: `${text.product} · ${documentName}`, style: 'note' },
        { text: text.page(page, pages), style: 'note', alignment: 'right' },
      ],
    }),
    content: [
      { text: text.product.toUpperCase(), style: 'kicker' },
      { text: doc.title, style: 'title' },
      { text: doc.subtitle, style: 'subtitle' },
      { text: doc.edition, style: 'note', margin: [0, 6, 0, 0] },
      rule(PAGE_CONTENT_WIDTH, [0, 14, 0, 12]),
      { text: text.contents, bold: true, margin: [0, 0, 0, 4] },
      { ol: doc.sections.map((section) => section.heading.replace(/^\d+\.\s*/u, '')), color: color.muted, margin: [0, 0, 0, 4] },
      ...doc.sections.flatMap((section): Content[] => [
        { text: section.heading, style: 'section', headlineLevel: 1 },
        ...section.blocks.map(block),
        ...(section.parts ?? []).flatMap((part): Content[] => [{ text: part.heading, style: 'part', headlineLevel: 1 }, ...part.blocks.map(block)]),
      ]),
    ],
  };
}

function block(given: Block): Content {
  if (typeof given === 'string') return { text: given, margin: [0, 0, 0, 7] };
  if ('list' in given) return { ul: given.list.map((item) => ({ text: item, margin: [0, 0, 0, 3] })), margin: [0, 0, 0, 7], markerColor: color.accent };
  if ('steps' in given) return { ol: given.steps.map((item) => ({ text: item, margin: [0, 0, 0, 3] })), margin: [0, 0, 0, 7], markerColor: color.accent };
  if ('note' in given) {
    return {
      table: { widths: ['*'], body: [[{ text: given.note, margin: [4, 4, 4, 4] }]] },
      layout: { hLineWidth: () => 0, vLineWidth: (i: number) => (i === 0 ? 3 : 0), vLineColor: () => color.accent, fillColor: () => color.accentSoft },
      margin: [0, 4, 0, 10],
    };
  }
  const { header, rows, widths } = given.table;
  const table: ContentTable = {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: widths ?? header.map(() => '*'),
      body: [header.map((cell) => ({ text: cell, bold: true, fontSize: 9.5 })), ...rows.map((row) => row.map((cell) => ({ text: cell, fontSize: 9.5 })))],
    },
    layout: {
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 0 || i === node.table.body.length ? 0 : i === 1 ? 1 : 0.5),
      vLineWidth: () => 0,
      hLineColor: () => color.rule,
      fillColor: (row: number) => (row === 0 ? color.tableHead : null),
      paddingTop: () => 5,
      paddingBottom: () => 5,
    },
    margin: [0, 2, 0, 10],
  };
  return table;
}

function rule(width: number, margin: [number, number, number, number]): Content {
  return { canvas: [{ type: 'line', x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 0.75, lineColor: color.rule }], margin };
}

// Slides are 16:9, 960 × 540 points (13.3 × 7.5 inches, as presentation software makes them).
export const SLIDE_WIDTH = 960;
export const SLIDE_HEIGHT = 540;
const SLIDE_MARGIN_X = 64;
const SLIDE_BAND = 14;
const SLIDE_CONTENT_WIDTH = SLIDE_WIDTH - 2 * SLIDE_MARGIN_X;

/** The pitch deck: one slide a page, with a band of the platform's colour along the left edge. */
export function slideDeck(deck: SlideDeck, locale: Locale): TDocumentDefinitions {
  const text = labels[locale];
  return {
    pageSize: { width: SLIDE_WIDTH, height: SLIDE_HEIGHT },
    pageOrientation: 'landscape',
    pageMargins: [SLIDE_MARGIN_X, 48, SLIDE_MARGIN_X, 48],
    language: locale,
    info: { title: `${deck.title}: ${deck.subtitle}`, creator: text.product, producer: text.product, creationDate: edition, modDate: edition },
    defaultStyle: { font: REPORT_FONT, fontSize: 15, lineHeight: 1.3, color: color.ink },
    background: (page) => ({
      canvas: [
        { type: 'rect', x: 0, y: 0, w: page === 1 ? SLIDE_WIDTH : SLIDE_BAND, h: SLIDE_HEIGHT, color: page === 1 ? color.accentSoft : color.accent },
        ...(page === 1 ? [{ type: 'rect' as const, x: 0, y: 0, w: SLIDE_BAND, h: SLIDE_HEIGHT, color: color.accent }] : []),
      ],
    }),
    footer: (page, pages) => ({
      margin: [SLIDE_MARGIN_X, 14, SLIDE_MARGIN_X, 0],
      columns: [
        { text: `${deck.title} · ${deck.subtitle}`, fontSize: 9, color: color.muted },
        { text: `${page} / ${pages}`, fontSize: 9, color: color.muted, alignment: 'right', width: 60 },
      ],
    }),
    content: deck.slides.map((slide, index) => slideContent(slide, index)),
  };
}

function slideContent(slide: Slide, index: number): Content {
  const first = index === 0;
  const dense = Boolean(slide.columns || slide.figures);
  const parts: Content[] = [
    { text: slide.kicker.toUpperCase(), fontSize: 13, bold: true, color: color.accent, margin: [0, first ? 36 : 8, 0, 10] },
    { text: slide.title, fontSize: first ? 42 : 34, bold: true, lineHeight: 1.1, margin: [0, 0, 0, 18] },
  ];
  if (slide.lead) parts.push({ text: slide.lead, fontSize: first ? 22 : 20, margin: [0, 0, 0, 26] });
  if (slide.figures) parts.push(figures(slide.figures));
  if (slide.columns) parts.push(columns(slide.columns));
  if (slide.points) {
    parts.push({
      ul: slide.points.map((point) => ({ text: point, margin: [0, 0, 0, dense ? 6 : 12] })),
      markerColor: color.accent,
      fontSize: dense ? 16 : 21,
      margin: [0, dense ? 22 : 8, 0, 0],
    });
  }
  return { stack: parts, ...(first ? {} : { pageBreak: 'before' as const }) };
}

function figures(items: { value: string; caption: string }[]): Content {
  return {
    columns: items.map((item) => ({
      width: '*',
      stack: [
        { text: item.value, fontSize: items.length > 3 ? 40 : 54, bold: true, color: color.accent, lineHeight: 1 },
        { text: item.caption, fontSize: 16, color: color.muted, margin: [0, 8, 0, 0] },
      ],
    })),
    columnGap: 28,
    margin: [0, 6, 0, 4],
  };
}

/** Cards side by side in one table row, so that they share one height; the white rules between them are the gaps. */
function columns(items: { heading: string; lines: string[] }[]): Content {
  const gap = 20;
  const width = (SLIDE_CONTENT_WIDTH - gap * (items.length - 1)) / items.length;
  return {
    table: {
      widths: items.map(() => width - 24),
      body: [
        items.map((item) => ({
          stack: [
            { text: item.heading, fontSize: 17, bold: true, color: color.accentDark, margin: [0, 0, 0, 10] as [number, number, number, number] },
            ...item.lines.map((line) => ({ text: line, fontSize: 15, margin: [0, 0, 0, 7] as [number, number, number, number] })),
          ],
          margin: [4, 8, 4, 6] as [number, number, number, number],
        })),
      ],
    },
    layout: {
      hLineWidth: () => 0,
      vLineWidth: (i: number) => (i === 0 || i === items.length ? 0 : gap),
      vLineColor: () => '#ffffff',
      fillColor: () => color.accentSoft,
      paddingLeft: () => 12,
      paddingRight: () => 12,
    },
  };
}
