// Keeps a car (its page, its JSON and its images) in the service worker's saved-cars cache so it
// opens offline, and lets it go again.
import { messageSW } from 'workbox-window';
import { carPath } from '../domain/api-paths.ts';
import type { OfflineCarReply, ServiceWorkerMessage } from '../domain/sw-messages.ts';
import { registerServiceWorker } from './register.ts';

export interface OfflineCar {
  slug: string;
  /** Image URLs exactly as the app shows them (built with the tenant's image template). */
  imageUrls: string[];
}

export function offlineCarUrls(car: OfflineCar): string[] {
  return [`/cars/${car.slug}`, carPath(car.slug), ...car.imageUrls];
}

export async function keepCarOffline(car: OfflineCar): Promise<OfflineCarReply> {
  // Asked now, while the shopper is acting: browsers grant persistence more readily then, and a
  // persisted origin's kept cars are not evicted when the device runs short of space.
  await navigator.storage?.persist().catch(() => false);
  return askServiceWorker({ type: 'KEEP_CAR_OFFLINE', urls: offlineCarUrls(car) });
}

export function releaseCarOffline(car: OfflineCar): Promise<OfflineCarReply> {
  return askServiceWorker({ type: 'RELEASE_CAR', urls: offlineCarUrls(car) });
}

/**
 * Asks for a lazily loaded file of the app (its URL as built) so the service worker keeps it: one
 * loaded before the worker took control was never seen by it. Resolves to whether it answered.
 */
export async function keepAppFileOffline(url: string): Promise<boolean> {
  return (await fetch(url)).ok;
}

/** How long keeping a car waits for the service worker's first install. */
export const WORKER_READY_WAIT_MS = 30_000;

/** Without an active worker (development build, unsupported browser) nothing is kept. */
async function askServiceWorker(message: ServiceWorkerMessage): Promise<OfflineCarReply> {
  const worker = await activeWorker();
  if (!worker) return { ok: false, cached: 0 };
  return (await messageSW(worker, message)) as OfflineCarReply;
}

/**
 * The active service worker. It registers once the page has settled (RegisterWhenSettled); a car kept
 * before then (saved during a 360 view's preload on a first visit) has it registered now, and waits
 * for its first install, up to WORKER_READY_WAIT_MS.
 */
async function activeWorker(): Promise<ServiceWorker | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  if (registration?.active) return registration.active;
  registerServiceWorker();
  let timer = 0;
  const timeout = new Promise<null>((resolve) => (timer = window.setTimeout(() => resolve(null), WORKER_READY_WAIT_MS)));
  const ready = await Promise.race([navigator.serviceWorker.ready, timeout]);
  clearTimeout(timer);
  return ready?.active ?? null;
}
