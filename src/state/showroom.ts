// Which cars sales staff saved for showroom mode on this device (the media itself is in the service
// worker's saved-cars cache). A short list of plain records, so localStorage holds it; other tabs'
// writes arrive as 'storage' events.
import { atom, store, useClientValue } from './store.ts';

export interface ShowroomCar {
  slug: string;
  name: string;
  /** Everything stored beyond the page and JSON, to let go of again on removal. */
  urls: string[];
  savedAt: string;
}

const KEY = 'forecourt-showroom-v1';
// One empty list for the server's value and an empty store alike: hydration compares values by
// identity, and a different (even empty) list forces a synchronous re-render after it.
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

/** Moves on each write here and, while the list is shown, each write in another tab. */
const written = atom(0);
written.onMount = (set) => {
  // Another tab may have written while nothing here showed the list.
  set((n) => n + 1);
  const onStorage = () => set((n) => n + 1);
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};
const showroomAtom = atom((get) => {
  get(written);
  return read();
});

function write(list: ShowroomCar[]) {
  localStorage.setItem(KEY, JSON.stringify(list));
  store.set(written, (n) => n + 1);
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
  return useClientValue(showroomAtom, NONE);
}
