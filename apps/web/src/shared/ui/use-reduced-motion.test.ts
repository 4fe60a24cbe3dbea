import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useReducedMotion } from './use-reduced-motion';

/** A matchMedia whose reduced-motion answer the test flips, telling the listeners as a browser would. */
function reducedMotionSetting(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: vi.fn((query: string) => ({
      get matches() {
        return query === '(prefers-reduced-motion: reduce)' && matches;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })),
  });
  return {
    change(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

describe('useReducedMotion', () => {
  it('answers the system setting and follows its change', () => {
    const setting = reducedMotionSetting(false);
    const { result, unmount } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => setting.change(true));
    expect(result.current).toBe(true);
    unmount();
    expect(setting.listeners.size).toBe(0);
  });

  it('is on from the start when the system asks for less motion', () => {
    reducedMotionSetting(true);
    expect(renderHook(() => useReducedMotion()).result.current).toBe(true);
  });
});
