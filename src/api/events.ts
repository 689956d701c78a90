// The dealer API's analytics call: a batch of the app's events (spec §7), stored by POST /api/events.
import { API_PATHS } from '../domain/api-paths.ts';
import { send } from './http.ts';

/** Sends a batch as the page is left: true when the browser took it (sendBeacon). */
export const beaconEvents = (body: string): boolean => navigator.sendBeacon?.(API_PATHS.events, new Blob([body], { type: 'application/json' })) ?? false;

/** Sends a batch (kept alive past the page); resolves to the server's status. */
export async function postEvents(body: string): Promise<number> {
  const response = await send(API_PATHS.events, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }, { keepalive: true });
  return response.status;
}
