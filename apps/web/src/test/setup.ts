import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../shared/dates/dates';

// antd reads media queries (responsive grid, breakpoints); jsdom has no matchMedia.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  })),
});

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
