import { useEffect, useState } from 'react';
import { Button, Link, ProgressBar } from 'react-aria-components';
import * as compare from '../../db/compare.ts';
import * as favourites from '../../db/favourites.ts';
import { inBatches, showroomUrls } from '../../domain/car-media-urls.ts';
import type { Car } from '../../domain/stock.ts';
import { keepCarOffline, releaseCarOffline } from '../../sw-client/offline-cars.ts';
import { carImageUrl } from './car-images.ts';
import { showroomList, useShowroomList, type ShowroomCar } from './showroom-list.ts';

const BATCH = 12;

type SaveState = { kind: 'idle' } | { kind: 'saving'; done: number; total: number } | { kind: 'saved' } | { kind: 'failed'; message: string };

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 * 1024 ? `${(bytes / 1024 ** 3).toFixed(1)} GB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}

async function storageUsed(): Promise<string | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  return estimate?.usage != null ? `${formatBytes(estimate.usage)} used${estimate.quota ? ` of ${formatBytes(estimate.quota)}` : ''}` : null;
}

/** Loads the interior viewer's code now, while there is a network. */
async function warmViewerCode(car: Car) {
  if (car.spin_interior_image) await import('../media/InteriorViewer.tsx');
}

/** A favourite or compared car keeps its page, JSON and photo when it leaves the showroom. */
async function release(saved: ShowroomCar, template: string, primaryImage: string | null) {
  await releaseCarOffline({ slug: saved.slug, imageUrls: saved.urls });
  const [favs, compared] = await Promise.all([favourites.list(), compare.list()]);
  if ([...favs, ...compared].some((c) => c.slug === saved.slug)) {
    await keepCarOffline({ slug: saved.slug, imageUrls: primaryImage ? [carImageUrl(template, primaryImage)] : [] });
  }
}

/** Showroom mode (issue 5 §4): store a car's whole media for sales staff to show with no network. */
export function ShowroomPanel({ car, template }: { car: Car; template: string }) {
  const list = useShowroomList();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [usage, setUsage] = useState<string | null>(null);
  const refreshUsage = () => void storageUsed().then(setUsage);
  useEffect(refreshUsage, []);
  const saved = list.some((c) => c.slug === car.slug);

  const save = async () => {
    const urls = showroomUrls(car, template);
    setState({ kind: 'saving', done: 0, total: urls.length });
    try {
      await warmViewerCode(car);
      let done = 0;
      let missing = 0;
      for (const batch of inBatches(urls, BATCH)) {
        const reply = await keepCarOffline({ slug: car.slug, imageUrls: batch });
        missing += batch.length + 2 - reply.cached;
        done += batch.length;
        setState({ kind: 'saving', done, total: urls.length });
        setUsage(await storageUsed());
      }
      if (missing > 0) throw new Error(`${missing} file${missing === 1 ? '' : 's'} could not be stored. Check the connection and try again.`);
      showroomList.put({ slug: car.slug, name: car.name, urls, savedAt: new Date().toISOString() });
      setState({ kind: 'saved' });
    } catch (error) {
      setState({ kind: 'failed', message: (error as Error).message });
    }
  };

  return (
    <details className="showroom">
      <summary>Showroom mode</summary>
      <div className="showroom-body">
        <Button className="button button-small" onPress={save} isDisabled={state.kind === 'saving'}>
          {saved ? 'Save for showroom again' : 'Save for showroom'}
        </Button>
        {state.kind === 'saving' && (
          <ProgressBar className="showroom-progress" value={state.done} maxValue={state.total} aria-label="Saving for showroom">
            {({ valueText }) => <span>Saving… {valueText}</span>}
          </ProgressBar>
        )}
        {state.kind === 'saved' && <p role="status">Saved for showroom: 360° view, photos and interior work without a connection.</p>}
        {state.kind === 'failed' && <p role="alert">{state.message}</p>}
        {usage && <p className="showroom-usage">Storage: {usage}</p>}
        {list.length > 0 && (
          <ul className="showroom-list" aria-label="Saved for showroom">
            {list.map((c) => (
              <li key={c.slug}>
                <Link href={`/cars/${c.slug}`}>{c.name}</Link>
                <Button
                  className="button button-small"
                  aria-label={`Remove ${c.name} from showroom`}
                  onPress={async () => {
                    await release(c, template, c.slug === car.slug ? car.primary_image_url : null);
                    showroomList.remove(c.slug);
                    refreshUsage();
                  }}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
