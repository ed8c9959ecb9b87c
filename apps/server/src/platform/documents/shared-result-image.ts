import { Resvg } from '@resvg/resvg-js';
import type { Locale } from '@teamcast/domain';
import satori from 'satori';
import { keepDrawable, loadFontData } from './fonts';
import { documentLabels } from './labels';

export interface SharedResultImageInput {
  locale: Locale;
  names: [string, string];
  /** 0..100 */
  score: number;
  bandText: string;
}

export const SHARED_IMAGE_WIDTH = 1200;
export const SHARED_IMAGE_HEIGHT = 630;

/** Longer first names are cut with an ellipsis so that both still fit on the card. */
const NAME_LIMIT = 24;

const FONT_FAMILY = 'DejaVu Sans';

/**
 * The shared result's social preview (Open Graph, 1200×630 PNG): the product, two first names, the score and
 * its band, nothing else. Satori lays the card out and turns its text into vector paths, so names are
 * plain text handed to the layout, never markup; resvg draws the paths to pixels without a browser.
 */
export async function renderSharedResultImage(input: SharedResultImageInput): Promise<Buffer> {
  const svg = await satori(card(input), {
    width: SHARED_IMAGE_WIDTH,
    height: SHARED_IMAGE_HEIGHT,
    fonts: [
      { name: FONT_FAMILY, data: loadFontData().regular, weight: 400, style: 'normal' },
      { name: FONT_FAMILY, data: loadFontData().bold, weight: 700, style: 'normal' },
    ],
  });
  const png = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
  return Buffer.from(png);
}

/**
 * The first word of a name, cut to fit: the card shows first names and nothing more of a person. What the
 * font cannot draw is left out, and a name with nothing left reads as "the first partner".
 */
export function firstNameOnCard(name: string, fallback: string): string {
  const word = keepDrawable(name).trim().split(/\s+/u)[0] || fallback;
  const letters = Array.from(word);
  return letters.length > NAME_LIMIT ? `${letters.slice(0, NAME_LIMIT - 1).join('')}…` : word;
}

interface Node {
  type: string;
  key: null;
  props: { style?: Record<string, string | number>; children?: string | Node | (string | Node)[] };
}

function el(type: string, style: Record<string, string | number>, children?: Node['props']['children']): Node {
  return { type, key: null, props: { style, children } };
}

function card(input: SharedResultImageInput): Node {
  const labels = documentLabels[input.locale];
  const score = Math.round(Math.min(100, Math.max(0, Number.isFinite(input.score) ? input.score : 0)));
  const first = firstNameOnCard(input.names[0], labels.someone[0]);
  const second = firstNameOnCard(input.names[1], labels.someone[1]);
  const longest = Math.max(Array.from(first).length, Array.from(second).length);
  const nameSize = longest > 14 ? 50 : longest > 9 ? 62 : 76;
  return el(
    'div',
    {
      width: '100%',
      height: '100%',
      // Satori sizes boxes without their padding unless told otherwise, which pushed the score off the card.
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 80px',
      fontFamily: FONT_FAMILY,
      color: '#212529',
      backgroundImage: 'linear-gradient(135deg, #fff0f6 0%, #ffdeeb 55%, #f3d9fa 100%)',
    },
    [
      el('div', { display: 'flex', alignItems: 'center', fontSize: 30 }, [
        el('div', { fontWeight: 700, color: '#c2255c' }, labels.product),
        el('div', { marginLeft: 20, color: '#868e96' }, labels.testName),
      ]),
      el('div', { display: 'flex', flexDirection: 'column' }, [
        el('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', fontSize: nameSize, fontWeight: 700, lineHeight: 1.15 }, [
          el('div', { display: 'flex' }, first),
          el('div', { display: 'flex', margin: '0 24px', fontWeight: 400, color: '#c2255c' }, '&'),
          el('div', { display: 'flex' }, second),
        ]),
      ]),
      el('div', { display: 'flex', alignItems: 'flex-end' }, [
        el('div', { display: 'flex', alignItems: 'flex-end', color: '#c2255c' }, [
          el('div', { fontSize: 150, fontWeight: 700, lineHeight: 1 }, String(score)),
          el('div', { fontSize: 40, marginLeft: 10, marginBottom: 14, color: '#c2255c', opacity: 0.7 }, '/100'),
        ]),
        el('div', { display: 'flex', flexDirection: 'column', marginLeft: 48, marginBottom: 14, flexGrow: 1, flexShrink: 1 }, [
          el('div', { fontSize: 28, color: '#868e96' }, labels.compatibility),
          el('div', { fontSize: 40, fontWeight: 700, marginTop: 4, marginBottom: 18 }, truncate(keepDrawable(input.bandText), 40)),
          el('div', { display: 'flex', width: '100%', height: 16, borderRadius: 8, backgroundColor: 'rgba(194, 37, 92, 0.15)' }, [
            el('div', { width: `${score}%`, height: 16, borderRadius: 8, backgroundColor: '#c2255c' }),
          ]),
        ]),
      ]),
    ],
  );
}

function truncate(text: string, limit: number): string {
  const letters = Array.from(text.trim());
  return letters.length > limit ? `${letters.slice(0, limit - 1).join('')}…` : letters.join('');
}
