// npm run bench:search-ui — the search page and a car page's first tap, in Debian's Chromium.
// 1. Unthrottled, on the demo tenant's search page (as since issue 4): time from a facet click to the
//    updated results painted (no debounce involved), and from the end of the text debounce (the URL
//    push) to paint, over FACET_CLICKS + TEXT_SEARCHES interactions, timed inside the page.
// 2. At 4x CPU throttling (issue 38), INP-style: each facet click's interaction from the Event Timing
//    API (PerformanceObserver 'event', durationThreshold 16: the longest of its pointerdown, pointerup
//    and click entries, input delay + processing + presentation to the next paint) beside its time to
//    the painted results, over FACET_CLICKS_4X clicks.
// 3. At 4x CPU throttling on a phone (412x823, touch), a car page with a 360 spin opened afresh
//    (nothing cached) and tapped right at its load event, CAR_LOADS times for each target: the viewer's
//    tab not selected (Gallery or 360°) and Enquire Now. Driven over the DevTools pipe without the
//    Runtime domain (scripts/cdp-pipe.ts), which Playwright's pages have on and which slows a page's
//    first scripts. Per tap: the Event Timing interaction; the time from the finger's release (the
//    pointerup, where a touch's tap acts: react-aria's tabs select and the click follows) to the
//    frame that shows it handled (the tab selected; Enquire Now's dialog marked open), which also
//    covers a tap made before the page is live and replayed once it is (handled_ms: where one of the
//    tap's events showed it, that event's paint by Event Timing, handled_by 'event'; else, and always
//    in handled_next_task_ms, the task after the frame that showed it, which runs only after the tasks
//    already queued, handled_by 'frame'); for Enquire Now also to a
//    dialog open (dialog_ms: the form's frame, a native <dialog>, or the form's own) and to the form's
//    own dialog (form_ms); and press_ms, from the pointer going down to its release, which here is
//    the DevTools dispatch of the two touch events, not the page's doing.
// BENCH_PARTS picks parts: `search` (1 and 2), `car-tap` (3); both by default. The JSON then has only
// the figures and targets of the parts run.
// Starts its own server (CLIENT_DIR selects the built app, dist/client by default). An interaction
// under the 16 ms threshold has no entry and counts as 16 ms. Targets: facet click to painted results
// p95 < 100 ms (issue 4, and at 4x issue 38); a car page's first tap handled within 100 ms at 4x.
// The last line is one line of JSON: {"facet_p50_ms","facet_p95_ms","text_p50_ms","text_p95_ms",
// "cpu_4x":{"facet_click_to_results_painted_p50_ms",…_p95_ms,"facet_click_inp_p50_ms",…_p95_ms,
// "car_first_tap":{"viewer_tab":{…},"enquire_now":{…}}},"load_avg":{…},"targets_met":{…}}; each
// painted figure also as `…_next_task_p50_ms` and `…_next_task_p95_ms` (RECORD_INTERACTIONS).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { PAGE_LIVE } from '../src/domain/early-tap.ts';
import { launchCdpBrowser, type CdpBrowser } from './cdp-pipe.ts';
import { CHROMIUM_PATH } from './chromium-paths.ts';
import { loadAverage, machineReading } from './bench-machine.ts';
import { spawnServer } from './server-process.ts';

const PORT = Number(process.env.BENCH_PORT || 8501);
const FACET_CLICKS = 60;
const FACET_CLICKS_4X = Number(process.env.BENCH_FACET_CLICKS_4X || 24);
const CAR_LOADS = Number(process.env.BENCH_CAR_LOADS || 5);
const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PARTS = new Set((process.env.BENCH_PARTS || 'search,car-tap').split(','));
for (const part of PARTS) if (part !== 'search' && part !== 'car-tap') throw new Error(`BENCH_PARTS: no part ${part} (search, car-tap)`);
const TENANT = 'metro-auto-group';
const TEXT_SEARCHES = 60;
const WORDS = ['toyota', 'hilux', 'suv', 'corolla', 'hyundai', 'tucson', 'diesel', 'automatic', 'white', 'ranger', 'camry', 'kona', 'hybrid', 'ute', 'prado', 'sedan', 'electric', 'van', 'red', 'kluger'];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
};

// Page-side code goes as source text: tsx's name-keeping helpers do not exist in the page.
/**
 * Times each interaction inside the page, from its start to the paint of its results: armed when a
 * pointer goes down (a facet click) or the app pushes a URL (the end of the text debounce), it
 * checks every frame until one shows the results for the new URL. A frame paints what was committed
 * before its rAF callbacks ran, and a task queued from one runs after that paint: `painted` is a
 * user-blocking task's (scheduler.postTask), which the browser runs ahead of the page's own tasks
 * already queued (the next cards' renders, a worker's message); `nextTask` a timeout's, which runs
 * after them (this bench's figure until 2026-11-29, kept beside it). Measured in the page, neither
 * depends on when the harness, a DevTools round trip away, comes to look.
 */
const RECORD_INTERACTIONS = `{
  const watch = (name) => {
    const from = location.search;
    const timing = (window[name] = { start: performance.now(), painted: null, nextTask: null });
    const frame = () => {
      const answered = document.querySelector('.search-results')?.dataset.answered;
      if (location.search !== from && answered === location.search.slice(1)) {
        scheduler.postTask(() => (timing.painted = performance.now()), { priority: 'user-blocking' });
        setTimeout(() => (timing.nextTask = performance.now()), 0);
      } else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  const push = history.pushState.bind(history);
  history.pushState = function (...args) {
    watch('benchPush');
    return push(...args);
  };
  addEventListener('pointerdown', () => watch('benchPointer'), { capture: true });
}`;

type Timing = { start: number; painted: number | null; nextTask: number | null };
/** An interaction's time to its painted results, and to the timeout after them (RECORD_INTERACTIONS). */
type ToPaint = { painted: number; nextTask: number };

/** The interaction's time to paint, once its results are painted. */
async function timeToPaint(page: Page, name: 'benchPointer' | 'benchPush'): Promise<ToPaint> {
  const timing = await page.waitForFunction((n) => {
    const t = (window as unknown as Record<string, Timing | undefined>)[n];
    return t && t.painted !== null && t.nextTask !== null ? t : null;
  }, name);
  const { start, painted, nextTask } = (await timing.jsonValue()) as Timing;
  return { painted: painted! - start, nextTask: nextTask! - start };
}

/** p50 and p95 of the interactions' painted results, then of their next task, under `prefix`. */
function toPaintFigures<P extends string>(prefix: P, timings: ToPaint[]) {
  const painted = timings.map((t) => t.painted);
  const nextTask = timings.map((t) => t.nextTask);
  return {
    [`${prefix}_p50_ms`]: percentile(painted, 50),
    [`${prefix}_p95_ms`]: percentile(painted, 95),
    [`${prefix}_next_task_p50_ms`]: percentile(nextTask, 50),
    [`${prefix}_next_task_p95_ms`]: percentile(nextTask, 95),
  } as Record<`${P}_p50_ms` | `${P}_p95_ms` | `${P}_next_task_p50_ms` | `${P}_next_task_p95_ms`, number>;
}

/** Waits until the page shows the results for its URL. */
const showsItsResults = (page: Page) => page.waitForFunction(() => document.querySelector<HTMLElement>('.search-results')?.dataset.answered === location.search.slice(1));

/** The bench tenant's search page, as the clicks and searches start from it. */
const SEARCH_URL = `http://localhost:${PORT}/search/new-used-and-demo-cars/`;

/** The page shows the results for its URL and is live: the clicks are the live page's (the server's HTML shows results before). */
async function liveResults(page: Page): Promise<void> {
  await showsItsResults(page);
  await page.waitForFunction((flag) => (window as unknown as Record<string, unknown>)[flag] === true, PAGE_LIVE);
}

/** Facet values every demo search page lists: [group, role, value]. */
const FACET_TARGETS = [
  ['Condition', 'checkbox', 'New'],
  ['Body type', 'button', 'SUV'],
  ['Make', 'checkbox', 'Toyota'],
  ['Condition', 'checkbox', 'Used'],
  ['Fuel', 'checkbox', 'Diesel'],
  ['Body type', 'button', 'Hatch'],
  ['Transmission', 'checkbox', 'Manual'],
  ['Make', 'checkbox', 'Hyundai'],
  ['Condition', 'checkbox', 'Demo'],
  ['Body type', 'button', 'Ute'],
  ['Fuel', 'checkbox', 'Petrol'],
  ['Body type', 'button', 'Sedan'],
] as const;

async function facetClicks(page: Page, clicks: number): Promise<ToPaint[]> {
  const timings: ToPaint[] = [];
  for (let i = 0; i < clicks; i++) {
    // Each value is switched on, then off again by the next click, so every pair starts from the same page.
    const [group, role, value] = FACET_TARGETS[Math.floor(i / 2) % FACET_TARGETS.length];
    const panel = page.getByRole('group', { name: group });
    // A closed panel is opened first, as a shopper would (its options are not rendered until then).
    const closed = panel.getByRole('button', { name: group, expanded: false });
    if (await closed.count()) await closed.click();
    const target = panel.getByRole(role, { name: new RegExp(`^${value}\\b`) });
    await target.scrollIntoViewIfNeeded();
    await target.click({ force: true });
    timings.push(await timeToPaint(page, 'benchPointer'));
  }
  return timings;
}

/**
 * The clicks and searches made once on a page of their own, unmeasured, so the image cache holds the
 * cards' photos (as a CDN edge would) and the server is not encoding them while clicks are timed; the
 * measured page's search worker and storage start empty.
 */
async function warmImages(browser: Browser): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORD_INTERACTIONS);
    await page.goto(SEARCH_URL);
    await liveResults(page);
    await facetClicks(page, FACET_TARGETS.length * 2);
    await textSearches(page);
    await page.waitForLoadState('networkidle');
  } finally {
    await context.close();
  }
}

async function textSearches(page: Page): Promise<ToPaint[]> {
  const timings: ToPaint[] = [];
  const box = page.getByRole('searchbox', { name: 'Search cars' });
  for (let i = 0; i < TEXT_SEARCHES; i++) {
    const word = `${WORDS[i % WORDS.length]}${i >= WORDS.length * 2 ? ' ' + WORDS[(i * 7) % WORDS.length] : ''}`;
    await page.evaluate(() => delete (window as { benchPush?: unknown }).benchPush);
    await box.fill(word);
    timings.push(await timeToPaint(page, 'benchPush'));
  }
  return timings;
}

/**
 * Event Timing (page-side source text): every entry of an interaction at or over 16 ms, and the first
 * input (always reported), kept in `benchEvents`.
 */
const RECORD_EVENT_TIMING = `{
  const events = (window.benchEvents = []);
  const keep = (list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      if (events.some((k) => k.name === e.name && k.startTime === e.startTime)) continue;
      events.push({ name: e.name, interactionId: e.interactionId, startTime: e.startTime, processingStart: e.processingStart, processingEnd: e.processingEnd, duration: e.duration });
    }
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
}`;

type EventEntry = { name: string; interactionId: number; startTime: number; processingStart: number; processingEnd: number; duration: number };
/** One interaction as INP counts it: its longest entry, split into input delay, processing and presentation. */
type Interaction = { start: number; duration_ms: number; input_delay_ms: number; processing_ms: number; presentation_ms: number };

const THRESHOLD_MS = 16;

function interactions(events: EventEntry[]): Interaction[] {
  const byId = new Map<number, EventEntry[]>();
  for (const e of events) byId.set(e.interactionId, [...(byId.get(e.interactionId) ?? []), e]);
  return [...byId.values()]
    .map((entries) => {
      const longest = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
      return {
        start: Math.min(...entries.map((e) => e.startTime)),
        duration_ms: longest.duration,
        input_delay_ms: Math.round(longest.processingStart - longest.startTime),
        processing_ms: Math.round(longest.processingEnd - longest.processingStart),
        presentation_ms: Math.round(longest.startTime + longest.duration - longest.processingEnd),
      };
    })
    .sort((a, b) => a.start - b.start);
}

/** The throttled clicks' INP-style durations: one a click, those under the threshold counted as 16 ms. */
async function facetClickInteractions(page: Page, clicks: number): Promise<number[]> {
  await page.waitForTimeout(300);
  const found = interactions(await page.evaluate(() => (window as unknown as { benchEvents: EventEntry[] }).benchEvents)).map((i) => i.duration_ms);
  return [...found, ...Array<number>(Math.max(0, clicks - found.length)).fill(THRESHOLD_MS)];
}

/**
 * Page-side: once the bench names the target (`benchTarget`), a pointer going down on it starts
 * `benchTap` (`release` is its pointerup's time) and every frame checks whether the page shows the
 * tap handled; `handled` is set in the task after the frame that shows it (painted), `dialog`
 * likewise once a dialog is open (a native <dialog> open, or an element with the role), `form` once
 * the form's dialog (react-aria's) is. A task already queued runs before that one, after the frame:
 * where the tap's own event shows it handled (the page's first script answers it in its handler, or
 * the app in its own), `shownBy` names that event, whose Event Timing entry ends at the paint of the
 * frame that shows it (WATCH_SHOWN_BY).
 */
const WATCH_TAP = `{
  const shows = (window.benchShows = (target) => {
    if (target.kind === 'tab') {
      const tab = [...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent.trim() === target.name);
      return tab?.getAttribute('aria-selected') === 'true';
    }
    return document.querySelector('[aria-haspopup="dialog"][aria-expanded="true"]') !== null;
  });
  addEventListener('pointerdown', (event) => {
    const target = window.benchTarget;
    if (!target || window.benchTap) return;
    const tap = (window.benchTap = { start: event.timeStamp, release: null, live: window['${PAGE_LIVE}'] === true, handled: null, shownBy: null, dialog: null, form: null });
    addEventListener('pointerup', (up) => (tap.release = up.timeStamp), { capture: true, once: true });
    const frame = () => {
      if (tap.handled === null && shows(target)) setTimeout(() => (tap.handled = performance.now()), 0);
      if (target.kind === 'enquire' && tap.dialog === null && document.querySelector('dialog[open], [role="dialog"]')) setTimeout(() => (tap.dialog = performance.now()), 0);
      if (target.kind === 'enquire' && tap.form === null && document.querySelector('[role="dialog"] form')) setTimeout(() => (tap.form = performance.now()), 0);
      if (tap.handled === null || (target.kind === 'enquire' && (tap.dialog === null || tap.form === null))) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, { capture: true });
}`;

/**
 * Page-side, once the page's own scripts listen: after the page's listeners for each of the tap's
 * events (capture on the window, after the first script's, which may stop the event there; bubbling
 * to the window, after the app's), the first event after which the page shows the tap handled.
 */
const WATCH_SHOWN_BY = `{
  const mark = (event) => {
    const tap = window.benchTap;
    if (tap && tap.shownBy === null && window.benchShows(window.benchTarget)) tap.shownBy = { type: event.type, at: event.timeStamp };
  };
  for (const type of ['pointerdown', 'pointerup', 'click']) {
    addEventListener(type, mark, { capture: true });
    addEventListener(type, mark);
  }
}`;

type Tap = { start: number; release: number | null; live: boolean; handled: number | null; shownBy: { type: string; at: number } | null; dialog: number | null; form: number | null };
type TapFigures = {
  handled_ms: number | null;
  handled_by: 'event' | 'frame' | null;
  handled_next_task_ms: number | null;
  dialog_ms: number | null;
  form_ms: number | null;
  press_ms: number | null;
  live_at_tap: boolean;
  interaction: Interaction | null;
  tab?: string;
};

/**
 * When the tap was shown handled: where its own event showed it, that event's paint (its Event Timing
 * entry's end; an event with no entry took under the threshold to paint, counted as the threshold),
 * else the task after the frame that showed it.
 */
function shownAt(tap: Tap, events: EventEntry[]): { at: number | null; by: 'event' | 'frame' | null } {
  if (tap.shownBy) {
    const { type, at } = tap.shownBy;
    const entry = events.find((e) => e.name === type && Math.abs(e.startTime - at) < 1);
    const painted = entry ? entry.startTime + entry.duration : at + THRESHOLD_MS;
    return { at: tap.handled === null ? painted : Math.min(painted, tap.handled), by: 'event' };
  }
  return { at: tap.handled, by: tap.handled === null ? null : 'frame' };
}

/**
 * Page-side: the target's centre as the server drew it, named in `benchTarget`: the viewer's tab not
 * selected (the viewer opens on one of them), or Enquire Now (on a phone the sidebar's is below the
 * photos; the mobile bar's is on screen).
 */
const AIM = `((kind) => {
  let el;
  let name = '';
  if (kind === 'tab') {
    const tabs = [...document.querySelectorAll('[role="tab"]')].filter((t) => ['360°', 'Gallery'].includes(t.textContent.trim()));
    el = tabs.find((t) => t.getAttribute('aria-selected') !== 'true');
    name = el ? el.textContent.trim() : '';
  } else {
    el = [...document.querySelectorAll('[aria-haspopup="dialog"]')].find((b) => {
      const box = b.getBoundingClientRect();
      return b.textContent.trim() === 'Enquire Now' && box.height > 0 && box.top >= 0 && box.bottom <= innerHeight;
    });
  }
  if (!el) return null;
  window.benchTarget = { kind, name };
  const box = el.getBoundingClientRect();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, name };
})`;

/** Page-side: the tap once the page shows it handled (and for Enquire Now, its dialogs open), else null. */
const TAP_DONE = `((kind) => {
  const t = window.benchTap;
  return t && t.handled !== null && (kind === 'tab' || (t.dialog !== null && t.form !== null)) ? t : null;
})`;

/**
 * Opens the car page afresh on a throttled phone and taps the target at the load event, over the
 * DevTools pipe without the Runtime domain (scripts/cdp-pipe.ts), so the page evaluates and hydrates
 * as in a browser nobody inspects.
 */
async function firstTap(browser: CdpBrowser, url: string, kind: 'tab' | 'enquire'): Promise<TapFigures> {
  const page = await browser.newPage();
  try {
    await page.send('Emulation.setDeviceMetricsOverride', { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true });
    await page.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    for (const source of [RECORD_EVENT_TIMING, WATCH_TAP]) await page.send('Page.addScriptToEvaluateOnNewDocument', { source });
    await page.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url);
    const aim = await page.evaluate<{ x: number; y: number; name: string } | null>(`${AIM}(${JSON.stringify(kind)})`);
    if (!aim) throw new Error(`no ${kind === 'tab' ? 'viewer tab' : 'Enquire Now'} on ${url}`);
    await page.evaluate(WATCH_SHOWN_BY);
    await page.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: aim.x, y: aim.y }] });
    await page.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    let done: Tap | null = null;
    for (const until = Date.now() + 20_000; !done && Date.now() < until; await sleep(100)) done = await page.evaluate<Tap | null>(`${TAP_DONE}(${JSON.stringify(kind)})`);
    done ??= await page.evaluate<Tap | null>('window.benchTap ?? null');
    await sleep(300);
    const events = await page.evaluate<EventEntry[]>('window.benchEvents');
    const interaction = done ? (interactions(events).find((i) => i.start >= done.start - 1) ?? null) : null;
    const since = (at: number | null | undefined) => (at != null && done?.release != null ? Math.round(at - done.release) : null);
    const shown = done ? shownAt(done, events) : { at: null, by: null };
    return {
      handled_ms: since(shown.at),
      handled_by: shown.by,
      handled_next_task_ms: since(done?.handled),
      dialog_ms: since(done?.dialog),
      form_ms: since(done?.form),
      press_ms: done?.release != null ? Math.round(done.release - done.start) : null,
      live_at_tap: done?.live ?? false,
      interaction,
      ...(kind === 'tab' ? { tab: aim.name } : {}),
    };
  } finally {
    await page.close();
  }
}

/** Page-side: the slug of a car with a 360 spin on the tenant, found through its search API. */
const SPIN_CAR_SLUG = `(async () => {
  const boot = JSON.parse(document.getElementById('tenant-bootstrap').textContent);
  const keys = new URLSearchParams({ 'x-algolia-api-key': boot.search.apiKey, 'x-algolia-application-id': boot.search.appId });
  const body = JSON.stringify({ requests: [{ indexName: boot.search.carsIndex, hitsPerPage: 1, filters: 'status:in_stock AND has_spin:true AND photos_count > 1' }] });
  const res = await fetch('/1/indexes/*/queries?' + keys, { method: 'POST', body });
  return (await res.json()).results[0].hits[0].slug;
})()`;

/** A car with a 360 spin on the bench tenant. */
async function spinCarUrl(browser: CdpBrowser): Promise<string> {
  const origin = `http://${TENANT}.localhost:${PORT}`;
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/`);
    return `${origin}/cars/${await page.evaluate<string>(SPIN_CAR_SLUG)}`;
  } finally {
    await page.close();
  }
}

/** The taps' summary: handled (median, max), how many were made before the page was live, the INP-style figures. */
function tapSummary(taps: TapFigures[]) {
  const handled = taps.map((t) => t.handled_ms);
  const inp = taps.map((t) => t.interaction?.duration_ms ?? THRESHOLD_MS);
  const known = handled.filter((h): h is number => h !== null);
  return {
    handled_p50_ms: known.length ? percentile(known, 50) : null,
    handled_max_ms: known.length ? Math.max(...known) : null,
    lost: handled.length - known.length,
    before_live: taps.filter((t) => !t.live_at_tap).length,
    inp_p50_ms: percentile(inp, 50),
    inp_max_ms: Math.max(...inp),
    taps: taps.map((t) => ({ ...t, interaction: t.interaction && { ...t.interaction, start: undefined } })),
  };
}

/** Parts 1 and 2: the search page's clicks and searches, unthrottled, then at 4x CPU throttling. */
async function searchParts() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BROWSER_ARGS });
  try {
    return await searchPartsIn(browser);
  } finally {
    await browser.close();
  }
}

async function searchPartsIn(browser: Browser) {
  await warmImages(browser);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(RECORD_INTERACTIONS);
  await page.addInitScript(RECORD_EVENT_TIMING);
  // A returning shopper's page: the service worker installed and in control (searches pass through it).
  await page.goto(SEARCH_URL);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await page.reload();
  await liveResults(page);
  const facet = await facetClicks(page, FACET_CLICKS);
  const text = await textSearches(page);
  console.log(`facet clicks: ${facet.length}, text searches: ${text.length}`);

  // The same page, its text cleared, at 4x CPU throttling: the clicks' painted results and their Event Timing.
  await page.goto(SEARCH_URL);
  await liveResults(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => ((window as unknown as { benchEvents: unknown[] }).benchEvents.length = 0));
  const facet4x = await facetClicks(page, FACET_CLICKS_4X);
  const facet4xInp = await facetClickInteractions(page, FACET_CLICKS_4X);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  console.log(`facet clicks at 4x: ${facet4x.length} (INP-style: ${facet4xInp.length})`);
  await page.close();
  const cpu4x = {
    ...toPaintFigures('facet_click_to_results_painted', facet4x),
    facet_click_inp_p50_ms: percentile(facet4xInp, 50),
    facet_click_inp_p95_ms: percentile(facet4xInp, 95),
  };
  const figures = { ...toPaintFigures('facet', facet), ...toPaintFigures('text', text) };
  return {
    figures,
    cpu4x,
    targets: {
      facet_p95_under_100_ms: figures.facet_p95_ms < 100,
      facet_4x_results_painted_p95_under_100_ms: cpu4x.facet_click_to_results_painted_p95_ms < 100,
      facet_4x_inp_p95_under_100_ms: cpu4x.facet_click_inp_p95_ms < 100,
    },
  };
}

/** Part 3: a car page's first tap at 4x on a phone, on the viewer's tab and on Enquire Now. */
async function carFirstTaps() {
  const browser = await launchCdpBrowser(CHROMIUM_PATH, BROWSER_ARGS);
  try {
    const carUrl = await spinCarUrl(browser);
    // One load unmeasured: the server renders and keeps what a car page asks for, as it has for a visited site.
    await firstTap(browser, carUrl, 'tab');
    const viewerTab: TapFigures[] = [];
    const enquire: TapFigures[] = [];
    for (let i = 0; i < CAR_LOADS; i++) {
      viewerTab.push(await firstTap(browser, carUrl, 'tab'));
      enquire.push(await firstTap(browser, carUrl, 'enquire'));
    }
    console.log(`car page first taps at 4x on ${carUrl}: ${viewerTab.length} on the viewer's tab, ${enquire.length} on Enquire Now`);
    return { viewer_tab: tapSummary(viewerTab), enquire_now: tapSummary(enquire) };
  } finally {
    await browser.close();
  }
}

async function main() {
  const machine = machineReading();
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-bench-search-ui-'));
  // The demo photos, as bench:lighthouse has them: the not-found SVG each photo would otherwise be is
  // drawn on the main thread, which a shop's photos are not.
  const server = await spawnServer({ PORT: String(PORT), DATA_DIR: dataDir, MEDIA_DIR: join(tmpdir(), 'forecourt-bench-media') });
  try {
    const search = PARTS.has('search') ? await searchParts() : null;
    const carTap = PARTS.has('car-tap') ? await carFirstTaps() : null;
    const tapMet = (t: ReturnType<typeof tapSummary>) => t.lost === 0 && t.handled_max_ms !== null && t.handled_max_ms <= 100 && t.inp_max_ms <= 100;
    console.log(
      JSON.stringify({
        ...search?.figures,
        cpu_4x: { ...search?.cpu4x, ...(carTap && { car_first_tap: carTap }) },
        load_avg: { start: machine.load_avg, end: loadAverage() },
        machine,
        targets_met: {
          ...search?.targets,
          ...(carTap && {
            car_first_tap_viewer_tab_within_100_ms: tapMet(carTap.viewer_tab),
            car_first_tap_enquire_now_within_100_ms: tapMet(carTap.enquire_now),
          }),
        },
      }),
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
