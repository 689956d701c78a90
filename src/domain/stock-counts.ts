// The menus' stock counts (spec §2 "Stock (dynamic dropdown)"), taken from the tenant's own search:
// the same index, key and stock filter its search pages use, so "New Cars (268)" opens 268 cars.
// The counts are the facet counts of one unrefined query, which equal the nbHits of each menu link's
// search (a stock path filters on car_type, an item-type link refines item_type, a model link filters
// on the make and model).

/** What a model link filters on, as the index's make_model facet values carry it ('Toyota > Camry'). */
export const MAKE_MODEL_SEPARATOR = ' > ';
/** Algolia's ceiling on facet values a query returns. */
const ALL_VALUES = 1000;

export interface StockCounts {
  carTypes: Record<string, number>;
  itemTypes: Record<string, number>;
  /** By make and model, most first. */
  models: { make: string; model: string; count: number }[];
}

/** The one query on the tenant's cars index the counts come from. */
export function stockCountsRequest(carsIndex: string) {
  return { indexName: carsIndex, query: '', hitsPerPage: 0, facets: ['car_type', 'item_type', 'make_model'], maxValuesPerFacet: ALL_VALUES };
}

/** The counts in that query's answer; null for an answer without facets (a failed search). */
export function stockCountsFrom(answer: { facets?: Record<string, Record<string, number>> } | null | undefined): StockCounts | null {
  const facets = answer?.facets;
  if (!facets) return null;
  const models = Object.entries(facets.make_model ?? {}).flatMap(([value, count]) => {
    const at = value.indexOf(MAKE_MODEL_SEPARATOR);
    return at > 0 ? [{ make: value.slice(0, at), model: value.slice(at + MAKE_MODEL_SEPARATOR.length), count }] : [];
  });
  models.sort((a, b) => b.count - a.count || a.make.localeCompare(b.make) || a.model.localeCompare(b.model));
  return { carTypes: { ...facets.car_type }, itemTypes: { ...facets.item_type }, models };
}
