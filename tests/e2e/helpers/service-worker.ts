// Waiting on the app's service worker, and talking to it the way src/sw-client does.
import { expect, type Page } from '@playwright/test';
import { SEARCH_RESULTS_CACHE, type OfflineCarReply } from '../../../src/domain/sw-messages.ts';

/** Resolves once the worker the app registered controls the page (installed, caches filled). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}

/** Waits until `path` is in one of the worker's caches (the worker stores after it answers). */
export async function waitUntilCached(page: Page, path: string): Promise<void> {
  // Polled from here: waitForFunction does not wait for a promise the page returns.
  await expect
    .poll(() => page.evaluate(async (url) => (await caches.match(url, { ignoreVary: true })) !== undefined, path), { message: `${path} cached` })
    .toBe(true);
}

/** How many search answers the search worker has stored. */
export function storedSearchCount(page: Page): Promise<number> {
  return page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, SEARCH_RESULTS_CACHE);
}

/** Waits until `count` search answers are stored (the search worker stores them after answering). */
export async function waitForStoredSearches(page: Page, count: number): Promise<void> {
  await expect.poll(() => storedSearchCount(page), { message: 'stored searches' }).toBeGreaterThanOrEqual(count);
}

/** Sends KEEP_CAR_OFFLINE straight to the worker and returns its reply. */
export async function keepCarOffline(page: Page, urls: string[]): Promise<OfflineCarReply> {
  return page.evaluate(
    (message) =>
      new Promise<OfflineCarReply>((resolve, reject) => {
        const worker = navigator.serviceWorker.controller;
        if (!worker) return reject(new Error('no service worker controls the page'));
        const channel = new MessageChannel();
        channel.port1.addEventListener('message', (event) => resolve(event.data as OfflineCarReply), { once: true });
        channel.port1.start();
        worker.postMessage(message, [channel.port2]);
      }),
    { type: 'KEEP_CAR_OFFLINE' as const, urls },
  );
}

/** Marks this document so a test can tell whether the page has reloaded since. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-test-marker', 'before-update'));
}

export async function documentIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute('data-test-marker'));
}
