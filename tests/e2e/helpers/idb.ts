// Reads what the app keeps in IndexedDB, from the page (the database is the app's own: 'forecourt').
import { expect, type Page } from '@playwright/test';

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

/** Puts a record in one of the app's stores, once the app has made its database (waits for it). */
export async function putIdbRecord(page: Page, storeName: string, record: unknown): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        ({ name, value }) =>
          new Promise<boolean>((resolve, reject) => {
            const open = indexedDB.open('forecourt');
            // Not made by the app yet: leave it to the app to create (at its version, with its stores).
            open.addEventListener('upgradeneeded', () => open.transaction!.abort());
            open.addEventListener('error', (event) => {
              event.preventDefault();
              resolve(false);
            });
            open.addEventListener('success', () => {
              const db = open.result;
              if (!db.objectStoreNames.contains(name)) {
                db.close();
                return resolve(false);
              }
              const tx = db.transaction(name, 'readwrite');
              tx.objectStore(name).put(value);
              tx.addEventListener('complete', () => {
                db.close();
                resolve(true);
              });
              tx.addEventListener('error', () => reject(tx.error));
            });
          }),
        { name: storeName, value: record },
      ),
    )
    .toBe(true);
}
