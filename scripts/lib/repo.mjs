import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const fromRoot = (...segments) => path.join(repoRoot, ...segments);

/** The path of a locally installed binary; spawning it directly skips the npx start-up cost. */
export const localBin = (name) => fromRoot('node_modules', '.bin', name);
