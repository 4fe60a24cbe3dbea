import type { MouseEvent } from 'react';

/** The id of the page's main area (the layout's `<main>`), where the skip link leads. */
export const MAIN_CONTENT_ID = 'main-content';
export const skipLinkText = 'Към съдържанието';

/**
 * „Към съдържанието“ (WCAG 2.4.1): the first Tab stop of every signed-in page, hidden until it has the focus; it moves
 * the focus past the top bar and the menu to the page itself. It focuses the main area itself instead of changing the
 * URL's hash, which the router would take for a navigation.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a className="kg-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {skipLinkText}
    </a>
  );
}
