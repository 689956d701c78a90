/// <reference lib="webworker" />
// The service worker (Workbox, built by vite-plugin-pwa's injectManifest into dist/client/sw.js).
// It precaches the built assets, keeps each tenant's pages for offline, caches tenant files, car
// data, images and spin frames, and stores the cars a shopper keeps for offline. It has no route for
// searches, which it leaves to the network at once: the search worker keeps their answers.
// Must not import React, app code (src/app, routes, features, ui, state, db, sw-client), src/server
// or Node modules: only workbox-* and src/domain.
import { cacheNames, clientsClaim, type RouteHandlerCallback, type WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { createPartialResponse } from 'workbox-range-requests';
import { API_PREFIX, CARS_API_PREFIX, HEADER_LOGO_PATH, isExploreApiPath, TENANT_API_PATH } from '../src/domain/api-paths.ts';
import { MEDIA_PREFIX } from '../src/domain/media.ts';
import { isHostedPaymentPage } from '../src/domain/payment-pages.ts';
import { screenAt } from '../src/domain/screen-match.ts';
import { SCREENS, SHELL_PAGES } from '../src/domain/screens.ts';
import { ACCOUNT_DATA_CACHE, GARAGE_DATA_PATH, keepableUrls, SEARCH_RESULTS_CACHE, type OfflineCarReply, type ServiceWorkerMessage } from '../src/domain/sw-messages.ts';
import { LEAD_OUTBOX_LOCK, LEAD_OUTBOX_SYNC_TAG, replayDue, type OutboxAccess, type OutboxEntry, type Settlement } from '../src/domain/lead-outbox.ts';
import { DB_CHANGES_CHANNEL, DB_NAME, OUTBOX_STORE, type DbChange } from '../src/domain/browser-db.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** Each name says what it holds; bump a version when that changes and activate drops the old cache. */
const CACHES = {
  pages: 'forecourt-pages-v1',
  tenant: 'forecourt-tenant-v1',
  icons: 'forecourt-icons-v1',
  carData: 'forecourt-car-data-v1',
  dealerInfo: 'forecourt-dealer-info-v1',
  explore: 'forecourt-explore-v1',
  images: 'forecourt-images-v1',
  spinFrames: 'forecourt-spin-frames-v1',
  /** Filled by the search worker (workers/saved-searches.ts), listed so activate keeps it. */
  searchResults: SEARCH_RESULTS_CACHE,
  savedCars: 'forecourt-saved-cars-v1',
  lazyAssets: 'forecourt-lazy-assets-v1',
  /** The signed-in shopper's My Garage data; forgotten when they sign out. */
  account: ACCOUNT_DATA_CACHE,
} as const;

const DAY_SECONDS = 24 * 60 * 60;
const PAGE_TIMEOUT_SECONDS = 3;

/** The header needs the logo; the rest is what an installed app asks for first. */
const TENANT_FILES = [TENANT_API_PATH, '/manifest.webmanifest', HEADER_LOGO_PATH];
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

const OK_ONLY = new CacheableResponsePlugin({ statuses: [200] });

/**
 * A cached answer is used while its Date header is younger than `seconds`; an older one (or one
 * without the header) is fetched again. workbox-expiration's plugin does this too, but also writes a
 * timestamp to IndexedDB and walks its entries on every use: for a file asked for on every click.
 */
const keptFor = (seconds: number): WorkboxPlugin => ({
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    const sent = Date.parse(cachedResponse?.headers.get('date') ?? '');
    return cachedResponse && Date.now() - sent < seconds * 1000 ? cachedResponse : null;
  },
});
// The image server answers `Vary: Accept` (format=auto); one browser always sends the same Accept,
// and a car kept offline is fetched by this worker with a different one.
const IGNORE_VARY: CacheQueryOptions = { ignoreVary: true };

// Hashed assets only (globPatterns in vite.config.ts): never index.html, /img or the 3D viewer.
// oxlint-disable-next-line no-underscore-dangle -- injectManifest replaces exactly this name
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Take the first visit's page at once; later versions wait for the shopper (SKIP_WAITING).
clientsClaim();

self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all([cacheShellPages(), cacheTenantFiles()]));
});

self.addEventListener('activate', (event) => {
  // Old versions' caches go, and so do the lazily kept chunks: this version's chunks have new names.
  const current = new Set<string>(Object.values(CACHES).filter((name) => name !== CACHES.lazyAssets));
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith('forecourt-') && !current.has(name)).map((name) => caches.delete(name)))),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data as ServiceWorkerMessage | null;
  switch (message?.type) {
    case 'SKIP_WAITING':
      event.waitUntil(self.skipWaiting());
      break;
    case 'KEEP_CAR_OFFLINE':
      event.waitUntil(reply(event, keepCarOffline(keepableUrls(message.urls, self.location.origin))));
      break;
    case 'RELEASE_CAR':
      event.waitUntil(reply(event, releaseCar(keepableUrls(message.urls, self.location.origin))));
      break;
    case 'FORGET_ACCOUNT':
      event.waitUntil(reply(event, forgetAccount()));
      break;
  }
});

// --- install ---------------------------------------------------------------------------------

/**
 * The shell pages must be stored or the version does not install. Pages cached earlier (visited
 * or kept offline) are fetched again, best effort: a new version's HTML names its own asset
 * hashes, and activate removes the old ones from the precache.
 */
async function cacheShellPages(): Promise<void> {
  const pages = await caches.open(CACHES.pages);
  await Promise.all(SHELL_PAGES.map((path) => cacheShellPage(pages, path)));
  const shell = new Set(SHELL_PAGES.map((path) => new URL(path, self.location.origin).href));
  const saved = await caches.open(CACHES.savedCars);
  await Promise.allSettled([
    ...(await htmlEntries(pages)).filter((request) => !shell.has(request.url)).map((request) => refreshEntry(pages, request)),
    ...(await htmlEntries(saved)).map((request) => refreshEntry(saved, request)),
  ]);
}

/**
 * A shell page the server answers 404 is a screen this tenant has switched off (favourites and compare
 * where it keeps no favourites): not kept, and a copy kept before it was switched off goes. Any other
 * failure fails the install, as `addAll` would.
 */
async function cacheShellPage(pages: Cache, path: string): Promise<void> {
  const response = await fetch(path);
  if (response.status === 404) {
    await pages.delete(path);
    return;
  }
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  await pages.put(path, response);
}

async function htmlEntries(cache: Cache): Promise<Request[]> {
  const requests = await cache.keys();
  const types = await Promise.all(requests.map(async (request) => (await cache.match(request))?.headers.get('content-type') ?? ''));
  return requests.filter((_, i) => types[i].startsWith('text/html'));
}

/** Best effort: a missing logo must not keep the app from working offline. */
async function cacheTenantFiles(): Promise<void> {
  const cache = await caches.open(CACHES.tenant);
  await Promise.allSettled(TENANT_FILES.map((path) => cache.add(path)));
}

// --- routes ----------------------------------------------------------------------------------

/** A car's page or call: the slug it is about. */
const CAR_REQUEST = /^\/(?:api\/)?cars\/([a-z0-9]+(?:-[a-z0-9]+)*)(?:\/|$)/;

/**
 * A kept car's requests go out with its pass (the server's car-access.ts): the car's saved JSON
 * carries it, and with it the car keeps opening, fresh, for the shopper who saved or reserved it once
 * the site no longer lists it (sold before the sold-car days, or hidden by the dealer).
 */
async function withCarPass(request: Request): Promise<Request> {
  const slug = CAR_REQUEST.exec(new URL(request.url).pathname)?.[1];
  const copy = slug && (await caches.match(`/api/cars/${slug}`, { cacheName: CACHES.savedCars, ignoreVary: true }));
  const pass = copy ? ((await copy.json().catch(() => null)) as { car_pass?: unknown } | null)?.car_pass : undefined;
  if (typeof pass !== 'string') return request;
  const headers = new Headers(request.headers);
  headers.set('Car-Pass', pass);
  return new Request(request, { headers });
}

const CAR_PASS: WorkboxPlugin = { requestWillFetch: ({ request }) => withCarPass(request) };

/** A kept car's JSON and media come from the saved-cars cache before anywhere else. */
function savedCarsFirst(strategy: Strategy, { refresh }: { refresh: boolean }): RouteHandlerCallback {
  return async ({ request, event }) => {
    const saved = await caches.open(CACHES.savedCars);
    const copy = await saved.match(request, IGNORE_VARY);
    if (!copy) return strategy.handle({ request, event });
    if (refresh) event.waitUntil(refreshEntry(saved, request));
    // A video player asks for byte ranges, cut from the kept copy (workbox-range-requests).
    return request.headers.has('range') ? createPartialResponse(request, copy) : copy;
  };
}

/** Fetches a cached entry again; one deleted meanwhile (a car released) is not brought back. */
async function refreshEntry(cache: Cache, request: Request): Promise<void> {
  const fresh = await fetch(await withCarPass(new Request(request.url))).catch(() => undefined);
  if (fresh?.ok && (await cache.match(request, IGNORE_VARY))) await cache.put(request, fresh);
}

/**
 * Network first (a page names the current asset hashes); offline, the cached page for the URL, then a
 * kept car's page, then the screen's offline shell (src/domain/screens.ts: the favourites, compare and
 * offline pages render from the shopper's own data, so their stored copy serves; the default search
 * page stands in for every search address, and the app renders it anew for its own, so a search
 * reached inside the app, its HTML never fetched, reloads with its saved results), else the offline
 * page.
 */
registerRoute(
  // The payment service's hosted page holds a live payment: straight to the network, never kept.
  ({ request, url }) => request.mode === 'navigate' && !isHostedPaymentPage(url.pathname),
  new NetworkFirst({
    cacheName: CACHES.pages,
    networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
    plugins: [OK_ONLY, new ExpirationPlugin({ maxEntries: 50, purgeOnQuotaError: true }), { handlerDidError: ({ request }) => offlinePage(request) }],
  }),
);

async function offlinePage(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const shell = screenAt(url.pathname, SCREENS).screen.offlineShell;
  const copy =
    (await caches.match(request, { cacheName: CACHES.savedCars, ignoreVary: true })) ??
    (shell ? await caches.match(shell, { cacheName: CACHES.pages }) : undefined);
  if (copy) return copy;
  // /offline itself missing (its cache entry expired) must not redirect to itself.
  if (url.pathname === '/offline') return Response.error();
  return Response.redirect(new URL(`/offline?from=${encodeURIComponent(url.pathname + url.search)}`, url.origin).href, 302);
}

/**
 * My Garage's data: from the network, the last answer kept for offline (the garage opens offline
 * once seen). Only this shopper's: it is forgotten when they sign out (FORGET_ACCOUNT).
 */
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === GARAGE_DATA_PATH,
  new NetworkFirst({ cacheName: CACHES.account, networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS, plugins: [OK_ONLY] }),
);

/** The account's data and every kept page (they say who was signed in) go; the shell pages come back. */
async function forgetAccount(): Promise<OfflineCarReply> {
  await caches.delete(CACHES.account);
  await caches.delete(CACHES.pages);
  await cacheShellPages().catch(() => undefined);
  return { ok: true, cached: 0 };
}

/**
 * Hashed assets: from the precache (also another version's, so a page fetched by a newer version at
 * its install can be shown offline by this one before the shopper reloads), else the heavy chunks
 * left out of the precache (three.js, the interior viewer), kept once a shopper has opened them —
 * hashed names never change content, so they stay until the next version's activate.
 */
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  async ({ request }) => {
    const cached = (await caches.match(request, { cacheName: cacheNames.precache })) ?? (await caches.match(request, { cacheName: CACHES.lazyAssets }));
    if (cached) return cached;
    const response = await fetch(request);
    if (response.ok) await (await caches.open(CACHES.lazyAssets)).put(request, response.clone());
    return response;
  },
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && TENANT_FILES.includes(url.pathname),
  new StaleWhileRevalidate({ cacheName: CACHES.tenant, plugins: [OK_ONLY] }),
);

/**
 * Icons (the manifest's, the home screen's, the header's logo) from the cache for the day the server
 * lets them be kept (max-age), with no request behind them: a revalidation (a fetch and a cache write)
 * takes this worker's thread, which a search answer may be waiting for. The tab's icon is in the page
 * itself (src/server/http/index-page.ts).
 */
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/icons/'),
  new CacheFirst({ cacheName: CACHES.icons, plugins: [OK_ONLY, keptFor(DAY_SECONDS)] }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(CARS_API_PREFIX),
  savedCarsFirst(
    new StaleWhileRevalidate({
      cacheName: CACHES.carData,
      plugins: [CAR_PASS, OK_ONLY, new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true })],
    }),
    { refresh: true },
  ),
);

/**
 * Locations, hours, reviews and the drawn maps: what a location page seen before needs offline. They
 * change seldom, so the copy answers at once and the network refreshes it behind.
 */
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && (url.pathname.startsWith('/api/locations') || url.pathname === '/api/reviews' || url.pathname.startsWith('/api/maps/')),
  new StaleWhileRevalidate({
    cacheName: CACHES.dealerInfo,
    plugins: [OK_ONLY, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
  }),
);

/**
 * Home's sections and the explore pages' data (a model, a brand, an offer): the network's answer while
 * it comes within 3 s (stock counts move), else the copy from before, so a page seen before opens offline.
 */
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isExploreApiPath(url.pathname),
  new NetworkFirst({
    cacheName: CACHES.explore,
    networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
    plugins: [OK_ONLY, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/img/demo/spins/'),
  savedCarsFirst(
    new CacheFirst({
      cacheName: CACHES.spinFrames,
      matchOptions: IGNORE_VARY,
      // Ten 36-frame spins: enough for a browsing session, small enough to stay well under quota.
      plugins: [OK_ONLY, new ExpirationPlugin({ maxEntries: 360, maxAgeSeconds: 7 * DAY_SECONDS, matchOptions: IGNORE_VARY, purgeOnQuotaError: true })],
    }),
    { refresh: false },
  ),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/img/'),
  savedCarsFirst(
    new CacheFirst({
      cacheName: CACHES.images,
      matchOptions: IGNORE_VARY,
      plugins: [OK_ONLY, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, matchOptions: IGNORE_VARY, purgeOnQuotaError: true })],
    }),
    { refresh: false },
  ),
);

/**
 * Video (a car's walkaround) and another origin's GETs (a tenant's image CDN): a kept car's copy if
 * there is one, else straight to the network, uncached (videos are too large to keep for casual
 * browsing; the other routes cache this site's images). A CDN copy was fetched with CORS, so it
 * also serves an <img>'s no-cors request.
 */
registerRoute(
  ({ url, sameOrigin }) => !sameOrigin || url.pathname.startsWith(MEDIA_PREFIX),
  savedCarsFirst(new NetworkOnly(), { refresh: false }),
);

// --- cars kept offline -----------------------------------------------------------------------

function acceptFor(url: string): string {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/cars/')) return 'text/html';
  if (pathname.startsWith(API_PREFIX)) return 'application/json';
  if (pathname.startsWith(MEDIA_PREFIX)) return '*/*';
  return IMAGE_ACCEPT;
}

async function keepCarOffline(urls: string[]): Promise<OfflineCarReply> {
  const saved = await caches.open(CACHES.savedCars);
  const results = await Promise.allSettled(
    urls.map(async (url) => {
      // Past the HTTP cache: the copy it holds may be the placeholder answered before the photo was there.
      const response = await fetch(url, { headers: { Accept: acceptFor(url) }, cache: 'no-cache' });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      await saved.put(url, response);
    }),
  );
  return { ok: urls.length > 0 && results.every((r) => r.status === 'fulfilled'), cached: await countSaved(saved, urls) };
}

async function releaseCar(urls: string[]): Promise<OfflineCarReply> {
  const saved = await caches.open(CACHES.savedCars);
  await Promise.all(urls.map((url) => saved.delete(url, IGNORE_VARY)));
  const cached = await countSaved(saved, urls);
  return { ok: cached === 0, cached };
}

async function countSaved(saved: Cache, urls: string[]): Promise<number> {
  const hits = await Promise.all(urls.map((url) => saved.match(url, IGNORE_VARY)));
  return hits.filter(Boolean).length;
}

async function reply(event: ExtendableMessageEvent, work: Promise<OfflineCarReply>): Promise<void> {
  const answer = await work.catch((): OfflineCarReply => ({ ok: false, cached: 0 }));
  event.ports[0]?.postMessage(answer);
}

// --- lead outbox (Background Sync) -------------------------------------------------------------

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// Chromium fires 'sync' once the connection is back after the page registered LEAD_OUTBOX_SYNC_TAG;
// a rejected promise makes it try again later with its own backoff.
self.addEventListener('sync' as 'message', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag === LEAD_OUTBOX_SYNC_TAG) sync.waitUntil(replayLeads());
});

/** The page's sender (src/domain/lead-outbox.ts) over the outbox, read here without src/db. */
async function replayLeads(): Promise<void> {
  const db = await openOutboxDb();
  if (!db) return;
  try {
    const work = () => replayDue(outboxIn(db), (url, init) => fetch(url, init));
    const waiting = await (self.navigator.locks ? self.navigator.locks.request(LEAD_OUTBOX_LOCK, work) : work());
    if (waiting > 0) throw new Error(`${waiting} lead(s) still waiting`);
  } finally {
    db.close();
  }
}

function outboxIn(db: IDBDatabase): OutboxAccess {
  const current = (id: string) => idbRequest<OutboxEntry | undefined>(db.transaction(OUTBOX_STORE).objectStore(OUTBOX_STORE).get(id));
  return {
    due: async () => (await idbRequest<OutboxEntry[]>(db.transaction(OUTBOX_STORE).objectStore(OUTBOX_STORE).getAll())).sort((a, b) => a.created_at - b.created_at),
    current,
    settle: (id, settlement) => settleEntry(db, id, settlement),
  };
}

async function settleEntry(db: IDBDatabase, id: string, settlement: Settlement): Promise<void> {
  const tx = db.transaction(OUTBOX_STORE, 'readwrite');
  const store = tx.objectStore(OUTBOX_STORE);
  const entry = await idbRequest<OutboxEntry | undefined>(store.get(id));
  // Cleared by the shopper meanwhile, or already confirmed by the page: leave it.
  if (entry && entry.status !== 'sent') store.put({ ...entry, ...settlement, attempts: entry.attempts + 1 });
  await new Promise<void>((resolve, reject) => {
    tx.addEventListener('complete', () => resolve());
    tx.addEventListener('error', () => reject(tx.error));
  });
  // The page's views of the outbox hear of it as of their own writes.
  const change: DbChange = { store: OUTBOX_STORE, op: 'update' };
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
  new BroadcastChannel(DB_CHANGES_CHANNEL).postMessage(change);
}

/** The page's database as it is; never created or upgraded here (only the page does that). */
function openOutboxDb(): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME);
    request.addEventListener('upgradeneeded', () => request.transaction?.abort());
    request.addEventListener('success', () => {
      const db = request.result;
      if (db.objectStoreNames.contains(OUTBOX_STORE)) resolve(db);
      else {
        db.close();
        resolve(null);
      }
    });
    request.addEventListener('error', () => (request.error?.name === 'AbortError' ? resolve(null) : reject(request.error)));
  });
}

function idbRequest<T>(request: IDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    request.addEventListener('success', () => resolve(request.result as T));
    request.addEventListener('error', () => reject(request.error));
  });
}
