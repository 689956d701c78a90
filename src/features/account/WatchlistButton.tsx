// Spec §4 watchlist save button: Save / Saved, disabled while its call is on its way. Signed out, it
// sends the shopper to sign in; signed in without a mobile (the watchlist calls name one), to add it.
// A sold car is not offered unless it is already saved. A native toggle button, like the favourite
// toggle it stands in for: a results page has one per card.
import { missingForWatchlist, offersWatchlistSave } from '../../domain/account.ts';
import { sessionAtom, watchlistAtom, watchlistPendingAtom } from '../../state/session.ts';
import { useAtomValue } from '../../state/store.ts';
import { toggleWatch } from './watchlist-actions.ts';
import { useScreenMoves } from '../../platform/screen-moves.tsx';

export function WatchlistButton({ car }: { car: { id: number; status: string; sold: boolean } }) {
  const { user } = useAtomValue(sessionAtom);
  const saved = useAtomValue(watchlistAtom).has(car.id);
  const pending = useAtomValue(watchlistPendingAtom).has(car.id);
  const moves = useScreenMoves();
  if (!offersWatchlistSave(car, saved)) return null;
  return (
    <button
      type="button"
      className="toggle-button watchlist-button"
      aria-pressed={saved}
      disabled={pending}
      onClick={() => {
        const missing = missingForWatchlist(user);
        // Read at the click: a router subscription per card would re-render every card on each move.
        const here = location.pathname + location.search;
        if (missing) moves.move(`/sign-in?${new URLSearchParams({ type: 'watchlist', redirect: here, back: here })}`);
        else void toggleWatch(car.id, user!.phone!);
      }}
    >
      <span aria-hidden="true">{saved ? '★' : '☆'}</span> {saved ? 'Saved' : 'Save'}
    </button>
  );
}
