// The owner dashboard's first load: the JavaScript a signed-in owner's browser fetches to draw /owner/dashboard,
// read from the Vite build manifest (the entry, the component library's shell, the owner area's chunk and everything
// they import statically), each file gzipped at level 9, against the budget of 350 kB. The sign-in pages, the owner's
// tools (the checks, the simulator, the comparison) and the FAQ are chunks of their own and must not appear here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildWeb, webDistDir } from '../scripts/lib/web-build.mjs';
import { table } from './lib/stats.mjs';

export const OWNER_FIRST_LOAD_BUDGET_BYTES = 350 * 1000;

/** The modules the router loads for /owner/dashboard, in order (see apps/web/src/app/routes.tsx). */
const dashboardRoute = [
  ['entry', 'index.html'],
  ['component library shell', 'src/shared/ui/mantine/mantine-shell.tsx'],
  ['owner area (layout, dashboard)', 'src/areas/owner/index.ts'],
];

/** Owner screens kept out of the first load; each must stay a chunk the dashboard does not import. */
const splitOut = [
  ['sign-in pages', 'src/areas/owner/guest.ts'],
  ['pair and team check', 'src/areas/owner/tools.ts'],
  ['simulator and comparison', 'src/areas/owner/simulator.ts'],
  ['FAQ and help', 'src/areas/owner/help.ts'],
  ['profiles', 'src/areas/owner/profiles.ts'],
];

const gzipSize = (file) => gzipSync(readFileSync(path.join(webDistDir, file)), { level: 9 }).length;
const kB = (bytes) => (bytes / 1000).toFixed(1);

function manifestEntry(manifest, key) {
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not in the build manifest; did the route table change?`);
  return entry;
}

/** The files a module needs before it runs: its own and, transitively, those it imports statically. */
function staticClosure(manifest, key, seen) {
  if (seen.has(key)) return [];
  seen.add(key);
  const entry = manifestEntry(manifest, key);
  return [entry.file, ...(entry.imports ?? []).flatMap((imported) => staticClosure(manifest, imported, seen))];
}

/** The first load's figures from a built app's manifest; exported for a test of the budget if one is ever wanted. */
export function ownerFirstLoad(manifest) {
  const seen = new Set();
  const steps = dashboardRoute.map(([label, key]) => {
    const files = staticClosure(manifest, key, seen).filter((file) => file.endsWith('.js'));
    return { label, key, files, gzip: files.reduce((total, file) => total + gzipSize(file), 0) };
  });
  const loaded = new Set(steps.flatMap((step) => step.files));
  const excluded = splitOut.map(([label, key]) => {
    const file = manifestEntry(manifest, key).file;
    return { label, key, file, inFirstLoad: loaded.has(file), gzip: gzipSize(file) };
  });
  const total = steps.reduce((sum, step) => sum + step.gzip, 0);
  return { steps, excluded, total, files: loaded.size, budget: OWNER_FIRST_LOAD_BUDGET_BYTES };
}

export async function measureOwnerFirstLoad() {
  console.log('\nOwner dashboard first load: JavaScript from the build manifest, gzip level 9, kB (1000 bytes)');
  const build = await buildWeb({ onlyIfStale: true });
  if (!build.ok) throw new Error('the web app did not build');
  const manifest = JSON.parse(readFileSync(path.join(webDistDir, '.vite', 'manifest.json'), 'utf8'));
  const result = ownerFirstLoad(manifest);

  const rows = result.steps.map((step) => [step.label, step.key, String(step.files.length), kB(step.gzip)]);
  rows.push(['total', '/owner/dashboard', String(result.files), kB(result.total)]);
  console.log(table(['loads', 'module', 'new files', 'JS gz'], rows));
  const share = ((result.total / result.budget) * 100).toFixed(0);
  const verdict = result.total <= result.budget ? 'within' : 'OVER';
  console.log(`budget ${kB(result.budget)} kB: ${kB(result.total)} kB is ${share}% of it (${(result.total / result.budget).toFixed(2)}×), ${verdict} budget`);
  console.log(
    table(
      ['split out', 'module', 'own chunk gz', 'in first load'],
      result.excluded.map((chunk) => [chunk.label, chunk.key, kB(chunk.gzip), chunk.inFirstLoad ? 'YES' : 'no']),
    ),
  );
  if (result.excluded.some((chunk) => chunk.inFirstLoad)) console.log('a screen meant to be split out is in the first load');
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await measureOwnerFirstLoad();
