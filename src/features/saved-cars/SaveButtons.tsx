import * as compare from '../../db/compare.ts';
import * as favourites from '../../db/favourites.ts';
import { COMPARE_FULL_MESSAGE } from '../../db/messages.ts';
import type { CarSummary } from '../../db/records.ts';
import { track } from '../../platform/analytics.ts';
import { keepCarOffline, releaseCarOffline, type OfflineCar } from '../../sw-client/offline-cars.ts';
import { toasts } from '../../state/toasts.ts';
import { useSavedList } from '../../state/saved-cars.ts';
import { WatchlistButton } from '../account';
import { sessionAtom } from '../../state/session.ts';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';

/** A car saved in either list keeps its page, data and photo on the device; one in neither lets go. */
async function keepOrRelease(car: OfflineCar, keep: boolean) {
  await (keep ? keepCarOffline(car) : releaseCarOffline(car)).catch((error: unknown) => console.warn('offline copy failed', error));
}

/**
 * Save and compare (spec §4). On a site with sign-in, a signed-in shopper's Save is the watchlist's
 * (and so is a signed-out shopper's where the site keeps no favourites: it sends them to sign in);
 * otherwise Save and Compare are the browser's favourites and compare list, as `favourite` (spec §4
 * canFavourite) allows. A car saved in either browser list is also kept for offline use. Native toggle
 * buttons (aria-pressed): a results page has 42 of them, and react-aria's ToggleButton adds nothing
 * a native button lacks here while costing several times as much to render.
 */
export function SaveButtons({ car, imageUrls, favourite }: { car: CarSummary & { status: string; sold: boolean }; imageUrls: string[]; favourite: boolean }) {
  const features = useAtomValue(tenantAtom).features;
  const signedIn = useAtomValue(sessionAtom).user !== null;
  const watchlist = features.authentication && (signedIn || !features.favourites);
  if (!watchlist && !favourite) return null;
  return (
    <div className="save-buttons">
      {watchlist && <WatchlistButton car={car} />}
      {favourite && <BrowserLists car={car} imageUrls={imageUrls} withFavourite={!watchlist} />}
    </div>
  );
}

function BrowserLists({ car, imageUrls, withFavourite }: { car: CarSummary; imageUrls: string[]; withFavourite: boolean }) {
  const saved = useSavedList('favourites');
  const comparing = useSavedList('compare');
  const isFavourite = saved?.some((c) => c.id === car.id) ?? false;
  const isCompared = comparing?.some((c) => c.id === car.id) ?? false;
  const offline = { slug: car.slug, imageUrls };
  return (
    <>
      {withFavourite && <button
        type="button"
        className="toggle-button"
        aria-pressed={isFavourite}
        disabled={saved === null}
        onClick={async () => {
          const nowSaved = await favourites.toggle(car);
          if (nowSaved) track('favourite', { car_id: car.id });
          await keepOrRelease(offline, nowSaved || isCompared);
        }}
      >
        {isFavourite ? '♥ Saved' : '♡ Save'}
      </button>}
      <button
        type="button"
        className="toggle-button"
        aria-pressed={isCompared}
        disabled={comparing === null}
        onClick={async () => {
          const outcome = await compare.toggle(car);
          if (outcome === 'full') return void toasts.add({ title: COMPARE_FULL_MESSAGE, tone: 'error' });
          if (outcome === 'added') track('compare', { car_id: car.id });
          await keepOrRelease(offline, outcome === 'added' || isFavourite);
        }}
      >
        {isCompared ? '✓ Comparing' : '+ Compare'}
      </button>
    </>
  );
}
