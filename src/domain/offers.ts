// Spec §5: offers whose excluded_website_ids contain the current site are hidden, except a fixed
// list of offer ids on one site variant (tenant option offers.alwaysShowIds).
import { slugify } from './media.ts';
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

/** Spec §2 offer page: /offers/{manufacturer}/{offerId}. */
export const offerPagePath = (offer: { manufacturer: string; id: number }) => `/offers/${slugify(offer.manufacturer)}/${offer.id}`;

/** An offer id from an address: a positive whole number, else null (not found). */
export function offerIdFrom(text: string | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  return Number(text);
}

/** Spec §3 Offer as the dealer API serves it: the description sanitised, the image the offer's or its model's. */
export interface ServedOffer {
  id: number;
  name: string;
  description: string;
  /** The description with only simple formatting kept (the server cleans it). */
  sanitized_description: string;
  disclaimer: string;
  category: string;
  manufacturer: string;
  manufacturer_slug: string;
  model: { name: string; slug: string; override_url: string | null } | null;
  image_url: string | null;
  image_or_model_image: { url: string } | null;
  expires_at: string | null;
}

export function servedOffer(offer: Offer, sanitizedDescription: string, modelImage: string | null): ServedOffer {
  const image = offer.image_url ?? modelImage;
  return {
    id: offer.id,
    name: offer.name,
    description: offer.description,
    sanitized_description: sanitizedDescription,
    disclaimer: offer.disclaimer,
    category: offer.category,
    manufacturer: offer.manufacturer,
    manufacturer_slug: slugify(offer.manufacturer),
    model: offer.model,
    image_url: offer.image_url,
    image_or_model_image: image ? { url: image } : null,
    expires_at: offer.expires_at,
  };
}

/** What an offer card shows (an index record or a served offer alike). */
export interface OfferCardData {
  id: number;
  name: string;
  description: string;
  disclaimer: string;
  category: string;
  manufacturer: string;
  model_name: string | null;
  model_slug: string | null;
  model_override_url: string | null;
  image_url: string | null;
}

/** What a card shows of an offer, stored or served alike; `imageUrl` the image it shows. */
export function offerCardFields(offer: Pick<Offer, 'id' | 'name' | 'description' | 'disclaimer' | 'category' | 'manufacturer' | 'model'>, imageUrl: string | null): OfferCardData {
  return {
    id: offer.id,
    name: offer.name,
    description: offer.description,
    disclaimer: offer.disclaimer,
    category: offer.category,
    manufacturer: offer.manufacturer,
    model_name: offer.model?.name ?? null,
    model_slug: offer.model?.slug ?? null,
    model_override_url: offer.model?.override_url ?? null,
    image_url: imageUrl,
  };
}

/** A served offer as its card shows it: the model's image where the offer has none. */
export function offerCard(offer: ServedOffer): OfferCardData {
  return offerCardFields(offer, offer.image_or_model_image?.url ?? null);
}
