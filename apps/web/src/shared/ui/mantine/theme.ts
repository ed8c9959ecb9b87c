import {
  createTheme,
  defaultVariantColorsResolver,
  Drawer,
  Modal,
  parseThemeColor,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * Mantine's sixth grey (#868e96) is its dimmed colour, the one of secondary text: 3.3:1 on white and
 * 3.1:1 on the app's background, too faint for small text (WCAG asks 4.5:1). This darker sixth shade
 * (Mantine's others kept) stays a neutral grey between its neighbours and reads at 5.4:1 on white, 5.0:1 on the background and
 * 4.9:1 on the lightest grey fills.
 */
const gray: MantineColorsTuple = ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#636b73', '#495057', '#343a40', '#212529'];

const channels = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));

const luminance = (rgb: number[]) => {
  const [r, g, b] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

const contrast = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

/**
 * The colour's ninth shade, darkened just enough to read at 4.6:1 on its first shade, or the ninth as it is when it
 * already does.
 */
export function lightVariantText(shades: readonly string[]): string {
  const background = channels(shades[1]!);
  const text = channels(shades[9]!);
  for (let darker = 0; darker < 1; darker += 0.05) {
    const rgb = text.map((value) => Math.round(value * (1 - darker)));
    if (contrast(rgb, background) >= 4.6) return `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
  }
  return '#000000';
}

/**
 * Mantine's light variant writes a colour's ninth shade on its first: 4.3:1 for teal, 3.8:1 for green, 3.6:1 for
 * orange and less for lime and yellow, too faint for the small bold text of badges (WCAG asks 4.5:1). The text of a
 * light variant in a theme colour takes a darkened ninth shade where the ninth falls short; everything else is Mantine's.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined) return colors;
  const shades = input.theme.colors[parsed.color];
  return shades && /^#[\da-f]{6}$/i.test(shades[1]!) && /^#[\da-f]{6}$/i.test(shades[9]!) ? { ...colors, color: lightVariantText(shades) } : colors;
};

/** What the theme says in words: it follows the interface language, so the shell builds it per language. */
export interface ThemeTexts {
  /** The name of the icon-only button that closes a dialog or a drawer. */
  close: string;
}

/**
 * The app's Mantine theme.
 *
 * Filled buttons, badges and links take the eighth shade instead of the sixth: white on the sixth
 * blue and pink is 3.6:1 and 3.9:1 and the sixth blue as link text 3.5:1, while the eighth reaches
 * 5.0:1 and more, so small text on or in them stays legible everywhere.
 *
 * Light badges and alerts read at 4.5:1 too (see `variantColorResolver`).
 *
 * Every dialog and drawer has an icon-only close button; the theme names it, so no dialog is left with
 * a nameless button and a dialog passing its own `closeButtonProps` still wins.
 */
export function createAppTheme(texts: ThemeTexts): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': texts.close };
  return createTheme({
    primaryColor: 'blue',
    primaryShade: { light: 8, dark: 8 },
    colors: { gray },
    defaultRadius: 'md',
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    headings: { fontWeight: '700' },
    focusRing: 'auto',
    variantColorResolver,
    cursorType: 'pointer',
    components: {
      // Dialog titles read as headings, not as body text.
      Modal: Modal.extend({ defaultProps: { closeButtonProps }, styles: { title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } } }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
    },
  });
}
