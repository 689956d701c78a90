import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';

/** Spec §8 exact texts. */
export const NO_RESULTS_TITLE = 'No Results Available';
export const NO_RESULTS_TEXT = 'No results found for your search at this time. Please try adjusting the filters for more results.';
export const NO_OFFERS_TEXT = 'There appears to be no offers currently available that meet the conditions of your search';
export const OFFLINE_NOTE = 'offline — showing saved results';

/** The no-results card; Clear Filters goes to the tenant's refresh path (default /special-offers), or the page's own without its filters. */
export function NoResults({ text = NO_RESULTS_TEXT, clearHref }: { text?: string; clearHref?: string }) {
  const tenant = useAtomValue(tenantAtom);
  return (
    <div className="no-results" role="status">
      <h2>{NO_RESULTS_TITLE}</h2>
      <p>{text}</p>
      <a href={clearHref ?? tenant.search.refreshPath} className="button button-primary">
        Clear Filters
      </a>
    </div>
  );
}

/** Offline with nothing saved for this search: never a blank page or an endless spinner. */
export function OfflineEmpty() {
  const { favourites } = useAtomValue(tenantAtom).features;
  return (
    <div className="no-results offline-empty" role="status">
      <h2>This search isn't saved on this device</h2>
      <p>You're offline. Searches you've run before still work; try this one again when you're back online.</p>
      {favourites && (
        <a href="/favourites" className="button">
          View saved cars
        </a>
      )}
    </div>
  );
}

export function OfflineNote() {
  return (
    <p className="offline-note" role="status">
      {OFFLINE_NOTE}
    </p>
  );
}
