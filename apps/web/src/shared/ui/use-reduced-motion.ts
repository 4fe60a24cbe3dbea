import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const prefersReducedMotion = (): boolean => window.matchMedia(QUERY).matches;

/**
 * Whether the user asked the system for less motion (WCAG 2.2 SC 2.3.3): antd then opens menus, dialogs and drawers
 * without animating them. Follows a change of the setting without a reload.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
