import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own lint configuration, run on sources placed where a layer's file would be. The
// test page's URL class resolves paths as a browser would, so the root is cut from the path by hand.
const repoRoot = decodeURIComponent(import.meta.url.replace(/^file:\/\//, '').replace(/apps\/web\/src\/[^/]+$/, ''));
const eslint = new ESLint({ cwd: repoRoot });

async function refusedImports(file: string, from: string): Promise<string[]> {
  const source = `import { x } from '${from}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(source, { filePath: `apps/web/src/${file}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('web import boundaries', () => {
  it('keeps shared free of features, areas and the app', async () => {
    expect(await refusedImports('shared/x.ts', '../features/contact/contact-form')).toEqual([expect.stringContaining('shared imports nothing')]);
    expect(await refusedImports('shared/api/x.ts', '../../app/services')).toEqual([expect.stringContaining('shared imports nothing')]);
    expect(await refusedImports('shared/api/x.ts', '../errors/error-display')).toEqual([]);
    expect(await refusedImports('shared/i18n/x.ts', '../../locales/en.json')).toEqual([]);
  });

  it('lets a feature import shared and only the features it is built on', async () => {
    expect(await refusedImports('features/contact/x.tsx', '../../shared/paths')).toEqual([]);
    expect(await refusedImports('features/contact/x.tsx', '../identity/api/use-owner-self')).toEqual([expect.stringContaining('no other feature')]);
    expect(await refusedImports('features/contact/forms/x.tsx', '../../../areas/public/pages/faq-page')).toEqual([expect.stringContaining('never an area or the app')]);
    expect(await refusedImports('features/profiles/list/x.tsx', '../../identity/api/use-owner-self')).toEqual([]);
    expect(await refusedImports('features/identity/x.tsx', '../profiles/api/profile-queries')).toEqual([expect.stringContaining('no other feature')]);
  });

  it('lets an area import shared and features, never another area or the app', async () => {
    expect(await refusedImports('areas/public/pages/x.tsx', '../../../features/contact/contact-form')).toEqual([]);
    expect(await refusedImports('areas/public/pages/x.tsx', '../../owner/pages/workspace-pages')).toEqual([expect.stringContaining('no other area')]);
    expect(await refusedImports('areas/public/x.tsx', '../../app/routes')).toEqual([expect.stringContaining('never the app')]);
  });

  it('lets the app import every layer', async () => {
    expect(await refusedImports('app/x.tsx', '../areas/public/pages/faq-page')).toEqual([]);
  });
});
