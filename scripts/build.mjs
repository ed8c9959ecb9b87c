// `npm run build`: builds the web app; `npm run build -- --if-stale` builds only when its inputs changed.
import { ensureDependencies } from './lib/dependencies.mjs';
import { repoRoot } from './lib/repo.mjs';
import { buildWeb } from './lib/web-build.mjs';

const knownFlags = new Set(['--if-stale']);
const unknown = process.argv.slice(2).filter((arg) => !knownFlags.has(arg));
if (unknown.length > 0) {
  console.error(`Unknown argument: ${unknown.join(' ')}\nUsage: node scripts/build.mjs [--if-stale]`);
  process.exit(2);
}

process.chdir(repoRoot);
const dependencies = await ensureDependencies();
if (!dependencies.ok) process.exit(1);
const build = await buildWeb({ onlyIfStale: process.argv.includes('--if-stale') });
process.exit(build.ok ? 0 : 1);
