// The locations feature's public entry: its map, loaded only when a section below the fold asks
// (the car page's dealer card), so the map's code stays out of the pages that show it.
export const loadLocationMap = () => import('./LocationMap.tsx').then((m) => ({ default: m.LocationMap }));
