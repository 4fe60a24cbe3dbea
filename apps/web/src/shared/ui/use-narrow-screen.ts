import { useSyncExternalStore } from 'react';

/** Below antd's `md` breakpoint (768 px): phones and narrow windows. */
export const NARROW_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(NARROW_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const isNarrow = (): boolean => window.matchMedia(NARROW_QUERY).matches;

/**
 * Whether the screen is narrower than 768 px (a phone): lists become cards, page actions go under the title. Asked as
 * a `max-width` query, so a screen that answers no media query at all (a test's bare `matchMedia`) counts as wide.
 * Follows a rotation or a resized window without a reload.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
