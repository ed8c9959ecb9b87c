import { useEffect, useRef } from 'react';

/**
 * On a move to a new place of a flow (not the first one shown, nor a redirect to it): back to the
 * top, and focus on the screen's heading so screen readers announce it. `placeKey` is null until the
 * address names a valid place.
 */
export function usePlaceFocus(placeKey: string | null) {
  const heading = useRef<HTMLHeadingElement>(null);
  const lastPlace = useRef<string | null>(null);
  useEffect(() => {
    if (placeKey === null) return;
    const previous = lastPlace.current;
    lastPlace.current = placeKey;
    if (previous === null || previous === placeKey) return;
    window.scrollTo?.(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [placeKey]);
  return heading;
}
