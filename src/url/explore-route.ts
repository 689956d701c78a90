// The explore searches' state in the address: the brand page's manufacturer/model search
// (`/mazda/overview?model=CX-5&body=SUV&page=2`), a model page's stock (`?page=2`) and the group
// home's dealership search (`?category=Family+Cars&price=%2420%2C000+-+%2430%2C000&page=2`). A pure
// pair with the round-trip law `queryToExplore(exploreToQuery(s)) = s`; defaults (no choice, page 1)
// are left out of the address, and the page is 1-based there as shoppers count.

export interface ExploreSearchState {
  model: string | null;
  body: string | null;
  category: string | null;
  /** A price band as the index labels it (`price_range`, e.g. '$20,000 - $30,000'). */
  price: string | null;
  /** 0-based, as the search service counts. */
  page: number;
}

export const EMPTY_EXPLORE: ExploreSearchState = { model: null, body: null, category: null, price: null, page: 0 };

const CHOICES = ['model', 'body', 'category', 'price'] as const;
/** The deepest page an address may ask for (the index answers at most 1,000 hits a search). */
export const MAX_EXPLORE_PAGE = 999;

export function exploreToQuery(state: ExploreSearchState): string {
  const params = new URLSearchParams();
  for (const key of CHOICES) {
    const value = state[key];
    if (value) params.set(key, value);
  }
  if (state.page > 0) params.set('page', String(state.page + 1));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function queryToExplore(query: string): ExploreSearchState {
  const params = new URLSearchParams(query);
  const text = (key: (typeof CHOICES)[number]) => {
    const value = params.get(key)?.trim().slice(0, 100);
    return value ? value : null;
  };
  const page = Number(params.get('page'));
  return {
    model: text('model'),
    body: text('body'),
    category: text('category'),
    price: text('price'),
    page: Number.isInteger(page) && page > 1 ? Math.min(page, MAX_EXPLORE_PAGE) - 1 : 0,
  };
}
