// The partner test's documents, as the server makes them on request: the paid report's PDF and the shared
// result's preview image, each rendered N times in both languages on one core. `node bench/report-documents.mjs
// [--runs N] [--out DIR]`; with --out it also writes the last PDF and PNG of each language there, to look at.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { summarise, table } from './lib/stats.mjs';

const WARM_UP = 2;

async function time(runs, render) {
  for (let i = 0; i < WARM_UP; i += 1) await render();
  const times = [];
  let output;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    output = await render();
    times.push(performance.now() - started);
  }
  return { ...summarise(times), bytes: output.length, output };
}

export async function measureReportDocuments({ runs = 20, out } = {}) {
  const documents = await tsImport('../apps/server/src/platform/documents/index.ts', import.meta.url);
  const { sampleFlameReport } = await tsImport('../apps/server/src/platform/documents/flame-report-sample.ts', import.meta.url);
  const rows = [];
  for (const locale of ['ru', 'en']) {
    const report = sampleFlameReport(locale);
    const card = { locale, names: report.names, score: report.score, bandText: report.bandText };
    for (const [name, render, extension] of [
      [`report PDF (${locale})`, () => documents.renderFlameReportPdf(report), 'pdf'],
      [`preview image (${locale}, 1200×630 PNG)`, () => documents.renderSharedResultImage(card), 'png'],
    ]) {
      const { median, min, max, bytes, output } = await time(runs, render);
      rows.push([name, String(runs), median.toFixed(1), `${min.toFixed(1)}-${max.toFixed(1)}`, (bytes / 1024).toFixed(1)]);
      if (out) writeFileSync(path.join(out, `report-documents-${locale}.${extension}`), output);
    }
  }
  console.log(`\nPartner test documents, one core, ${runs} runs after ${WARM_UP} warm-up runs`);
  console.log(table(['document', 'runs', 'median ms', 'range ms', 'KiB'], rows));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { runs: { type: 'string' }, out: { type: 'string' } } });
  await measureReportDocuments({ runs: values.runs ? Number(values.runs) : undefined, out: values.out });
}
