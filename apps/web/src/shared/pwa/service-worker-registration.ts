/**
 * Registers the service worker of the built app (/sw.js, apps/web/service-worker.js): the installable app's shell
 * and its push notifications. After the page has loaded, so that it never competes with the first paint; not in
 * development, where Vite serves modules that a kept shell would make stale.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('Приложението не можа да се инсталира за работа без връзка:', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
