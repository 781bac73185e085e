/**
 * The service worker that keeps the app's own files on the phone (vite.config.ts, `pwa`), so
 * Barback opens with no signal. A new build's worker installs in the background and waits: the
 * page says so (update-prompt.tsx), and only the person's Reload hands the page over to it —
 * then every file comes from the new build, never a mix of old and new code.
 * Loaded after the first page (main.tsx): nothing here is needed to show it.
 */
import { Workbox } from 'workbox-window';
import { useAppUpdate } from './app-update.ts';

/** Registers the worker (production builds only: `npm run dev` serves no worker). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  let reloadAsked = false;
  workbox.addEventListener('waiting', () => {
    useAppUpdate.setState({
      waiting: true,
      reload: () => {
        reloadAsked = true;
        workbox.messageSkipWaiting();
      },
    });
  });
  // The first worker takes over a page it did not serve (the first visit): nothing changes.
  // Any later one is a new build (this page's Reload, or another tab's): this page still runs
  // the old one, whose screens not loaded yet are gone from the phone. Start on the new build.
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled || reloadAsked) window.location.reload();
    controlled = true;
  });
  // An app left open for days (installed, on a phone) looks for a new build each time it
  // comes back to the foreground, not only when a page is loaded.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && navigator.onLine) {
      void workbox.update().catch(() => {});
    }
  });
  void workbox.register();
}

/**
 * A worker a production build left on this origin would serve that build's files to the
 * development server's pages: development removes it.
 */
export function removeServiceWorkers(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((worker) => worker.unregister())));
}
