// Reads what the app keeps in IndexedDB, from the page (the database is the app's own: 'forecourt').
import type { Page } from '@playwright/test';

/** Every record of one of the app's IndexedDB stores. */
export function readIdbStore<T>(page: Page, storeName: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('forecourt');
        // Not made by the app yet: leave it to the app to create (at its version, with its stores).
        open.addEventListener('upgradeneeded', () => open.transaction!.abort());
        open.addEventListener('error', (event) => {
          if (open.error?.name !== 'AbortError') return reject(open.error);
          event.preventDefault();
          resolve([]);
        });
        open.addEventListener('success', () => {
          const db = open.result;
          // A page that has not opened its database yet: the store is not there, so nothing is in it.
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            return resolve([]);
          }
          const all = db.transaction(name).objectStore(name).getAll();
          all.addEventListener('success', () => {
            resolve(all.result as T[]);
            db.close();
          });
        });
      }),
    storeName,
  );
}
