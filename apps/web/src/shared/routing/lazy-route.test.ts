import { describe, expect, it, vi } from 'vitest';
import { lazyRoute, RELOAD_FLAG } from './lazy-route';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/page-old.js');

describe('lazyRoute', () => {
  it('reloads the page once when a chunk fails to load', async () => {
    const reload = vi.fn();
    const load = lazyRoute(() => Promise.reject(chunkError()), reload);
    void load();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem(RELOAD_FLAG)).toBe('1');
  });

  it('does not reload again after the reload: the error reaches the error page', async () => {
    window.sessionStorage.setItem(RELOAD_FLAG, '1');
    const reload = vi.fn();
    await expect(lazyRoute(() => Promise.reject(chunkError()), reload)()).rejects.toThrow(/dynamically imported/);
    expect(reload).not.toHaveBeenCalled();
  });

  it('clears the flag once a chunk loads, so a later release can reload again', async () => {
    window.sessionStorage.setItem(RELOAD_FLAG, '1');
    await expect(lazyRoute(() => Promise.resolve({ Component: 'page' }), vi.fn())()).resolves.toEqual({ Component: 'page' });
    expect(window.sessionStorage.getItem(RELOAD_FLAG)).toBeNull();
  });
});
