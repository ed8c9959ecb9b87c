import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hashFiles, workspaceDirs } from './hash-files.mjs';
import { say, seconds, warn } from './log.mjs';
import { fromRoot, repoRoot } from './repo.mjs';
import { runCommand } from './run-command.mjs';

const nodeModules = fromRoot('node_modules');
// Inside node_modules, so deleting node_modules also forgets the install.
const stampFile = fromRoot('node_modules', '.teamcast-install-stamp');

export function dependencyStamp() {
  const manifests = ['package.json', ...workspaceDirs(repoRoot).map((dir) => `${dir}/package.json`)];
  return hashFiles(repoRoot, ['package-lock.json', ...manifests]);
}

function reasonToInstall(stamp) {
  if (!existsSync(nodeModules)) return 'node_modules is missing';
  if (!existsSync(stampFile)) return 'no record of the last install';
  if (readFileSync(stampFile, 'utf8').trim() !== stamp) return 'package.json or package-lock.json changed since the last install';
  return null;
}

/** Installs exactly what package-lock.json lists when anything changed since the last install; otherwise does nothing. */
export async function ensureDependencies() {
  const stamp = dependencyStamp();
  const reason = reasonToInstall(stamp);
  if (!reason) {
    say('dependencies up to date');
    return { ok: true, note: 'up to date' };
  }
  say(`${reason}: installing dependencies with npm ci (about 20 s)`);
  const startedAt = performance.now();
  const { code } = await runCommand('npm', ['ci', '--no-audit', '--no-fund'], {
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (code !== 0) {
    warn(`npm ci failed with exit code ${code}`);
    return { ok: false, note: `npm ci exited with ${code}` };
  }
  writeFileSync(stampFile, `${stamp}\n`);
  say(`dependencies installed in ${seconds(startedAt).toFixed(1)} s`);
  return { ok: true, note: 'installed' };
}
