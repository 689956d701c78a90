// Spec §5 and §9 "Vehicle page": what the car page shows and how much of it before expanding.
import { isAvailable } from './availability.ts';
import { VEHICLE_PAGE_BOUNDS, showsFinanceEstimate, type CalculatorBounds } from './finance.ts';
import { groupDigits } from './number-format.ts';
import type { Car, CarStatus, ItemType, LenderTerms } from './stock.ts';
import type { TenantConfig } from './tenant-config.ts';
import { sellingPrice, type Priced } from './price-display.ts';

export const STICKY_HEADER_AFTER_PX = 500;
export const STICKY_CTA_AFTER_PX = 900;
export const KEY_INFORMATION_COLLAPSED = 4;
export const FEATURES_COLLAPSED = 8;
export const DEALER_COMMENTS_COLLAPSED_CHARS = 400;
export const COPY_CONFIRMATION_MS = 1500;
export const SIMILAR_CARS_ROOT_MARGIN_PX = 500;
export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.';
export const SOLD_TITLE = 'Unfortunately this vehicle recently sold.';
export const SOLD_TEXT = "But don't worry, we can help you find a similar vehicle!";

export interface Collapsed<T> {
  shown: T[];
  /** There is more to show than the collapsed list holds (so the toggle appears). */
  hasMore: boolean;
}

/** The first `limit` items unless expanded; the toggle only exists when there are more. */
export function collapse<T>(items: readonly T[], limit: number, expanded: boolean): Collapsed<T> {
  return { shown: expanded ? [...items] : items.slice(0, limit), hasMore: items.length > limit };
}

export interface Truncated {
  text: string;
  truncated: boolean;
}

/**
 * The first `limit` characters, marked with an ellipsis. Exactly `limit`, mid-word if it falls there:
 * spec §9 gives the counts (400 for dealer comments, 197 for one tenant's finance disclaimer).
 */
export function truncateText(text: string, limit: number): Truncated {
  const clean = text.trim();
  if (clean.length <= limit) return { text: clean, truncated: false };
  return { text: `${clean.slice(0, limit)}…`, truncated: true };
}

/** Dealer HTML as plain text, for the collapsed view and the empty check. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/div)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface KeyInformationEntry {
  label: string;
  value: string;
}

/** '39,296 km'; null for a caravan, which has no odometer (feeds give it 0). */
export const odometerText = (item: { item_type: ItemType; km: number }): string | null =>
  item.item_type === 'caravan' ? null : `${groupDigits(item.km)} km`;

/** Spec §5: entries with no data or an empty value are hidden. */
export function keyInformation(car: Car): KeyInformationEntry[] {
  const entries: [string, string | number | null | undefined][] = [
    ['Odometer', odometerText(car)],
    ['Transmission', car.simple_transmission ?? car.trans],
    ['Fuel', car.simple_fuel ?? car.fuel],
    ['Body', car.simple_body],
    ['Drive', car.drive],
    ['Engine', car.engine_size_litres ? `${car.engine_size_litres} L` : null],
    ['Seats', car.seats || null],
    ['Doors', car.doors || null],
    ['Colour', car.colour],
    ['Interior', car.interior_colour],
    ['Stock No.', car.stocknum],
    ['VIN', car.vin],
    ['Rego', car.regplate],
    ['Build date', car.build_date],
    ['Compliance date', car.compliance_date],
  ];
  return entries.flatMap(([label, value]) => {
    const text = value === null || value === undefined ? '' : String(value).trim();
    return text === '' ? [] : [{ label, value: text }];
  });
}

/** 'dd/mm/yyyy' for an ISO date (yyyy-mm-dd). */
export function australianDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** 'Expires on {date}' when the expiry is in the future; otherwise 'Unregistered' on tenants that say so. */
export function regoText(expiry: string | null, today: string, showUnregistered: boolean): string | null {
  if (expiry && expiry.slice(0, 10) > today.slice(0, 10)) return `Expires on ${australianDate(expiry)}`;
  return showUnregistered ? 'Unregistered' : null;
}

/** More than 3 images; on one variant the car must also be in stock. */
export function showsThumbnails(imageCount: number, status: CarStatus, requireInStock: boolean): boolean {
  return imageCount > 3 && (!requireInStock || status === 'in_stock');
}

/** The first photos (counted among the photos: the walkaround video is no photo) load eagerly with high priority; the rest lazily. */
export const EAGER_IMAGES = 2;

/** A car page's path, /cars/{slug} (/cars/trade-in is the trade-in form): the app and the server both route by it. */
export const CAR_PAGE_PATH = /^\/cars\/(?<slug>(?!trade-in\/?$)[a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/** Spec §2: the share target is the site URL without its trailing slash + /cars/{slug}. */
export function carShareUrl(siteUrl: string, slug: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/cars/${slug}`;
}

export const SHARE_POPUP = { width: 550, height: 400 } as const;

export type ShareChannel = 'facebook' | 'twitter' | 'whatsapp' | 'email' | 'sms' | 'copy';

/** Links for every channel but copy, which needs the clipboard. */
export function shareLink(channel: Exclude<ShareChannel, 'copy'>, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (channel) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
    case 'email':
      return `mailto:?subject=${t}&body=${u}`;
    case 'sms':
      return `sms:?&body=${encodeURIComponent(`${title} ${url}`)}`;
  }
}

/** The car's city differs from the primary dealership's: show the 'Located at {city}' bar. */
export function locatedAtCity(carCity: string, primaryCity: string | null): string | null {
  if (!carCity || !primaryCity) return null;
  return carCity.trim().toLowerCase() === primaryCity.trim().toLowerCase() ? null : carCity;
}

export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

/** The tenant's finance provider's data on the car, else the car's first lender. */
export function carLender<Lender extends LenderTerms>(car: { finance_lenders: Readonly<Record<string, Lender>> | null }, provider: string | null): Lender | null {
  const key = carLenderKey(car, provider);
  return key === null ? null : (car.finance_lenders?.[key] ?? null);
}

/** The key (provider name) of the lender `carLender` picks: the tenant's provider when the car has it, else its first. */
export function carLenderKey(car: { finance_lenders: Readonly<Record<string, unknown>> | null }, provider: string | null): string | null {
  const lenders = car.finance_lenders ?? {};
  return provider && provider in lenders ? provider : (Object.keys(lenders)[0] ?? null);
}

/** Spec §4: reservable (available, not reserved, not sold) and the site enables it. */
export function canReserve(car: Pick<Car, 'status' | 'reserved' | 'sold'>, enabled: boolean): boolean {
  return enabled && isAvailable(car.status) && !car.reserved && !car.sold;
}

/** Spec §4: online purchase shows where reserve would, for a car with a price to pay. */
export function canBuyOnline(car: Priced & Pick<Car, 'status' | 'reserved' | 'sold'>, enabled: boolean): boolean {
  return canReserve(car, enabled) && sellingPrice(car) > 0;
}

/**
 * Spec §5 finance estimate on a site with finance switched on, with the tenant's manufacturer and
 * dealer exclusions applied, and the recent-car rule for the tenant's `recentCarLenders` (judged
 * against `currentYear`, fixed per page view). One rule for the car page and the result cards.
 */
export function carShowsEstimate(
  car: Priced & Pick<Car, 'year' | 'make' | 'dealership_id' | 'status'> & { finance_lenders: Readonly<Record<string, LenderTerms>> | null },
  { features, finance }: { features: Pick<TenantConfig['features'], 'finance'>; finance: Pick<TenantConfig['finance'], 'provider' | 'estimateExcludedMakes' | 'estimateExcludedDealershipIds' | 'recentCarLenders'> },
  currentYear: number,
): boolean {
  if (!features.finance) return false;
  if (finance.estimateExcludedMakes.includes(car.make) || finance.estimateExcludedDealershipIds.includes(car.dealership_id)) return false;
  const key = carLenderKey(car, finance.provider);
  const recentCarRule = key !== null && finance.recentCarLenders.includes(key) ? { currentYear } : undefined;
  return showsFinanceEstimate({ price: sellingPrice(car), year: car.year }, carLender(car, finance.provider), isAvailable(car.status), { recentCarRule });
}

export type VideoPosition = 'start' | 'second' | 'middle' | 'end';

/** Where the walkaround video sits among `imageCount` gallery images (spec §4 video position). */
export function videoSlot(imageCount: number, position: VideoPosition): number {
  switch (position) {
    case 'start':
      return 0;
    case 'second':
      return Math.min(1, imageCount);
    case 'middle':
      return Math.floor(imageCount / 2);
    case 'end':
      return imageCount;
  }
}

/** Above this share of the car price the car page calculator's price ceiling follows the car (one tenant). */
const PRICE_CEILING_OVER_CAR = 1.05;

/**
 * The car page calculator's bounds from the tenant's finance settings; the interest range and
 * the purchase price minimum are the car's lender's own where the tenant gives them (`lenderKey`:
 * the key `carLenderKey` picks).
 */
export function carCalculatorBounds(
  finance: Pick<TenantConfig['finance'], 'purchasePrice' | 'purchasePriceFollowsCar' | 'term' | 'interest' | 'lenderInterest' | 'lenderPurchasePriceMin'>,
  price: number,
  lenderKey: string | null = null,
): CalculatorBounds {
  const max = finance.purchasePriceFollowsCar ? Math.max(finance.purchasePrice.max, Math.round(price * PRICE_CEILING_OVER_CAR)) : finance.purchasePrice.max;
  const min = (lenderKey !== null ? finance.lenderPurchasePriceMin[lenderKey] : undefined) ?? finance.purchasePrice.min;
  const interestPercent = (lenderKey !== null ? finance.lenderInterest[lenderKey] : undefined) ?? finance.interest;
  return { ...VEHICLE_PAGE_BOUNDS, amount: { ...finance.purchasePrice, min, max }, termYears: finance.term, interestPercent };
}
