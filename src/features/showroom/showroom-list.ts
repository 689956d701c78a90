// Saving a car for showroom mode: its page, data and whole media into the service worker's saved-cars
// cache, then onto the device's showroom list (src/state/showroom.ts). The car page saves one, a
// results page all of its cars.
import { inBatches, showroomUrls } from '../../domain/car-media-urls.ts';
import type { Car } from '../../domain/stock.ts';
import { showroomList } from '../../state/showroom.ts';
import { interiorViewerCodeUrl } from '../media';
import { keepAppFileOffline, keepCarOffline } from '../../sw-client/offline-cars.ts';

const BATCH = 12;

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 * 1024 ? `${(bytes / 1024 ** 3).toFixed(1)} GB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}

/** 'N MB used of M GB' (navigator.storage.estimate), or null where the browser does not say. */
export async function storageUsed(): Promise<string | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  return estimate?.usage != null ? `${formatBytes(estimate.usage)} used${estimate.quota ? ` of ${formatBytes(estimate.quota)}` : ''}` : null;
}

/**
 * Has the service worker keep the interior viewer's code (three.js included) for offline use.
 * Importing it fetches it through the worker; asking for its file again covers code that loaded
 * before the worker took control, which the worker never saw.
 */
async function warmViewerCode(car: Car) {
  if (!car.spin_interior_image) return;
  if (!(await keepAppFileOffline(await interiorViewerCodeUrl()))) throw new Error('The interior view could not be stored. Check the connection and try again.');
}

/**
 * Stores a car's page, data and whole media (showroomUrls) in the saved-cars cache and lists it.
 * `onProgress` hears files done of the total after each batch; a file that could not be stored
 * rejects with a message for the shopper, and the car is not listed.
 */
export async function saveForShowroom(car: Car, template: string, onProgress: (done: number, total: number) => unknown): Promise<void> {
  const urls = showroomUrls(car, template);
  await onProgress(0, urls.length);
  await warmViewerCode(car);
  let done = 0;
  let missing = 0;
  for (const batch of inBatches(urls, BATCH)) {
    const reply = await keepCarOffline({ slug: car.slug, imageUrls: batch });
    // Each reply also counts the page and the JSON, sent with every batch.
    missing += batch.length + 2 - reply.cached;
    done += batch.length;
    await onProgress(done, urls.length);
  }
  if (missing > 0) throw new Error(`${missing} file${missing === 1 ? '' : 's'} could not be stored. Check the connection and try again.`);
  showroomList.put({ slug: car.slug, name: car.name, urls, savedAt: new Date().toISOString() });
}
