import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { flameReportDocument, REPORT_FONT, type FlameReportPdfInput } from './flame-report-layout';
import { fontFiles } from './fonts';

export type { FlameReportPdfInput } from './flame-report-layout';

// pdfmake keeps its fonts and access rules on one shared object; this module is its only user. A report
// reads no URL and no file but the two fonts, whatever a name or a text in it says.
const allowedFiles: ReadonlySet<string> = new Set(Object.values(fontFiles));
pdfmake.setFonts({
  [REPORT_FONT]: { normal: fontFiles.regular, bold: fontFiles.bold, italics: fontFiles.regular, bolditalics: fontFiles.bold },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => allowedFiles.has(file));

/** The paid report of a couple as a PDF, with its font embedded (subset) so that Cyrillic reads anywhere. */
export async function renderFlameReportPdf(input: FlameReportPdfInput): Promise<Buffer> {
  return renderPdfDocument(flameReportDocument(input));
}

/** Any pdfmake document set in the report's font (`REPORT_FONT`), under the same access rules. */
export async function renderPdfDocument(definition: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(definition).getBuffer();
}
