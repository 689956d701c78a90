// Spec §2 home (the banner with three feature links) and what a dealer's home shows below it, from the
// tenant's own data: latest arrivals and a few featured cars (the search's card), current offers, the
// brands it sells, its locations with today's hours and stars, a few recent reviews. Each section
// renders nothing when its data is empty (§8). The group site adds its brand grids, the banner of
// locations, brands and years, the dealership search and the sales counter (§1, §9).
import type { BrowserTenant } from './tenant-bootstrap.ts';
import { addDays, OPEN_LOOKAHEAD_DAYS } from './opening-hours.ts';
import type { CardLocation, ServedLocation } from './served-location.ts';
import type { ServedReview } from './reviews.ts';
import { CAR_CARD_ATTRIBUTES, carIndexNames, type CarCardRecord, type OfferRecord } from './search-record.ts';
import type { SearchRequest } from './search-request.ts';

export const HOME_LATEST_CARS = 4;
export const HOME_FEATURED_CARS = 4;
export const HOME_OFFERS = 3;
export const HOME_REVIEWS = 3;

/** A location as home shows it: the location card's fields, upcoming holiday hours only. */
export type HomeLocation = CardLocation;

export interface HomeData {
  latest: CarCardRecord[];
  featured: CarCardRecord[];
  offers: OfferRecord[];
  locations: HomeLocation[];
  reviews: ServedReview[];
  /** The three feature cards' photos (media paths): from the offers, the service locations and the stock; null for none. */
  featureImages: { offers: string | null; service: string | null; sell: string | null };
}

/**
 * Home's searches: the newest cars in stock with a photo, the dearest in stock with a photo (the
 * showroom's pride, more than shown so the latest can be left out), and the newest offers (the key's
 * scope drops the excluded ones).
 */
export function homeSearches(carsIndex: string, offersIndex: string): SearchRequest[] {
  const names = carIndexNames(carsIndex);
  const inStock = 'status:in_stock AND photos_count > 0';
  // Home's cards show no finance estimate (that needs the finance worker): their lenders stay out of the page.
  const attributesToRetrieve = CAR_CARD_ATTRIBUTES.filter((a) => a !== 'finance_lenders');
  const cars = { query: '', filters: inStock, facets: [], page: 0, maxValuesPerFacet: 0, attributesToRetrieve, attributesToHighlight: [] };
  return [
    { indexName: names.latest, hitsPerPage: HOME_LATEST_CARS, ...cars },
    { indexName: names.priceDesc, hitsPerPage: HOME_FEATURED_CARS + HOME_LATEST_CARS, ...cars },
    { indexName: offersIndex, query: '', filters: '', facets: [], page: 0, hitsPerPage: HOME_OFFERS, maxValuesPerFacet: 0, attributesToHighlight: [] },
  ];
}

/** The featured cars: the dearest, less any already among the latest arrivals. */
export function featuredCars<C extends { id: number }>(latest: readonly C[], dearest: readonly C[]): C[] {
  const shown = new Set(latest.map((c) => c.id));
  return dearest.filter((c) => !shown.has(c.id)).slice(0, HOME_FEATURED_CARS);
}

/**
 * What home keeps of a location: the card's fields, and only the holiday hours its open-now line
 * reads (today to a week ahead; the year's list stays with the location page).
 */
export function homeLocation({ distribution_locations: _d, place_url: _p, manufacturers: _m, location_subtype: _s, ...location }: ServedLocation, today: string): HomeLocation {
  const last = addDays(today, OPEN_LOOKAHEAD_DAYS);
  return { ...location, special_hours: location.special_hours.filter((h) => h.date >= today && h.date <= last) };
}

/**
 * Spec §2's third feature link: 'Sell your car' goes to /sell-my-car where the tenant has the page
 * (features.sellMyCar), else to the trade-in valuation every site has, so it is never a dead link.
 */
export function sellYourCarLink(features: Pick<BrowserTenant['features'], 'sellMyCar'>): { href: string; label: string; text: string } {
  return features.sellMyCar
    ? { href: '/sell-my-car', label: 'Sell your car', text: 'Get a price for your car and sell it to us, hassle free.' }
    : { href: '/trade-in', label: 'Trade in your car', text: 'Value your car as a trade-in on your next one.' };
}

/** The stats banner's figures (spec §1): visible locations, brands, and years since the dealer opened. */
export function homeStats(locations: number, brands: number, established: number | null, year: number): { label: string; value: number }[] {
  const stats = [
    { label: locations === 1 ? 'Location' : 'Locations', value: locations },
    { label: brands === 1 ? 'Brand' : 'Brands', value: brands },
    ...(established !== null && year > established ? [{ label: 'Years', value: year - established }] : []),
  ];
  return stats.filter((s) => s.value > 0);
}
