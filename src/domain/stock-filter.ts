// Spec §4 and §9: the default stock filter every results page and car count applies, as an Algolia
// `filters` string, so the same string works against the embedded index and a real Algolia app; and
// the same rule read for one car (`stockListing`), for the pages and calls that serve a car by id.
import { sellingPrice, type Priced } from './price-display.ts';
import type { Car } from './stock.ts';

export interface StockFilterOptions {
  /** Sold cars stay listed this many days after sale (spec default 3; 0 hides sold cars). */
  includeSoldCarsDays?: number;
  /** Only cars with at least this many photos (0 = no minimum). */
  minimumPhotos?: number;
  /** Only cars priced at least this (0 = no minimum). */
  minimumPrice?: number;
  certifiedOnly?: boolean;
  /** The time the filter is for, in epoch milliseconds (the sold-car window counts back from it). */
  now: number;
}

const SECONDS_PER_DAY = 86_400;

export function stockFilter({
  includeSoldCarsDays = 3,
  minimumPhotos = 0,
  minimumPrice = 0,
  certifiedOnly = false,
  now,
}: StockFilterOptions): string {
  const available = ['status:in_stock', 'status:coming_soon'];
  if (includeSoldCarsDays > 0) {
    const soldSince = Math.floor(now / 1000) - Math.round(includeSoldCarsDays * SECONDS_PER_DAY);
    available.push(`sold_date_timestamp > ${soldSince}`);
  }
  const clauses = [`(${available.join(' OR ')})`, 'show_on_dealer_website:true'];
  if (minimumPhotos > 0) clauses.push(`photos_count >= ${minimumPhotos}`);
  if (minimumPrice > 0) clauses.push(`price >= ${minimumPrice}`);
  if (certifiedOnly) clauses.push('certified:true');
  return clauses.join(' AND ');
}

/** listed; sold (sold before the sold-car days: gone, 410); hidden (the tenant's rules leave it out: 404). */
export type StockListing = 'listed' | 'sold' | 'hidden';

export type ListingFields = Pick<Car, 'status' | 'sold_date_timestamp' | 'show_on_dealer_website' | 'images' | 'certified'> & Priced;

/** What `stockFilter`'s string selects, for one car. */
export function stockListing(car: ListingFields, { includeSoldCarsDays = 3, minimumPhotos = 0, minimumPrice = 0, certifiedOnly = false, now }: StockFilterOptions): StockListing {
  if (!car.show_on_dealer_website || car.images.length < minimumPhotos || sellingPrice(car) < minimumPrice || (certifiedOnly && !car.certified)) return 'hidden';
  if (car.status === 'in_stock' || car.status === 'coming_soon') return 'listed';
  const soldSince = Math.floor(now / 1000) - Math.round(includeSoldCarsDays * SECONDS_PER_DAY);
  if (includeSoldCarsDays > 0 && (car.sold_date_timestamp ?? 0) > soldSince) return 'listed';
  return car.status === 'sold' || car.sold_date_timestamp !== null ? 'sold' : 'hidden';
}
