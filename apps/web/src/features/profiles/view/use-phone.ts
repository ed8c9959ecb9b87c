import { useMediaQuery } from '@mantine/hooks';
import { createContext, useContext } from 'react';

const phoneQuery = '(max-width: 36em)';

/** Set by the phone-shaped areas: their controls are thumb-sized whatever the window's width. */
export const TouchAreaContext = createContext(false);

/** Whether the screen is phone-narrow: dialogs then take the whole screen. */
export function usePhone(): boolean {
  return useMediaQuery(phoneQuery) ?? false;
}

/** Whether controls must be touch targets of at least 44px: on phones, and in the phone-shaped areas. */
export function useTouch(): boolean {
  const touchArea = useContext(TouchAreaContext);
  return usePhone() || touchArea;
}

/** Button and input size: Mantine's lg (50px) where fingers tap, the compact default elsewhere. */
export function useControlSize(): 'sm' | 'lg' {
  return useTouch() ? 'lg' : 'sm';
}
