import { Link } from 'react-aria-components';
import { PageFrame } from './PageFrame.tsx';

export function NotFound() {
  return (
    <PageFrame title="Page not found" lead="We couldn't find that page. It may have moved, or the car may have sold.">
      <div className="offline-actions">
        <Link href="/" className="button button-primary">
          Back to home
        </Link>
        <Link href="/search/new-used-and-demo-cars/" className="button">
          Search our stock
        </Link>
      </div>
    </PageFrame>
  );
}
