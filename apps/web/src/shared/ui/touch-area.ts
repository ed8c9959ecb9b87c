import { createContext, useContext } from 'react';

/** Set by the phone-shaped areas: their controls are thumb-sized (44px and more) whatever the window's width. */
export const TouchAreaContext = createContext(false);

/** Whether the screen is inside a phone-shaped area. */
export function useTouchArea(): boolean {
  return useContext(TouchAreaContext);
}
