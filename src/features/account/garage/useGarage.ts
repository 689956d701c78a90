// My Garage's data: asked once per visit to the page, and again after a change made on it. Offline,
// the service worker answers with the last copy it kept (the garage opens offline once seen).
import { useCallback, useEffect, useState } from 'react';
import { getGarage } from '../../../api/account.ts';
import type { GarageView } from '../../../domain/account.ts';

export type GarageState = { kind: 'loading' } | { kind: 'failed'; message: string; offline: boolean } | { kind: 'ready'; garage: GarageView };

const stateOf = (answer: Awaited<ReturnType<typeof getGarage>>): GarageState =>
  answer.ok ? { kind: 'ready', garage: answer.data } : { kind: 'failed', message: answer.message, offline: answer.status === 0 };

export function useGarage(): [GarageState, () => Promise<void>, (change: (garage: GarageView) => GarageView) => void] {
  const [state, setState] = useState<GarageState>({ kind: 'loading' });
  const load = useCallback(() => getGarage().then((answer) => setState(stateOf(answer))), []);
  useEffect(() => {
    let live = true;
    void getGarage().then((answer) => live && setState(stateOf(answer)));
    return () => {
      live = false;
    };
  }, []);
  const change = useCallback((update: (garage: GarageView) => GarageView) => setState((s) => (s.kind === 'ready' ? { kind: 'ready', garage: update(s.garage) } : s)), []);
  return [state, load, change];
}
