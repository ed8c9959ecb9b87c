import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create, type Font } from 'fontkit';

// DejaVu Sans (the Bitstream Vera licence with public-domain changes: free to embed, subset and ship) covers
// Latin and Cyrillic in one file, so a Russian name inside an English report needs no fallback font. The
// files come from the npm package on disk; nothing is fetched while a document is made.
const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export const fontFiles = {
  regular: path.join(fontDir, 'DejaVuSans.ttf'),
  bold: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
} as const;

let fontData: { regular: Buffer; bold: Buffer } | undefined;

/** The font files' bytes, read once: the image renderer takes fonts as data, not as paths. */
export function loadFontData(): { regular: Buffer; bold: Buffer } {
  fontData ??= { regular: readFileSync(fontFiles.regular), bold: readFileSync(fontFiles.bold) };
  return fontData;
}

let coverage: { regular: Font; bold: Font } | undefined;

/**
 * The text without the characters the font cannot draw (emoji, scripts other than Latin, Cyrillic and Greek),
 * which would otherwise print as empty boxes. Whitespace stays: it separates words and paragraphs.
 */
export function keepDrawable(text: string): string {
  coverage ??= { regular: create(loadFontData().regular) as Font, bold: create(loadFontData().bold) as Font };
  const { regular, bold } = coverage;
  let kept = '';
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    if (/\s/u.test(character) || (regular.hasGlyphForCodePoint(codePoint) && bold.hasGlyphForCodePoint(codePoint))) kept += character;
  }
  return kept;
}
