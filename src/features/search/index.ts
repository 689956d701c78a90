// The search feature's public entry: what other features may use (the result card, its estimates, the
// empty answer, page links and the search worker's results hook).
export { CarCard, type CarHit } from './CarCard.tsx';
export { NoResults } from './NoResults.tsx';
export { PageLinks } from './Pagination.tsx';
export { CardEstimatesFor } from './useCardEstimates.ts';
export { useSearchResults } from './useSearchResults.ts';
