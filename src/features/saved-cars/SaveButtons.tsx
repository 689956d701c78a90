import * as compare from '../../db/compare.ts';
import * as favourites from '../../db/favourites.ts';
import { COMPARE_FULL_MESSAGE } from '../../db/messages.ts';
import type { CarSummary } from '../../db/records.ts';
import { track } from '../../platform/analytics.ts';
import { keepCarOffline, releaseCarOffline, type OfflineCar } from '../../sw-client/offline-cars.ts';
import { toasts } from '../../state/toasts.ts';
import { useSavedList } from '../../state/saved-cars.ts';

/** A car saved in either list keeps its page, data and photo on the device; one in neither lets go. */
async function keepOrRelease(car: OfflineCar, keep: boolean) {
  await (keep ? keepCarOffline(car) : releaseCarOffline(car)).catch((error: unknown) => console.warn('offline copy failed', error));
}

/**
 * Favourite and compare toggles (spec §4); a saved car is also kept for offline use. Native toggle
 * buttons (aria-pressed): a results page has 42 of them, and react-aria's ToggleButton adds nothing
 * a native button lacks here while costing several times as much to render.
 */
export function SaveButtons({ car, imageUrls }: { car: CarSummary; imageUrls: string[] }) {
  const saved = useSavedList('favourites');
  const comparing = useSavedList('compare');
  const isFavourite = saved?.some((c) => c.id === car.id) ?? false;
  const isCompared = comparing?.some((c) => c.id === car.id) ?? false;
  const offline = { slug: car.slug, imageUrls };
  return (
    <div className="save-buttons">
      <button
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
      </button>
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
    </div>
  );
}
