import { useEffect, useState } from 'react';
import { getLocations } from '../../api/dealer-info.ts';
import { ApiError } from '../../api/http.ts';
import type { ServedLocation } from '../../domain/served-location.ts';

export type LocationsState = { status: 'loading' } | { status: 'ready'; locations: ServedLocation[] } | { status: 'failed'; message: string };

/** The site's visible locations, fetched once per page view and shared by every block on the page. */
export function useLocations(): LocationsState {
  const [state, setState] = useState<LocationsState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    getLocations().then(
      (locations) => live && setState({ status: 'ready', locations }),
      (error: unknown) => live && setState({ status: 'failed', message: error instanceof ApiError ? error.shopperMessage : (error as Error).message }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** Now, moved on every minute, so 'Open now' turns to 'Closed now' at closing time on a page left open. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
