import { createContext, useContext } from 'react';

/** Set by the phone-shaped areas: their controls are thumb-sized (44px and more) whatever the window's width. */
export const TouchAreaContext = createContext(false);

/** Whether the screen is inside a phone-shaped area. */
export function useTouchArea(): boolean {
  return useContext(TouchAreaContext);
}

/**
 * A segmented control's options as touch targets: 44px high at least, their words in the middle. With
 * the control's `md` size, three options of Russian words fit a 360px screen side by side.
 */
export const touchSegmentStyles = { label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' } } as const;
