// Who is signed in, and the car ids of their watchlist. The server says in the page it sends
// (#session-data, read at start by src/features/account/session-source.ts), so the first render
// already knows: no flash of the signed-out header, and the gated-page rule waits only when a page
// came without it (`loading` until GET /api/session answers).
import type { SessionUser } from '../domain/account.ts';
import { atom } from './store.ts';

export type { SessionUser };

export interface SessionState {
  loading: boolean;
  user: SessionUser | null;
}

export const sessionAtom = atom<SessionState>({ loading: false, user: null });

/** The signed-in shopper's watchlist (car ids); empty when signed out. */
export const watchlistAtom = atom<ReadonlySet<number>>(new Set<number>());

/** Cars whose save or removal is on its way (their buttons are disabled meanwhile). */
export const watchlistPendingAtom = atom<ReadonlySet<number>>(new Set<number>());
