// Spec §5: offers whose excluded_website_ids contain the current site are hidden, except a fixed
// list of offer ids on one site variant (tenant option offers.alwaysShowIds).
import type { Offer } from './stock.ts';

export function offerVisibleOn(offer: Pick<Offer, 'id' | 'excluded_website_ids'>, websiteId: number, alwaysShowIds: readonly number[] = []): boolean {
  return !offer.excluded_website_ids.includes(websiteId) || alwaysShowIds.includes(offer.id);
}
