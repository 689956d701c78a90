// Tells every open view of the browser store that it changed, in this tab and the others, so a
// favourite saved in one tab lights up the heart in the next. Tabs talk over a BroadcastChannel
// where there is one; without it only this tab's listeners hear.
import { DB_CHANGES_CHANNEL, STORE_NAMES, type DbChange, type DbOp, type StoreName } from '../domain/browser-db.ts';

export type DbChangeListener = (change: DbChange) => void;

const DB_OPS: readonly DbOp[] = ['add', 'remove', 'toggle', 'update', 'clear'];

const listeners = new Map<StoreName, Set<DbChangeListener>>();
// undefined until first use; null where the environment has no BroadcastChannel.
let channel: BroadcastChannel | null | undefined;

function tabs(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(DB_CHANGES_CHANNEL) : null;
    channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (isDbChange(event.data)) notify(event.data);
    });
  }
  return channel;
}

// Another tab may run an older or newer build: only act on messages this build understands.
function isDbChange(data: unknown): data is DbChange {
  if (typeof data !== 'object' || data === null) return false;
  const { store, op } = data as Record<string, unknown>;
  return STORE_NAMES.includes(store as StoreName) && DB_OPS.includes(op as DbOp);
}

function notify(change: DbChange): void {
  for (const listener of listeners.get(change.store) ?? []) listener(change);
}

/** Announces a committed write to this tab and the others. */
export function publish(change: DbChange): void {
  notify(change);
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
  tabs()?.postMessage(change);
}

/** Calls `listener` after every write to `store` in any tab; returns the unsubscribe function. */
export function subscribe(store: StoreName, listener: DbChangeListener): () => void {
  tabs();
  const forStore = listeners.get(store) ?? new Set<DbChangeListener>();
  listeners.set(store, forStore);
  forStore.add(listener);
  return () => forStore.delete(listener);
}
