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

/** Spec §9: an offer card cuts its description to 160 characters and its disclaimer to 200. */
export const OFFER_DESCRIPTION_CHARS = 160;
export const OFFER_DISCLAIMER_CHARS = 200;
/** Spec §9 collapse threshold: an offer's text this long or shorter starts expanded (§4). */
export const OFFER_COLLAPSE_THRESHOLD = 200;

/**
 * Spec §4: offer texts start expanded when 200 characters or fewer, always on some sites
 * (offers.alwaysExpanded), and a finance offer's disclaimer always.
 */
export function offerTextStartsExpanded(text: string, opts: { alwaysExpanded: boolean; financeDisclaimer: boolean }): boolean {
  return opts.alwaysExpanded || opts.financeDisclaimer || text.trim().length <= OFFER_COLLAPSE_THRESHOLD;
}

/** A finance offer, whose disclaimer the shopper must be able to read in full at once. */
export function isFinanceOffer(category: string): boolean {
  return /\bfinance\b/i.test(category);
}
