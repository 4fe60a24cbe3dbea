/**
 * Route modules load on demand. After a new release the old chunk names are gone, so a failed chunk load
 * reloads the page once to pick up the new index (spec 1 §2); the flag in sessionStorage stops a reload loop
 * when the server really is unreachable, and is cleared once a chunk loads again.
 */
export const RELOAD_FLAG = 'kg.chunk-reload';

function flagged(): boolean {
  try {
    return window.sessionStorage.getItem(RELOAD_FLAG) === '1';
  } catch {
    return true;
  }
}

function setFlag(on: boolean): void {
  try {
    if (on) window.sessionStorage.setItem(RELOAD_FLAG, '1');
    else window.sessionStorage.removeItem(RELOAD_FLAG);
  } catch {
    // No session storage: never reload automatically.
  }
}

const reloadPage = (): void => window.location.reload();

/** Reloads the page unless this tab already did for the same reason. Returns whether it reloads. */
export function reloadOnce(reload: () => void = reloadPage): boolean {
  if (flagged()) return false;
  setFlag(true);
  reload();
  return true;
}

/** Wraps a route module import: `lazy: lazyRoute(() => import('./page'))`. */
export function lazyRoute<T>(load: () => Promise<T>, reload: () => void = reloadPage): () => Promise<T> {
  return async () => {
    try {
      const module = await load();
      setFlag(false);
      return module;
    } catch (error) {
      // While the page reloads, keep the current screen instead of flashing an error page.
      if (reloadOnce(reload)) return new Promise<T>(() => {});
      throw error;
    }
  };
}

/** Vite reports failed preloads of a chunk's dependencies with this event. */
export function reloadOnPreloadError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
