// Which cars sales staff saved for showroom mode on this device. A short list of plain records, so
// localStorage holds it; the media itself lives in the service worker's saved-cars cache. Saving a
// car is here too: the car page saves one, a results page all of its cars.
import { useSyncExternalStore } from 'react';
import { inBatches, showroomUrls } from '../../domain/car-media-urls.ts';
import type { Car } from '../../domain/stock.ts';
import { keepCarOffline } from '../../sw-client/offline-cars.ts';

export interface ShowroomCar {
  slug: string;
  name: string;
  /** Everything stored beyond the page and JSON, to let go of again on removal. */
  urls: string[];
  savedAt: string;
}

const KEY = 'forecourt-showroom-v1';
const listeners = new Set<() => void>();
// One empty list for the server's snapshot and an empty store alike: hydration compares snapshots
// by identity, and a different (even empty) list forces a synchronous re-render after it.
const NONE: ShowroomCar[] = [];
let cached: { raw: string | null; list: ShowroomCar[] } = { raw: null, list: NONE };

function read(): ShowroomCar[] {
  const raw = localStorage.getItem(KEY);
  if (raw !== cached.raw) {
    try {
      cached = { raw, list: raw ? (JSON.parse(raw) as ShowroomCar[]) : NONE };
    } catch {
      cached = { raw, list: NONE };
    }
  }
  return cached.list;
}

function write(list: ShowroomCar[]) {
  localStorage.setItem(KEY, JSON.stringify(list));
  for (const listener of listeners) listener();
}

export const showroomList = {
  read,
  put(car: ShowroomCar) {
    write([...read().filter((c) => c.slug !== car.slug), car]);
  },
  remove(slug: string) {
    write(read().filter((c) => c.slug !== slug));
  },
};

export function useShowroomList(): ShowroomCar[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      window.addEventListener('storage', listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', listener);
      };
    },
    read,
    () => NONE,
  );
}

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
  const { VIEWER_CODE_URL } = await import('../media/InteriorViewer.tsx');
  const kept = await fetch(VIEWER_CODE_URL);
  if (!kept.ok) throw new Error('The interior view could not be stored. Check the connection and try again.');
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
