// Spec §5: offers whose excluded_website_ids contain the current site are hidden, except a fixed
// list of offer ids on one site variant (tenant option offers.alwaysShowIds).
import type { Offer } from './stock.ts';

export function offerVisibleOn(offer: Pick<Offer, 'id' | 'excluded_website_ids'>, websiteId: number, alwaysShowIds: readonly number[] = []): boolean {
  return !offer.excluded_website_ids.includes(websiteId) || alwaysShowIds.includes(offer.id);
}

/**
 * `offerVisibleOn` as an index filter (Algolia syntax; `excluded_website_ids` and `id` are filter-only
 * facets of the offers index), so counts and pages are exact rather than trimmed after the fact.
 */
export function offerVisibilityFilter(websiteId: number, alwaysShowIds: readonly number[] = []): string {
  const notExcluded = `NOT excluded_website_ids:${websiteId}`;
  return alwaysShowIds.length === 0 ? notExcluded : `(${[notExcluded, ...alwaysShowIds.map((id) => `id:${id}`)].join(' OR ')})`;
}
