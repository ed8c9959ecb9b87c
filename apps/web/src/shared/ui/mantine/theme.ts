import { createTheme, Modal } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // Dialog titles read as headings, not as body text.
    Modal: Modal.extend({ styles: { title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } } }),
  },
});
