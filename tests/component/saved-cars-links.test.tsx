// The offline and load-failure pages offer the saved cars only where the dealer keeps stored favourites:
// elsewhere /favourites is the not-found page (outback's saved cars are its signed-in watchlist).
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageLoadFailed } from '../../src/app/LoadBoundary.tsx';
import { OfflineEmpty } from '../../src/features/search/NoResults.tsx';
import { OfflinePage } from '../../src/routes/saved/OfflinePage.tsx';
import { renderForTenant } from './tenant.tsx';

afterEach(cleanup);

const savedCarsLinks = () => screen.queryAllByRole('link', { name: /saved cars/i }).map((link) => link.getAttribute('href'));

describe('links to the saved cars', () => {
  it.each([
    ['harbourside-motors', ['/favourites']],
    ['outback-caravans', []],
  ])('%s: the offline page, an unsaved search offline and a page that failed to load', (slug, expected) => {
    for (const page of [<OfflinePage key="offline" />, <OfflineEmpty key="search" />, <PageLoadFailed key="failed" />]) {
      renderForTenant(slug, page);
      expect(savedCarsLinks(), page.key!).toEqual(expected);
      cleanup();
    }
  });
});
