import { describe, expect, it } from 'vitest';

/**
 * The test's page stays light only while it imports nothing of the rest of the app: no component library,
 * no query or i18n library, and the contract's types but never its schemas (decision 69).
 */
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./test-support/**'], { query: '?raw', import: 'default', eager: true });

const packages = new Set(['react', 'react-dom/client', '@teamcast/domain', '@stripe/stripe-js']);

function importsOf(source: string) {
  return [...source.matchAll(/^(import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'|^import\s+'([^']+)'|import\('([^']+)'\)/gm)].map((match) => ({
    typeOnly: Boolean(match[2]),
    from: match[3] ?? match[4] ?? match[5]!,
  }));
}

/** Where a relative import lands, as a path under the flame folder; null when it leaves the folder. */
function resolved(file: string, from: string): string | null {
  const parts = file.split('/').slice(0, -1);
  for (const part of from.split('/')) {
    if (part === '..') {
      if (parts.length <= 1) return null;
      parts.pop();
    } else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

function refusedImports(file: string, source: string): string[] {
  return importsOf(source)
    .filter(({ typeOnly, from }) => {
      if (from.startsWith('.')) return resolved(file, from) === null;
      if (from === '@teamcast/contract') return !typeOnly;
      return !packages.has(from);
    })
    .map(({ from }) => from);
}

describe('the partner test’s page', () => {
  it('reads its sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(30);
  });

  it('refuses what would make it heavy', () => {
    expect(refusedImports('./ui/x.tsx', "import { paths } from '../../shared/paths';")).toEqual(['../../shared/paths']);
    expect(refusedImports('./x.tsx', "import { Button } from '@mantine/core';\nimport { z } from 'zod';")).toEqual(['@mantine/core', 'zod']);
    expect(refusedImports('./api/x.ts', "import { flameKeySchema } from '@teamcast/contract';")).toEqual(['@teamcast/contract']);
    expect(refusedImports('./api/x.ts', "import type { FlameTest } from '@teamcast/contract';\nimport { useState } from 'react';")).toEqual([]);
    expect(refusedImports('./result/x.tsx', "const page = () => import('../../areas/public');")).toEqual(['../../areas/public']);
  });

  it.each(Object.entries(sources))('%s imports only its own files, React, the domain and the contract’s types', (file, source) => {
    expect(refusedImports(file, source)).toEqual([]);
  });
});
