// Keeps a car (its page, its JSON and its images) in the service worker's saved-cars cache so it
// opens offline, and lets it go again.
import { messageSW } from 'workbox-window';
import type { OfflineCarReply, ServiceWorkerMessage } from '../domain/sw-messages.ts';

export interface OfflineCar {
  slug: string;
  /** Image URLs exactly as the app shows them (built with the tenant's image template). */
  imageUrls: string[];
}

export function offlineCarUrls(car: OfflineCar): string[] {
  return [`/cars/${car.slug}`, `/api/cars/${car.slug}`, ...car.imageUrls];
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

/** Without an active worker (development build, unsupported browser) nothing is kept. */
async function askServiceWorker(message: ServiceWorkerMessage): Promise<OfflineCarReply> {
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  if (!registration?.active) return { ok: false, cached: 0 };
  return (await messageSW(registration.active, message)) as OfflineCarReply;
}
