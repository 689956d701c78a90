// On sign-in, a shopper's browser favourites can move into their watchlist (the account keeps them
// across devices). Each car is saved through the watchlist call; the ones saved leave the browser's
// list, a car that could not be saved (sold since) stays there.
import { saveCar } from '../../api/account.ts';
import * as favourites from '../../db/favourites.ts';
import type { SavedCar } from '../../db/records.ts';
import { watchlistAtom } from '../../state/session.ts';
import { store } from '../../state/store.ts';

/** The favourites not already in the watchlist (none when the site keeps no favourites). */
export async function favouritesToMove(): Promise<SavedCar[]> {
  const watched = store.get(watchlistAtom);
  return (await favourites.list().catch(() => [] as SavedCar[])).filter((car) => !watched.has(car.id));
}

/** Resolves to how many moved. */
export async function moveFavourites(cars: readonly SavedCar[], phone: string): Promise<number> {
  let moved = 0;
  for (const car of cars) {
    const answer = await saveCar(phone, car.id);
    if (!answer.ok || !answer.data.success) continue;
    store.set(watchlistAtom, new Set([...store.get(watchlistAtom), car.id]));
    await favourites.remove(car.id).catch(() => undefined);
    moved++;
  }
  return moved;
}
