import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashFiles } from './hash-files.mjs';
import { prerenderPublicSite } from './public-site-build.mjs';
import { say, seconds, warn } from './log.mjs';
import { fromRoot, repoRoot } from './repo.mjs';
import { runCommand } from './run-command.mjs';

export const webDistDir = fromRoot('apps', 'web', 'dist');
const hashFile = path.join(webDistDir, '.build-hash');

// Tests never reach the bundle, so editing one should not cost a rebuild.
const isTestFile = (relative) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(relative);

function webInputs() {
  const webConfigs = readdirSync(fromRoot('apps', 'web'))
    .filter((name) => /^(vite|postcss)\.config\.[cm]?[jt]s$/.test(name) || name === 'tsconfig.json')
    .map((name) => `apps/web/${name}`);
  const packageSources = readdirSync(fromRoot('packages')).map((name) => `packages/${name}/src`);
  return [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/main.html',
    'apps/web/package.json',
    ...webConfigs,
    ...packageSources,
    'package-lock.json',
    // The step that writes the prerendered public pages is part of the build.
    'scripts/lib/public-site-build.mjs',
  ];
}

export const webInputsHash = () => hashFiles(repoRoot, webInputs(), { exclude: isTestFile });

export function webBuildStatus() {
  const hash = webInputsHash();
  if (!existsSync(path.join(webDistDir, 'index.html'))) return { hash, stale: true, reason: 'no build yet' };
  if (!existsSync(hashFile) || readFileSync(hashFile, 'utf8').trim() !== hash) {
    return { hash, stale: true, reason: 'its sources changed since the last build' };
  }
  return { hash, stale: false, reason: 'up to date' };
}

/** Builds the web app into apps/web/dist; with `onlyIfStale`, only when its inputs changed since the last build. */
export async function buildWeb({ onlyIfStale }) {
  const status = webBuildStatus();
  if (onlyIfStale && !status.stale) {
    say('web app up to date');
    return { ok: true, note: 'up to date' };
  }
  say(`building the web app (${status.stale ? status.reason : 'requested'})`);
  // A build that fails half way must not look current next time.
  rmSync(hashFile, { force: true });
  const startedAt = performance.now();
  const { code } = await runCommand('npm', ['run', 'build', '-w', '@teamcast/web']);
  if (code !== 0 || !existsSync(path.join(webDistDir, 'index.html'))) {
    warn(`the web app build failed (exit code ${code})`);
    return { ok: false, note: `build exited with ${code}` };
  }
  try {
    await prerenderPublicSite(webDistDir);
  } catch (error) {
    warn(`the public pages could not be rendered: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, note: 'prerender failed' };
  }
  writeFileSync(hashFile, `${status.hash}\n`);
  say(`web app built in ${seconds(startedAt).toFixed(1)} s`);
  return { ok: true, note: 'built' };
}
