import { useEffect, useState } from 'react';
import * as compare from '../../db/compare.ts';
import * as favourites from '../../db/favourites.ts';
import type { Car } from '../../domain/stock.ts';
import { keepCarOffline, releaseCarOffline } from '../../sw-client/offline-cars.ts';
import { carImageUrl } from '../../domain/car-images.ts';
import { showroomList, useShowroomList, type ShowroomCar } from '../../state/showroom.ts';
import { saveForShowroom, storageUsed } from './showroom-list.ts';
import { DisclosureRow } from '../../ui/DisclosureRow.tsx';
import { SavingProgress } from './SavingProgress.tsx';

/** How far the saving is, as a screen reader hears it and the panel shows it ("40%"). */
const percent = (done: number, total: number) => `${total > 0 ? Math.round((done / total) * 100) : 0}%`;

type SaveState = { kind: 'idle' } | { kind: 'saving'; done: number; total: number } | { kind: 'saved' } | { kind: 'failed'; message: string };

/** A favourite or compared car keeps its page, JSON and photo when it leaves the showroom. */
async function release(saved: ShowroomCar, template: string, primaryImage: string | null) {
  await releaseCarOffline({ slug: saved.slug, imageUrls: saved.urls });
  const [favs, compared] = await Promise.all([favourites.list(), compare.list()]);
  if ([...favs, ...compared].some((c) => c.slug === saved.slug)) {
    await keepCarOffline({ slug: saved.slug, imageUrls: primaryImage ? [carImageUrl(template, primaryImage)] : [] });
  }
}

/**
 * Showroom mode (issue 5 §4): store a car's whole media for sales staff to show with no network. Its
 * body renders once the panel is first opened (as DisclosureRow's content does), and stays: the saved
 * list lives in localStorage, and a tab's first use of it waits on the browser process, which should
 * not be paid in the task that makes every shopper's car page live. A press before the page is live
 * is replayed once it is (src/perf/early-tap.ts), and opens it then.
 */
export function ShowroomPanel({ car, template }: { car: Car; template: string }) {
  return (
    <DisclosureRow title="Showroom mode" className="showroom">
      <ShowroomBody car={car} template={template} />
    </DisclosureRow>
  );
}

function ShowroomBody({ car, template }: { car: Car; template: string }) {
  const list = useShowroomList();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [usage, setUsage] = useState<string | null>(null);
  const refreshUsage = () => void storageUsed().then(setUsage);
  useEffect(refreshUsage, []);
  const saved = list.some((c) => c.slug === car.slug);

  const save = async () => {
    try {
      await saveForShowroom(car, template, async (done, total) => {
        setState({ kind: 'saving', done, total });
        if (done > 0) setUsage(await storageUsed());
      });
      setState({ kind: 'saved' });
    } catch (error) {
      setState({ kind: 'failed', message: (error as Error).message });
    }
  };

  return (
    <div className="showroom-body">
      <button type="button" className="button button-small" onClick={save} disabled={state.kind === 'saving'}>
        {saved ? 'Save for showroom again' : 'Save for showroom'}
      </button>
      {state.kind === 'saving' && (
        <SavingProgress label="Saving for showroom" done={state.done} total={state.total} valueText={percent(state.done, state.total)} />
      )}
      {state.kind === 'saved' && <p role="status">Saved for showroom: 360° view, photos and interior work without a connection.</p>}
      {state.kind === 'failed' && <p role="alert">{state.message}</p>}
      {usage && <p className="showroom-usage">Storage: {usage}</p>}
      {list.length > 0 && (
        <ul className="showroom-list" aria-label="Saved for showroom">
          {list.map((c) => (
            <li key={c.slug}>
              <a href={`/cars/${c.slug}`}>{c.name}</a>
              <button type="button"
                className="button button-small"
                aria-label={`Remove ${c.name} from showroom`}
                onClick={async () => {
                  await release(c, template, c.slug === car.slug ? car.primary_image_url : null);
                  showroomList.remove(c.slug);
                  refreshUsage();
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
