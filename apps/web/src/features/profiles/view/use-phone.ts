import { useMediaQuery } from '@mantine/hooks';
import { useContext } from 'react';
import { TouchAreaContext } from '../../../shared/ui/touch-area';

const phoneQuery = '(max-width: 36em)';

// The phone-shaped areas' flag lives in shared, so that every feature's controls can follow it.
export { TouchAreaContext };

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
