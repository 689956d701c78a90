import { Link } from 'react-aria-components';
import { useSearch } from 'wouter';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { useAtomValue } from '../../state/store.ts';
import { tenantAtom } from '../../state/tenant.ts';

/**
 * Where the service worker sends a navigation it cannot serve without the network. A dealer without
 * stored favourites has no saved cars page to offer (/favourites is its not-found page).
 */
export function OfflinePage() {
  const { favourites } = useAtomValue(tenantAtom).features;
  const from = new URLSearchParams(useSearch()).get('from');
  const retry = from && from.startsWith('/') && !from.startsWith('//') ? from : '/';
  return (
    <PageFrame title="You're offline" lead={`This page hasn't been saved on this device yet.${favourites ? ' Your saved cars are still here.' : ''}`}>
      <div className="offline-actions">
        {favourites && (
          <Link href="/favourites" className="button button-primary">
            View saved cars
          </Link>
        )}
        <a href={retry} className={favourites ? 'button' : 'button button-primary'}>
          Try again
        </a>
      </div>
    </PageFrame>
  );
}
