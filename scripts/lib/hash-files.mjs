import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ignoredNames = new Set(['node_modules', 'dist', '.DS_Store']);

function collect(absolute, relative, exclude, out) {
  if (!existsSync(absolute)) return;
  if (statSync(absolute).isDirectory()) {
    for (const name of readdirSync(absolute).sort()) {
      if (ignoredNames.has(name)) continue;
      collect(path.join(absolute, name), `${relative}/${name}`, exclude, out);
    }
  } else if (!exclude(relative)) {
    out.push([relative, absolute]);
  }
}

/**
 * One SHA-256 over the names and contents of the given files and directory trees (relative to root).
 * Missing entries are simply absent from the hash, so adding one later changes it.
 */
export function hashFiles(root, entries, { exclude = () => false } = {}) {
  const files = [];
  for (const entry of entries) collect(path.join(root, entry), entry, exclude, files);
  const hash = createHash('sha256');
  for (const [relative, absolute] of files) {
    hash.update(relative).update('\0').update(readFileSync(absolute)).update('\0');
  }
  return hash.digest('hex');
}

/** Workspace folders matched by the root package.json (plain folders and `dir/*` globs only). */
export function workspaceDirs(root) {
  const { workspaces = [] } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    const absolute = path.join(root, parent);
    if (!existsSync(absolute)) return [];
    return readdirSync(absolute, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
}
