import { memo, useState } from 'react';
import { DisclosureRow } from '../../ui/DisclosureRow.tsx';
import { SavingProgress } from './SavingProgress.tsx';
import { getCar } from '../../api/cars.ts';

type SaveAllState = { kind: 'idle' } | { kind: 'saving'; done: number; total: number } | { kind: 'done'; saved: number; failed: string[] };

/**
 * Showroom mode for a whole results page (issue 5 §4): every car on it saved as the car page's
 * Save for showroom does, one car after another, with progress and the storage used. The saving
 * code loads on the first press. `cars` gives the page's cars when pressed (a stable function) and
 * `empty` whether it has none: memoised, it does not re-render for each answer, which would render
 * its row in the frame that shows the new results. Native controls: a results page loads no react-aria.
 */
export const ShowroomSaveAll = memo(function ShowroomSaveAll({ cars: carsNow, empty, template }: { cars: () => readonly { slug: string; name: string }[]; empty: boolean; template: string }) {
  const [state, setState] = useState<SaveAllState>({ kind: 'idle' });
  const [usage, setUsage] = useState<string | null>(null);

  const saveAll = async () => {
    const cars = carsNow();
    const { saveForShowroom, storageUsed } = await import('./showroom-list.ts');
    const failed: string[] = [];
    setState({ kind: 'saving', done: 0, total: cars.length });
    for (const [i, { slug, name }] of cars.entries()) {
      try {
        await saveForShowroom(await getCar(slug), template, () => {});
      } catch (error) {
        console.warn('showroom save failed', slug, error);
        failed.push(name);
      }
      setState({ kind: 'saving', done: i + 1, total: cars.length });
      setUsage(await storageUsed());
    }
    setState({ kind: 'done', saved: cars.length - failed.length, failed });
  };

  return (
    <DisclosureRow title="Showroom mode" className="showroom showroom-all">
      <div className="showroom-body">
        <button type="button" className="button button-small" onClick={() => void saveAll()} disabled={state.kind === 'saving' || empty}>
          Save all cars on this results page for showroom
        </button>
        {state.kind === 'saving' && (
          <SavingProgress label="Saving cars for showroom" done={state.done} total={state.total} valueText={`${state.done} of ${state.total} cars`} />
        )}
        {state.kind === 'done' && (
          <p role={state.failed.length ? 'alert' : 'status'}>
            {`Saved ${state.saved} of ${state.saved + state.failed.length} cars for showroom: 360° view, photos and interior work without a connection.`}
            {state.failed.length > 0 && ` Not saved (check the connection and try again): ${state.failed.join(', ')}.`}
          </p>
        )}
        {usage && <p className="showroom-usage">Storage: {usage}</p>}
      </div>
    </DisclosureRow>
  );
});
