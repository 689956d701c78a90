// The session as the app starts with it: what the server said in the page (#session-data: the
// shopper and their watchlist), else, on a site with sign-in whose page came without it (an older
// copy from the service worker), loading until GET /api/session answers. Read once at start.
import { getSession } from '../../api/account.ts';
import { SESSION_DATA_ID, type ServedSession } from '../../domain/tenant-bootstrap.ts';
import { sessionAtom, watchlistAtom } from '../../state/session.ts';
import type { createStore } from '../../state/store.ts';

type Store = ReturnType<typeof createStore>;

export function readServedSession(doc: Document = document): ServedSession | null {
  const text = doc.getElementById(SESSION_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as ServedSession) : null;
}

/** Puts a served session in the store (the browser at start, the server's render of a page). */
export function applySession(store: Store, served: ServedSession | null): void {
  store.set(sessionAtom, { loading: false, user: served?.user ?? null });
  store.set(watchlistAtom, new Set(served?.watchlist ?? []));
}

export function startSession(store: Store, authentication: boolean, doc: Document = document): void {
  const served = readServedSession(doc);
  if (served || !authentication) {
    applySession(store, served);
    return;
  }
  store.set(sessionAtom, { loading: true, user: null });
  void getSession().then((answer) =>
    // Unanswered (offline) counts as signed out: a gated page still sends the shopper to sign in.
    store.set(sessionAtom, { loading: false, user: answer.ok ? answer.data.user : null }),
  );
}
