import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { hashFiles, workspaceDirs } from './hash-files.mjs';

let root;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'teamcast-hash-test-'));
  mkdirSync(path.join(root, 'src', 'nested'), { recursive: true });
  writeFileSync(path.join(root, 'src', 'a.ts'), 'export const a = 1;\n');
  writeFileSync(path.join(root, 'src', 'nested', 'b.ts'), 'export const b = 2;\n');
  writeFileSync(path.join(root, 'index.html'), '<!doctype html>\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const hashOf = (options) => hashFiles(root, ['src', 'index.html', 'public'], options);

test('the same files give the same hash', () => {
  assert.equal(hashOf(), hashOf());
});

test('changing, adding or renaming a file changes the hash', () => {
  const before = hashOf();
  writeFileSync(path.join(root, 'src', 'nested', 'b.ts'), 'export const b = 3;\n');
  const changed = hashOf();
  assert.notEqual(changed, before);
  mkdirSync(path.join(root, 'public'));
  writeFileSync(path.join(root, 'public', 'icon.svg'), '<svg/>');
  const added = hashOf();
  assert.notEqual(added, changed);
  rmSync(path.join(root, 'public', 'icon.svg'));
  writeFileSync(path.join(root, 'public', 'logo.svg'), '<svg/>');
  assert.notEqual(hashOf(), added);
});

test('excluded files and node_modules do not count', () => {
  const isTest = (relative) => relative.endsWith('.test.ts');
  const before = hashOf({ exclude: isTest });
  writeFileSync(path.join(root, 'src', 'a.test.ts'), 'test();\n');
  mkdirSync(path.join(root, 'src', 'node_modules'));
  writeFileSync(path.join(root, 'src', 'node_modules', 'x.js'), '1');
  assert.equal(hashOf({ exclude: isTest }), before);
  assert.notEqual(hashOf(), before);
});

test('workspace globs expand to the folders that exist', () => {
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ workspaces: ['apps/*', 'e2e'] }));
  mkdirSync(path.join(root, 'apps', 'web'), { recursive: true });
  mkdirSync(path.join(root, 'apps', 'server'));
  writeFileSync(path.join(root, 'apps', 'README.md'), 'not a workspace');
  assert.deepEqual(workspaceDirs(root).sort(), ['apps/server', 'apps/web', 'e2e']);
});
