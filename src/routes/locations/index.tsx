// The dealer-information screens load on demand, so the route table's chunk stays small.
import { onDemand } from '../on-demand.tsx';

export const LocationPage = onDemand(() => import('./LocationPage.tsx').then((m) => m.LocationPage));
export const DealerLocatorPage = onDemand(() => import('./DealerLocatorPage.tsx').then((m) => m.DealerLocatorPage));
export const ReviewsPage = onDemand(() => import('../reviews/ReviewsPage.tsx').then((m) => m.ReviewsPage));
export const LocationBlocks = onDemand(() => import('../../features/locations/LocationBlocks.tsx').then((m) => m.LocationBlocks));
