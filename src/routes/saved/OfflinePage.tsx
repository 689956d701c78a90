import { Link } from 'react-aria-components';
import { useSearch } from 'wouter';
import { PageFrame } from '../../shell/PageFrame.tsx';

/** Where the service worker sends a navigation it cannot serve without the network. */
export function OfflinePage() {
  const from = new URLSearchParams(useSearch()).get('from');
  const retry = from && from.startsWith('/') && !from.startsWith('//') ? from : '/';
  return (
    <PageFrame title="You're offline" lead="This page hasn't been saved on this device yet. Your saved cars are still here.">
      <div className="offline-actions">
        <Link href="/favourites" className="button button-primary">
          View saved cars
        </Link>
        <a href={retry} className="button">
          Try again
        </a>
      </div>
    </PageFrame>
  );
}
