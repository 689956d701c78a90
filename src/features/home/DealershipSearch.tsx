// Spec §7 dealership search on the group site's home: 21 cars a page across the group's dealerships,
// chosen by category and price band. Loaded when it nears the screen (it brings the search worker);
// its cards come once the shopper has chosen, so home does not end in a page of 21 cards.
import { useCallback } from 'react';
import { dealershipSearch } from '../../domain/explore-search.ts';
import { useAtomValue } from '../../state/store.ts';
import { bootstrapAtom } from '../../state/tenant.ts';
import type { ExploreSearchState } from '../../url/explore-route.ts';
import { ExploreSearch, type ExploreChoice } from '../explore';

const CHOICES: readonly ExploreChoice[] = [
  { key: 'category', attribute: 'categories', label: 'Category', all: 'All categories' },
  { key: 'price', attribute: 'price_range', label: 'Price', all: 'Any price' },
];

export default function DealershipSearch() {
  const { search } = useAtomValue(bootstrapAtom)!;
  const requests = useCallback((state: ExploreSearchState) => dealershipSearch(search.carsIndex, state), [search.carsIndex]);
  return (
    <ExploreSearch
      channel="dealership-search"
      title="Search our dealerships"
      requests={requests}
      choices={CHOICES}
      showsResults={(state) => state.category !== null || state.price !== null}
      prompt="Choose a category or a price to see the vehicles across our dealerships."
    />
  );
}
