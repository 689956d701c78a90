// The dealer API's analytics call: a batch of the app's events (spec §7), stored by POST /api/events.
// Sent once the page is idle and as it is left, fire and forget (a failure only warns, spec §8): it
// goes straight out, with no timeout or retry, and needs nothing else of src/api.
const EVENTS_URL = '/api/events';

/** Sends a batch as the page is left: true when the browser took it (sendBeacon). */
export const beaconEvents = (body: string): boolean => navigator.sendBeacon?.(EVENTS_URL, new Blob([body], { type: 'application/json' })) ?? false;

/** Sends a batch (kept alive past the page); resolves to the server's status, rejects when no answer came. */
export async function postEvents(body: string): Promise<number> {
  return (await fetch(EVENTS_URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true })).status;
}
