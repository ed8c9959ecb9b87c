import type { FlameProfile, FlameReport } from '@teamcast/contract';
import { BIG_FIVE_DOMAINS, type Locale } from '@teamcast/domain';
import type { CanvasElement, Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { keepDrawable } from './fonts';
import { documentLabels } from './labels';

export interface FlameReportPdfInput {
  locale: Locale;
  names: [string, string];
  /** ISO date and time the test was completed. */
  createdAt: string;
  /** 0..100 */
  score: number;
  bandText: string;
  /** 0..1 */
  precision: number;
  profiles: [FlameProfile, FlameProfile];
  report: FlameReport;
}

export const REPORT_FONT = 'DejaVuSans';

// A4 in points; the content is as wide as the page less its margins, and the bars are drawn to that width.
const PAGE_WIDTH = 595.28;
const MARGIN_X = 50;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;

const color = {
  accent: '#c2255c',
  accentSoft: '#fff0f6',
  ink: '#212529',
  muted: '#6c757d',
  track: '#edf0f2',
  rule: '#dee2e6',
  up: '#2b8a3e',
  down: '#c92a2a',
  people: ['#d6336c', '#3b5bdb'] as const,
};

const LABEL_WIDTH = 162;
const VALUE_WIDTH = 34;
const BAR_WIDTH = CONTENT_WIDTH - LABEL_WIDTH - VALUE_WIDTH - 16;
const BAR_HEIGHT = 7;

/** The paid report as a pdfmake document: title and score, both profiles, the trait pairs, the narrative, reasons and sources. */
export function flameReportDocument(given: FlameReportPdfInput): TDocumentDefinitions {
  const input = drawable(given);
  const labels = documentLabels[input.locale];
  const [first, second] = input.names;
  const title = `${first} ${labels.and} ${second}`;
  return {
    pageSize: 'A4',
    pageMargins: [MARGIN_X, 48, MARGIN_X, 56],
    language: input.locale,
    info: { title: `${labels.reportTitle}: ${title}`, creator: labels.product, producer: labels.product },
    defaultStyle: { font: REPORT_FONT, fontSize: 10, lineHeight: 1.3, color: color.ink },
    styles: {
      kicker: { fontSize: 8.5, bold: true, color: color.accent, characterSpacing: 1 },
      title: { fontSize: 24, bold: true, lineHeight: 1.1 },
      section: { fontSize: 15, bold: true, color: color.accent, margin: [0, 22, 0, 8] },
      subsection: { fontSize: 11.5, bold: true, margin: [0, 10, 0, 4] },
      note: { fontSize: 8.5, color: color.muted },
    },
    // A heading never ends a page: it moves to the next one with the text it introduces.
    pageBreakBefore: (node, nodes) => node.headlineLevel === 1 && nodes.getFollowingNodesOnPage().length === 0,
    footer: (page, pages) => ({
      margin: [MARGIN_X, 20, MARGIN_X, 0],
      columns: [
        { text: labels.product, style: 'note' },
        { text: labels.page(page, pages), style: 'note', alignment: 'right' },
      ],
    }),
    content: [
      titleBlock(input, title),
      scoreBlock(input),
      oneWayBlock(input),
      profilesBlock(input),
      traitPairsBlock(input),
      narrativeBlock(input),
      reasonsBlock(input),
      sourcesBlock(input),
      { text: labels.disclaimer, style: 'note', margin: [0, 24, 0, 0] },
    ],
  };
}

function titleBlock(input: FlameReportPdfInput, title: string): Content {
  const labels = documentLabels[input.locale];
  return {
    stack: [
      { text: `${labels.product} · ${labels.reportTitle}`.toUpperCase(), style: 'kicker' },
      // A long pair of names takes a smaller size rather than half the first page.
      { text: title, style: 'title', fontSize: title.length > 60 ? 16 : title.length > 32 ? 20 : 24, margin: [0, 6, 0, 4] },
      { text: formatDate(input.createdAt, input.locale), color: color.muted },
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: 0.75, lineColor: color.rule }], margin: [0, 12, 0, 14] },
    ],
  };
}

function scoreBlock(input: FlameReportPdfInput): Content {
  const labels = documentLabels[input.locale];
  const precision = Math.round(clamp(input.precision, 0, 1) * 100);
  const precisionBarWidth = 200;
  return {
    table: {
      widths: [120, '*'],
      body: [
        [
          {
            stack: [
              { text: String(Math.round(input.score)), fontSize: 54, bold: true, color: color.accent, lineHeight: 1 },
              { text: labels.outOf100, color: color.muted },
            ],
            alignment: 'center',
            margin: [0, 6, 0, 6],
          },
          {
            stack: [
              { text: labels.compatibility, color: color.muted },
              { text: input.bandText, fontSize: 16, bold: true, margin: [0, 2, 0, 10] },
              { text: `${labels.precision}: ${precision} %`, fontSize: 9.5 },
              {
                canvas: [
                  { type: 'rect', x: 0, y: 0, w: precisionBarWidth, h: 5, r: 2.5, color: color.track },
                  ...(precision > 0
                    ? [{ type: 'rect', x: 0, y: 0, w: Math.max(5, (precisionBarWidth * precision) / 100), h: 5, r: 2.5, color: color.accent } satisfies CanvasElement]
                    : []),
                ],
                margin: [0, 3, 0, 5],
              },
              { text: labels.precisionNote, style: 'note' },
            ],
            margin: [4, 8, 8, 8],
          },
        ],
      ],
    },
    layout: { hLineWidth: () => 0, vLineWidth: () => 0, fillColor: () => color.accentSoft, paddingLeft: () => 10, paddingRight: () => 10 },
  };
}

function oneWayBlock(input: FlameReportPdfInput): Content {
  const labels = documentLabels[input.locale];
  const { firstWithSecond, secondWithFirst } = input.report.oneWay;
  return {
    stack: [
      { text: labels.oneWay, style: 'subsection', margin: [0, 16, 0, 2] },
      { text: labels.oneWayNote, style: 'note', margin: [0, 0, 0, 6] },
      barRow(input.names[0], [{ value: firstWithSecond, color: color.people[0] }]),
      barRow(input.names[1], [{ value: secondWithFirst, color: color.people[1] }]),
    ],
  };
}

function profilesBlock(input: FlameReportPdfInput): Content {
  const labels = documentLabels[input.locale];
  return {
    stack: [
      { text: labels.profiles, style: 'section', headlineLevel: 1 },
      legend(input.names),
      { text: labels.profilesNote, style: 'note', margin: [0, 4, 0, 8] },
      ...BIG_FIVE_DOMAINS.map((domain) =>
        barRow(labels.traits[domain], [
          { value: input.profiles[0][domain].percentile, color: color.people[0] },
          { value: input.profiles[1][domain].percentile, color: color.people[1] },
        ]),
      ),
    ],
  };
}

function traitPairsBlock(input: FlameReportPdfInput): Content {
  const labels = documentLabels[input.locale];
  const [first, second] = input.names;
  return [
    { text: labels.traitPairs, style: 'section', headlineLevel: 1 },
    ...input.report.traits.flatMap((pair): Content[] => [
      { text: labels.traits[pair.domain], style: 'subsection', headlineLevel: 1 },
      {
        text: [
          { text: labels.percentileOf(first, Math.round(pair.first)), color: color.people[0] },
          { text: '   ·   ', color: color.muted },
          { text: labels.percentileOf(second, Math.round(pair.second)), color: color.people[1] },
        ],
        fontSize: 9,
        margin: [0, 0, 0, 3],
      },
      ...paragraphs(pair.text),
    ]),
  ];
}

function narrativeBlock(input: FlameReportPdfInput): Content {
  const labels = documentLabels[input.locale];
  const { narrative } = input.report;
  return [
    { text: labels.narrative, style: 'section', headlineLevel: 1 },
    { text: labels.aboutCouple, style: 'subsection', headlineLevel: 1 },
    ...paragraphs(narrative.couple),
    { text: input.names[0], style: 'subsection', color: color.people[0], headlineLevel: 1 },
    ...paragraphs(narrative.first),
    { text: input.names[1], style: 'subsection', color: color.people[1], headlineLevel: 1 },
    ...paragraphs(narrative.second),
  ];
}

function reasonsBlock(input: FlameReportPdfInput): Content {
  const labels = documentLabels[input.locale];
  const { reasons } = input.report;
  const points = new Intl.NumberFormat(input.locale, { signDisplay: 'always', maximumFractionDigits: 1 });
  return [
    { text: labels.reasons, style: 'section', headlineLevel: 1 },
    reasons.length === 0
      ? { text: labels.noReasons }
      : {
          stack: [
            { text: labels.reasonsNote, style: 'note', margin: [0, 0, 0, 6] },
            {
              table: {
                widths: [44, '*'],
                body: reasons.map((reason) => [
                  // The sign follows the effect, so a reason that lowers the score never reads as a gain.
                  {
                    text: points.format(reason.effect === 'down' ? -Math.abs(reason.points) : Math.abs(reason.points)).replace('-', '\u2212'),
                    bold: true,
                    color: reason.effect === 'down' ? color.down : color.up,
                    alignment: 'right',
                  },
                  { text: reason.text },
                ]),
              },
              layout: {
                hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 0 || i === node.table.body.length ? 0 : 0.5),
                vLineWidth: () => 0,
                hLineColor: () => color.rule,
                paddingTop: () => 5,
                paddingBottom: () => 5,
                paddingLeft: (i: number) => (i === 0 ? 0 : 10),
              },
            },
          ],
        },
  ];
}

function sourcesBlock(input: FlameReportPdfInput): Content {
  const labels = documentLabels[input.locale];
  return [
    { text: labels.sources, style: 'section', headlineLevel: 1 },
    {
      ol: input.report.sources.map((source) => ({
        stack: [
          { text: source.title },
          ...(source.url ? [{ text: source.url, link: source.url, style: 'note', color: color.accent }] : []),
        ],
        margin: [0, 0, 0, 5],
      })),
      fontSize: 9,
    },
  ];
}

/** Who is drawn in which colour, for the profile bars. */
function legend(names: [string, string]): Content {
  return {
    text: names.flatMap((name, index) => [
      { text: '■ ', color: color.people[index as 0 | 1], fontSize: 11 },
      { text: name, bold: true },
      ...(index === 0 ? [{ text: '      ' }] : []),
    ]),
  };
}

/** A label, one horizontal bar per value on 0..100 with the middle (50) marked, and the values. */
function barRow(label: string, values: { value: number; color: string }[]): Content {
  const gap = 4;
  const height = values.length * BAR_HEIGHT + (values.length - 1) * gap;
  const canvas: CanvasElement[] = [];
  values.forEach(({ value, color: fill }, index) => {
    const y = index * (BAR_HEIGHT + gap);
    const width = (BAR_WIDTH * clamp(value, 0, 100)) / 100;
    canvas.push({ type: 'rect', x: 0, y, w: BAR_WIDTH, h: BAR_HEIGHT, r: BAR_HEIGHT / 2, color: color.track });
    if (width > 0) canvas.push({ type: 'rect', x: 0, y, w: Math.max(width, BAR_HEIGHT), h: BAR_HEIGHT, r: BAR_HEIGHT / 2, color: fill });
  });
  canvas.push({ type: 'line', x1: BAR_WIDTH / 2, y1: -2, x2: BAR_WIDTH / 2, y2: height + 2, lineWidth: 0.75, lineColor: color.muted, dash: { length: 2 } });
  return {
    columns: [
      { width: LABEL_WIDTH, text: label, fontSize: 9.5, margin: [0, values.length > 1 ? 5 : 0, 0, 0] },
      { width: BAR_WIDTH, canvas, margin: [0, 3, 0, 0] },
      {
        width: VALUE_WIDTH,
        stack: values.map(({ value, color: fill }) => ({ text: String(Math.round(value)), color: fill, bold: true, fontSize: 8.5, lineHeight: 1.3 })),
        alignment: 'right',
        margin: [0, 1, 0, 0],
      },
    ],
    columnGap: 8,
    margin: [0, 0, 0, 9],
  };
}

/**
 * The input with every text cut to what the font draws; a name left with nothing drawable (written wholly in
 * another script, or in emoji) reads as "the first partner" rather than as a blank.
 */
function drawable(input: FlameReportPdfInput): FlameReportPdfInput {
  const labels = documentLabels[input.locale];
  const names = input.names.map((name, index) => keepDrawable(name).trim() || labels.someone[index as 0 | 1]) as [string, string];
  const { narrative, traits, reasons, sources } = input.report;
  return {
    ...input,
    names,
    bandText: keepDrawable(input.bandText),
    report: {
      ...input.report,
      narrative: { first: keepDrawable(narrative.first), second: keepDrawable(narrative.second), couple: keepDrawable(narrative.couple) },
      traits: traits.map((pair) => ({ ...pair, text: keepDrawable(pair.text) })),
      reasons: reasons.map((reason) => ({ ...reason, text: keepDrawable(reason.text) })),
      sources: sources.map((source) => ({ ...source, title: keepDrawable(source.title) })),
    },
  };
}

/** A text's paragraphs, which the report separates by a blank line. */
function paragraphs(text: string): Content[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => ({ text: paragraph, margin: [0, 0, 0, 6] }));
}

function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
}
