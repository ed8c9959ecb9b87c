export { renderFlameReportPdf, type FlameReportPdfInput } from './flame-report-pdf';
export { renderSharedResultImage, type SharedResultImageInput } from './shared-result-image';
