import { screen } from '@testing-library/react';

/** The error Mantine shows under an input, found through the input's own id. */
export function fieldError(label: string | RegExp): string | null {
  const input = screen.getByLabelText(label, { selector: 'input, textarea' });
  return document.getElementById(`${input.id}-error`)?.textContent ?? null;
}
