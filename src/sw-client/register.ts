// Registers the service worker (production builds only) and says when a new version is waiting.
// Nothing reloads on its own: the shopper chooses when, through applyUpdate().
import { Workbox } from 'workbox-window';
import { updateAvailableAtom } from '../state/app-update.ts';
import { store } from '../state/store.ts';

let workbox: Workbox | undefined;
let reloading = false;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || workbox) return;
  workbox = new Workbox('/sw.js');
  // Also fires at start when a version was already waiting (the prompt was ignored last time).
  workbox.addEventListener('waiting', () => store.set(updateAvailableAtom, true));
  workbox.register().catch((error: unknown) => console.error('Service worker registration failed:', error));
}

/** Activates the waiting version and reloads into it once it controls the page. */
export async function applyUpdate(): Promise<void> {
  const wb = workbox;
  if (!wb || reloading) return;
  reloading = true;
  const registration = await navigator.serviceWorker.getRegistration();
  // Another tab already activated it: this page only needs to load under it.
  if (!registration?.waiting) return location.reload();
  wb.addEventListener('controlling', () => location.reload());
  wb.messageSkipWaiting();
}
