// Which cars sales staff saved for showroom mode on this device. A short list of plain records, so
// localStorage holds it; the media itself lives in the service worker's saved-cars cache.
import { useSyncExternalStore } from 'react';

export interface ShowroomCar {
  slug: string;
  name: string;
  /** Everything stored beyond the page and JSON, to let go of again on removal. */
  urls: string[];
  savedAt: string;
}

const KEY = 'forecourt-showroom-v1';
const listeners = new Set<() => void>();
let cached: { raw: string | null; list: ShowroomCar[] } = { raw: null, list: [] };

function read(): ShowroomCar[] {
  const raw = localStorage.getItem(KEY);
  if (raw !== cached.raw) {
    try {
      cached = { raw, list: raw ? (JSON.parse(raw) as ShowroomCar[]) : [] };
    } catch {
      cached = { raw, list: [] };
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
    () => [],
  );
}
