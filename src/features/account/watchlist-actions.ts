// Spec §4 watchlist save: an optimistic change, then the API call (spec §7); on success the toast
// ('Car Saved In Watchlist' / 'Car Removed') and, for a save, analytics event 39; on failure the change
// is undone and the browser alerts the server's message (spec §8).
import { removeCar, saveCar } from '../../api/account.ts';
import { WATCHLIST_MESSAGES } from '../../domain/account.ts';
import { track } from '../../platform/analytics.ts';
import { watchlistAtom, watchlistPendingAtom } from '../../state/session.ts';
import { store } from '../../state/store.ts';
import { toasts } from '../../state/toasts.ts';

/** Spec §7 analytics: event 39 is a watchlist save. */
export const WATCHLIST_SAVE_EVENT = 39;

const withCar = (set: ReadonlySet<number>, carId: number, present: boolean) => {
  const next = new Set(set);
  if (present) next.add(carId);
  else next.delete(carId);
  return next;
};

/** Saves (or removes, when saved) the car for the shopper whose mobile is `phone`. */
export const toggleWatch = (carId: number, phone: string) => setWatched(carId, phone, !store.get(watchlistAtom).has(carId));

/** Saves or removes the car; resolves to whether the server agreed. */
export async function setWatched(carId: number, phone: string, saving: boolean): Promise<boolean> {
  if (store.get(watchlistPendingAtom).has(carId)) return false;
  store.set(watchlistPendingAtom, withCar(store.get(watchlistPendingAtom), carId, true));
  store.set(watchlistAtom, withCar(store.get(watchlistAtom), carId, saving));
  try {
    const answer = saving ? await saveCar(phone, carId) : await removeCar(phone, carId);
    if (answer.ok && answer.data.success) {
      toasts.add({ title: saving ? WATCHLIST_MESSAGES.saved : WATCHLIST_MESSAGES.removed, tone: 'success' });
      if (saving) track(WATCHLIST_SAVE_EVENT, { car_id: carId });
      return true;
    }
    store.set(watchlistAtom, withCar(store.get(watchlistAtom), carId, !saving));
    window.alert(answer.ok ? answer.data.message : answer.message);
    return false;
  } finally {
    store.set(watchlistPendingAtom, withCar(store.get(watchlistPendingAtom), carId, false));
  }
}
