// The tab's one connection, opened on first use. When it closes (a newer tab upgrades, or the
// browser shuts it) or fails to open, it is forgotten so the next call opens afresh.
import { openForecourtDb, type ForecourtDb } from './schema.ts';

let current: Promise<ForecourtDb> | null = null;

export function connection(): Promise<ForecourtDb> {
  if (current) return current;
  const opening = openForecourtDb({ onClose: () => forget(opening) });
  opening.catch(() => forget(opening));
  current = opening;
  return opening;
}

function forget(closed: Promise<ForecourtDb>): void {
  if (current === closed) current = null;
}
