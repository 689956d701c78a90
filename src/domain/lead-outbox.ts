// What a lead send's answer means for the outbox entry, shared by the page (features/leads) and the
// service worker's Background Sync replay so both treat every status the same way.
export const LEAD_OUTBOX_SYNC_TAG = 'lead-outbox';
export const LEAD_OUTBOX_LOCK = 'forecourt-lead-outbox';
/** The failed-entry error of a lead the server refused for good: kept and shown, never replayed. */
export const REJECTED_PREFIX = 'rejected: ';
/** One send may take this long before it counts as a network failure and the lead waits. */
export const LEAD_SEND_TIMEOUT_MS = 15_000;

export type SendVerdict = 'sent' | 'retry' | 'rejected';

/**
 * 2xx: stored (or, 202, quietly dropped by the server). 408/409/425/429/5xx: try again later (409
 * is another tab or the service worker sending the same lead right now). Any other 4xx: the server
 * will never take these bytes.
 */
export function sendVerdict(status: number): SendVerdict {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 408 || status === 409 || status === 425 || status === 429 || status >= 500) return 'retry';
  return 'rejected';
}

export function isReplayable(entry: { status: string; last_error: string | null }): boolean {
  return entry.status !== 'sent' && !entry.last_error?.startsWith(REJECTED_PREFIX);
}
