// Signing in and out, for the header, the sign-in screen and My Garage alike: what changes is the
// session and watchlist atoms, and what the service worker keeps of the account.
import { getWatchlist, signOut, signOutEverywhere, deleteAccount } from '../api/account.ts';
import type { SessionUser } from '../domain/account.ts';
import { sessionAtom, watchlistAtom } from '../state/session.ts';
import { store } from '../state/store.ts';
import { toasts } from '../state/toasts.ts';
import { forgetAccountOffline } from '../sw-client/account-cache.ts';

export async function signedIn(user: SessionUser): Promise<void> {
  store.set(sessionAtom, { loading: false, user });
  const watchlist = await getWatchlist();
  store.set(watchlistAtom, new Set(watchlist.ok ? watchlist.data.car_ids : []));
}

export function userChanged(user: SessionUser): void {
  store.set(sessionAtom, { loading: false, user });
}

function signedOut(): void {
  store.set(sessionAtom, { loading: false, user: null });
  store.set(watchlistAtom, new Set());
  void forgetAccountOffline();
}

type Outcome = { ok: true } | { ok: false; message: string };

async function ending(request: Promise<{ ok: boolean; message?: string }>, done: string): Promise<Outcome> {
  const answer = await request;
  if (!answer.ok) return { ok: false, message: answer.message ?? 'Please try again.' };
  signedOut();
  toasts.add({ title: done, tone: 'success' });
  return { ok: true };
}

export const signOutHere = () => ending(signOut(), "You're signed out");
export const signOutOfAllDevices = () => ending(signOutEverywhere(), "You're signed out on all your devices");
export const deleteMyAccount = () => ending(deleteAccount(), 'Your account has been deleted');
