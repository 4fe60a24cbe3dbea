import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { installShiftedClock } from '../../../../tools/lib/clock.mjs';
import '../shared/dates/dates';

// The tests' one clock (KG_CLOCK_SHIFT_DAYS, tools/lib/clock.mjs): "today" may be moved, e.g. a year ahead.
installShiftedClock();

// findBy… and waitFor wait up to 10 s (the library's 1 s default fails pages that load lazily on a busy 2-core machine).
configure({ asyncUtilTimeout: 10_000 });

// The test files share their worker's globals (vite.config.ts: isolate false): whatever a test or a file changes on
// them is put back here, after each test (and each file), so that no file depends on the one that ran before it.

// antd reads media queries (responsive grid, breakpoints); jsdom has no matchMedia. setScreenWidth replaces it.
const defaultMatchMedia = (query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: vi.fn(),
  removeListener: vi.fn(),
  addEventListener: vi.fn(),
  removeEventListener: vi.fn(),
  dispatchEvent: vi.fn(() => false),
});
const resetMatchMedia = () =>
  Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: vi.fn(defaultMatchMedia) });
resetMatchMedia();

// Assigned directly by some tests (uploads, avatars); jsdom's URL has neither.
const urlStatics = {
  createObjectURL: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
  revokeObjectURL: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
};
// Layout stubs of the rich-text editor's tests (editor-layout.ts), absent in jsdom.
const layoutStubs = {
  elementFromPoint: Object.getOwnPropertyDescriptor(document, 'elementFromPoint'),
  getClientRects: Object.getOwnPropertyDescriptor(Range.prototype, 'getClientRects'),
  getBoundingClientRect: Object.getOwnPropertyDescriptor(Range.prototype, 'getBoundingClientRect'),
};
const restoreProperty = (target: object, key: string, descriptor: PropertyDescriptor | undefined) => {
  if (descriptor) Object.defineProperty(target, key, descriptor);
  else delete (target as Record<string, unknown>)[key];
};

// antd's popups (Select, Dropdown) watch their size; jsdom has no ResizeObserver.
class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoResizeObserver });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
  resetMatchMedia();
  restoreProperty(URL, 'createObjectURL', urlStatics.createObjectURL);
  restoreProperty(URL, 'revokeObjectURL', urlStatics.revokeObjectURL);
  document.title = '';
});

afterAll(() => {
  // What a file left in the page outside React's roots (antd's measuring textarea, a portal's container) goes with it.
  document.body.replaceChildren();
  restoreProperty(document, 'elementFromPoint', layoutStubs.elementFromPoint);
  restoreProperty(Range.prototype, 'getClientRects', layoutStubs.getClientRects);
  restoreProperty(Range.prototype, 'getBoundingClientRect', layoutStubs.getBoundingClientRect);
});

// jsdom computes a style by cascading every stylesheet of the document, and antd injects thousands of CSS-in-JS rules:
// every getByRole and every click (which ask for the computed style of an element and its ancestors) cost seconds.
// The tests read computed styles only to tell hidden from shown, and antd hides with inline `display: none` (motion,
// portals) or the `hidden` attribute: answer from those alone. (Measured: a page test file 81 s → 28 s.)
window.getComputedStyle = ((element: Element) => {
  const style = document.createElement('div').style;
  style.cssText = (element as HTMLElement).style?.cssText ?? '';
  if (element.hasAttribute('hidden') && !style.display) style.display = 'none';
  return style;
}) as typeof window.getComputedStyle;
