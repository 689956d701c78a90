// Replays the tap the page's first script recorded before the page was live (src/domain/early-tap.ts).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { EARLY_TAP, PAGE_LIVE } from '../domain/early-tap.ts';

type Tap = { isConnected: boolean; click(): void };
export type EarlyTapWindow = { [EARLY_TAP]?: Tap; [PAGE_LIVE]?: boolean };

/** Marks the page live (nothing more is recorded) and hands over the recorded tap; once per page load. */
export function takeEarlyTap(w: EarlyTapWindow): Tap | undefined {
  if (w[PAGE_LIVE]) return undefined;
  w[PAGE_LIVE] = true;
  const tap = w[EARLY_TAP];
  delete w[EARLY_TAP];
  return tap;
}

/**
 * Inside the page's boundary, whose content commits once it is live (on a page the server rendered,
 * once all of it is hydrated). Recording stops in the commit itself, so a tap React handles is never
 * also replayed; the replay waits for the effects, so its handlers are in place.
 */
export function EarlyTapReplay() {
  const tap = useRef<Tap | undefined>(undefined);
  useLayoutEffect(() => {
    tap.current = takeEarlyTap(window as unknown as EarlyTapWindow);
  }, []);
  useEffect(() => {
    if (tap.current?.isConnected) tap.current.click();
    tap.current = undefined;
  }, []);
  return null;
}
