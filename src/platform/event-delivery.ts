// Sends the app's analytics events (src/platform/analytics.ts) to POST /api/events, where they are
// stored: batched every few seconds and flushed with sendBeacon when the page is hidden. Spec §8:
// analytics failures are caught and only warned about. The batch goes in the page's idle queue: a
// send is a long task on a throttled phone, and the 360 spin's preload holds that queue.
import { beaconEvents, postEvents } from '../api/events.ts';
import { onAnalytics, type AnalyticsEvent } from './analytics.ts';
import { whenIdle } from '../perf/idle-work.ts';

const FLUSH_MS = 3000;
const MAX_BATCH = 50;

let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let started = false;

function flush(useBeacon = false): void {
  clearTimeout(timer);
  timer = undefined;
  if (queue.length === 0) return;
  const events = queue.slice(0, MAX_BATCH).map(({ name, properties, at }) => ({ name, properties, at }));
  queue = queue.slice(MAX_BATCH);
  const body = JSON.stringify({ events });
  if (useBeacon && beaconEvents(body)) return;
  postEvents(body)
    .then((status) => {
      if (status < 200 || status >= 300) console.warn(`analytics events not stored (${status})`);
    })
    .catch((error: unknown) => console.warn('analytics events not sent', error));
  if (queue.length) flush(useBeacon);
}

/** Starts forwarding; calling it again does nothing. */
export function startEventDelivery(): void {
  if (started) return;
  started = true;
  onAnalytics((event) => {
    queue.push(event);
    timer ??= setTimeout(() => whenIdle(flush), FLUSH_MS);
  });
  addEventListener('pagehide', () => flush(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush(true);
  });
}

/** Sends what is queued now (a form submit should not wait for the timer). */
export const flushEvents = () => flush();
