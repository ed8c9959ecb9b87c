import { createTheme, Drawer, Modal, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';

/**
 * Mantine's sixth grey (#868e96) is its dimmed colour, the one of secondary text: 3.3:1 on white and
 * 3.1:1 on the app's background, too faint for small text (WCAG asks 4.5:1). This darker sixth shade
 * (Mantine's others kept) stays a neutral grey between its neighbours and reads at 5.4:1 on white, 5.0:1 on the background and
 * 4.9:1 on the lightest grey fills.
 */
const gray: MantineColorsTuple = ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#636b73', '#495057', '#343a40', '#212529'];

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
    cursorType: 'pointer',
    components: {
      // Dialog titles read as headings, not as body text.
      Modal: Modal.extend({ defaultProps: { closeButtonProps }, styles: { title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } } }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
    },
  });
}
