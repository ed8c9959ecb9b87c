import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { sampleFlameReport } from './flame-report-sample';
import { renderFlameReportPdf, type FlameReportPdfInput } from './flame-report-pdf';

/** The PDF's text as a reader's copy and paste would give it, with runs of whitespace made one space. */
async function readBack(input: FlameReportPdfInput): Promise<{ pdf: Buffer; pages: string[]; text: string }> {
  const pdf = await renderFlameReportPdf(input);
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text: pages } = await extractText(document, { mergePages: false });
  const flat = pages.map((page) => page.replace(/\s+/gu, ' '));
  return { pdf, pages: flat, text: flat.join(' ') };
}

describe('the paid report as a PDF', () => {
  it('reads back in Russian: both names, the date, the score with its band, Cyrillic intact', async () => {
    const { pdf, pages, text } = await readBack(sampleFlameReport('ru'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(text).toContain('Анна и Борис');
    expect(text).toContain('24 ноября 2026');
    expect(text).toContain('Совместимость');
    expect(text).toContain('78');
    expect(text).toContain('выше среднего');
    expect(text).toContain('Точность прогноза: 64 %');
    expect(text).toContain('Профили «Большой пятёрки»');
    expect(text).toContain('Негативная эмоциональность');
    expect(text).toContain('Анна: 71-й перцентиль');
    expect(text).toContain('Борис собран и надёжен');
    expect(text).toContain('Источники');
    expect(pages[0]).toContain(`Страница 1 из ${pages.length}`);
    expect(pages.at(-1)).toContain(`Страница ${pages.length} из ${pages.length}`);
  });

  it('reads back in English, with a Russian name kept whole', async () => {
    const { text } = await readBack(sampleFlameReport('en', ['Anna', 'Борис']));
    expect(text).toContain('Anna and Борис');
    expect(text).toContain('November 24, 2026');
    expect(text).toContain('Compatibility');
    expect(text).toContain('above average');
    expect(text).toContain('Big Five profiles');
    expect(text).toContain('Anna: 71st percentile');
    expect(text).toContain('Борис: 28th percentile');
    expect(text).toContain('Page 1 of');
    expect(text).not.toContain('Совместимость');
  });

  it('prints every part of the report: trait pairs, both one-way scores, the narrative of each, reasons and sources', async () => {
    const input = sampleFlameReport('en');
    const { text } = await readBack(input);
    for (const pair of input.report.traits) expect(text).toContain(pair.text);
    expect(text).toContain('How satisfied each is expected to be');
    expect(text).toContain('81');
    expect(text).toContain('74');
    for (const paragraph of Object.values(input.report.narrative).flatMap((story) => story.split('\n\n'))) expect(text).toContain(paragraph);
    for (const reason of input.report.reasons) expect(text).toContain(reason.text);
    expect(text).toContain('https://doi.org/10.1016/j.jrp.2009.09.004');
  });

  it('signs each reason by its effect, so a reason that lowers the score reads as a loss', async () => {
    const { text } = await readBack(sampleFlameReport('ru'));
    expect(text).toContain('+9,4 Высокая доброжелательность');
    expect(text).toContain('−2,6 Разница в уровне общительности');
  });

  it('embeds its own font, so the Cyrillic does not depend on the reader’s fonts', async () => {
    const raw = (await renderFlameReportPdf(sampleFlameReport('ru'))).toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it('keeps a very long name and a narrative of many pages readable, numbered to the last page', async () => {
    const longName = 'Александра-Анастасия Константиновна Преображенская-Воскресенская';
    const input = sampleFlameReport('ru', [longName, 'Ж'.repeat(100)]);
    input.report.narrative.couple = Array.from({ length: 40 }, (_, i) => `Абзац ${i + 1}. ${'Рассказ о паре продолжается. '.repeat(12)}`).join('\n\n');
    input.report.sources.push({ title: 'Ссылка без пробелов', url: `https://example.org/${'a'.repeat(300)}` });
    const { pages, text } = await readBack(input);
    expect(pages.length).toBeGreaterThan(4);
    // A word wider than the page is broken across lines, so the name is looked for without the breaks.
    const unbroken = text.replace(/ /g, '');
    expect(unbroken).toContain(longName.replace(/ /g, ''));
    expect(unbroken).toContain('Ж'.repeat(100));
    expect(text).toContain('Абзац 1.');
    expect(text).toContain('Абзац 40.');
    expect(text).toContain('Ссылка без пробелов');
    pages.forEach((page, index) => expect(page).toContain(`Страница ${index + 1} из ${pages.length}`));
  });

  it('leaves out what its font cannot draw, and names a partner whose name had nothing drawable', async () => {
    const { text } = await readBack(sampleFlameReport('ru', ['💕Аня', '李雷']));
    expect(text).toContain('Аня и Второй партнёр');
    expect(text).not.toContain('💕');
    expect(text).not.toContain('李');
  });
});
