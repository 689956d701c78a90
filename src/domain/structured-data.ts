// Schema.org structured data (JSON-LD) for the pages search engines land on: the car page as a
// Product and Car with its Offer and selling AutoDealer (Google's vehicle listing shape), a location
// as an AutoDealer with its hours and, where spec §5's star rule shows stars, its rating, a dealer's
// special offer as an Offer, and the breadcrumbs of each. Typed with schema-dts, so a misspelt property or a wrong value type fails the
// type check; the server inlines it in the page's head (src/server/seo/page-seo.ts).
import type { AutoDealerLeaf, BreadcrumbList, CarLeaf, ItemAvailability, MergeLeafTypes, OfferItemCondition, OfferLeaf, OpeningHoursSpecification, ProductLeaf, WithContext } from 'schema-dts';
import { OFFER_IMAGE } from './car-images.ts';
import { galleryImageUrl } from './car-media-urls.ts';
import { carShareUrl } from './car-page.ts';
import { normaliseSpecialHour, WEEKDAY_NAMES, weeklyRange, type HolidayHour } from './opening-hours.ts';
import { sellingPrice, showsPrice } from './price-display.ts';
import { starRating, type StarRatingRules } from './star-rating.ts';
import { imageUrl } from './media.ts';
import { offerPagePath } from './offers.ts';
import type { Car, CarStatus, CarType, Location, Offer } from './stock.ts';

export const CURRENCY = 'AUD';
/** The width of the photos search engines and feeds are given (the gallery's largest). */
export const FEED_IMAGE_WIDTH = 1200;
/** UN/CEFACT code for kilometres, as schema.org's QuantitativeValue wants it. */
const KILOMETRES = 'KMT';

/** What the builders need of the tenant. */
export interface SiteInfo {
  /** The primary domain's origin, `https://www.example.com.au`. */
  url: string;
  name: string;
  imageTemplate: string;
}

/** An absolute URL on the dealer's primary domain. */
export const siteUrl = (site: Pick<SiteInfo, 'url'>, path: string) => new URL(path, site.url).href;

/** The car's photos as absolute URLs at the feed width. */
export const carImageUrls = (car: Pick<Car, 'images'>, site: SiteInfo) => car.images.map((image) => siteUrl(site, galleryImageUrl(site.imageTemplate, image.url, FEED_IMAGE_WIDTH)));

/** New cars are new; demo and used cars have been driven (Google and Meta call a demonstrator used). */
export const isNewCondition = (type: CarType) => type === 'new';

const AVAILABILITY: Record<CarStatus, ItemAvailability> = {
  in_stock: 'https://schema.org/InStock',
  coming_soon: 'https://schema.org/PreOrder',
  sold: 'https://schema.org/SoldOut',
  on_hold: 'https://schema.org/LimitedAvailability',
};

/** The car's availability: a reserved car is still for sale, to someone else only if that falls through. */
export function carAvailability(car: Pick<Car, 'status' | 'sold' | 'reserved'>): ItemAvailability {
  if (car.sold || car.status === 'sold') return AVAILABILITY.sold;
  return car.reserved && car.status === 'in_stock' ? AVAILABILITY.on_hold : AVAILABILITY[car.status];
}

const condition = (car: Pick<Car, 'car_type'>): OfferItemCondition => (isNewCondition(car.car_type) ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition');

const postalAddress = (address: Location['address']) => ({
  '@type': 'PostalAddress' as const,
  streetAddress: address.street,
  addressLocality: address.city,
  addressRegion: address.state,
  postalCode: address.postcode,
  addressCountry: 'AU',
});

export const locationPath = (location: Pick<Location, 'slug'>) => `/our-location/${location.slug}`;

/** The dealer a car is sold by, in short (the full record is on its location's page). */
function sellerOf(location: Location | null, car: Pick<Car, 'location'>, site: SiteInfo): AutoDealerLeaf {
  if (!location) return { '@type': 'AutoDealer', name: car.location.name || site.name, telephone: car.location.phone || undefined, address: car.location.address || undefined, url: site.url };
  return { '@type': 'AutoDealer', '@id': siteUrl(site, `${locationPath(location)}#dealer`), name: location.name, telephone: location.phone, address: postalAddress(location.address), url: siteUrl(site, locationPath(location)) };
}

export type CarJsonLd = WithContext<MergeLeafTypes<[ProductLeaf, CarLeaf]>>;

/** The car page's Product and Car, its Offer and the AutoDealer selling it. */
export function carJsonLd(car: Car, seller: Location | null, site: SiteInfo): CarJsonLd {
  const url = carShareUrl(site.url, car.slug);
  const priced = showsPrice(car);
  return {
    '@context': 'https://schema.org',
    '@type': ['Product', 'Car'],
    '@id': `${url}#car`,
    name: car.name,
    url,
    sku: car.stocknum,
    ...(car.vin ? { vehicleIdentificationNumber: car.vin } : {}),
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    ...(car.build_date ? { productionDate: car.build_date } : {}),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: KILOMETRES },
    bodyType: car.simple_body,
    ...(car.simple_fuel ? { fuelType: car.simple_fuel } : {}),
    ...(car.simple_transmission ? { vehicleTransmission: car.simple_transmission } : {}),
    color: car.colour,
    ...(car.interior_colour ? { vehicleInteriorColor: car.interior_colour } : {}),
    ...(car.drive ? { driveWheelConfiguration: car.drive } : {}),
    ...(car.doors ? { numberOfDoors: car.doors } : {}),
    ...(car.seats ? { seatingCapacity: car.seats } : {}),
    ...(car.badge ? { vehicleConfiguration: car.badge } : {}),
    itemCondition: condition(car),
    image: carImageUrls(car, site),
    offers: {
      '@type': 'Offer',
      url,
      ...(priced ? { price: sellingPrice(car), priceCurrency: CURRENCY } : {}),
      availability: carAvailability(car),
      // On offer since it was listed (a compliance date is not a first registration: schema.org has no field for it).
      validFrom: car.created_at,
      itemCondition: condition(car),
      seller: sellerOf(seller, car, site),
    },
  };
}

/** The week's hours, a day with its hours once each, and the special (holiday) days from `today` on. */
export function openingHoursJsonLd(location: Pick<Location, 'id' | 'contact_detail' | 'special_hours'>, today: string): OpeningHoursSpecification[] {
  const weekly: OpeningHoursSpecification[] = WEEKDAY_NAMES.flatMap((day, weekday) => {
    const range = weeklyRange(location.contact_detail.opening_hours, weekday);
    return range ? [{ '@type': 'OpeningHoursSpecification' as const, dayOfWeek: `https://schema.org/${day}` as const, opens: range[0], closes: range[1] }] : [];
  });
  const special = location.special_hours
    .map(normaliseSpecialHour)
    .filter((h): h is HolidayHour => h !== null && (h.locationId === null || h.locationId === location.id) && h.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    // Google reads a special day closed as opening and closing at midnight.
    .map((h): OpeningHoursSpecification => ({ '@type': 'OpeningHoursSpecification', validFrom: h.date, validThrough: h.date, opens: h.range?.[0] ?? '00:00', closes: h.range?.[1] ?? '00:00' }));
  return [...weekly, ...special];
}

/** A location's page: the AutoDealer with its address, position, hours and, only where stars show (spec §5), its rating. */
export function locationJsonLd(location: Location, site: SiteInfo, rules: StarRatingRules, today: string): WithContext<AutoDealerLeaf> {
  const url = siteUrl(site, locationPath(location));
  const rating = starRating(location.reviews.average_rating, location.reviews.count, rules);
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': `${url}#dealer`,
    name: location.name,
    url,
    telephone: location.phone,
    ...(location.image ? { image: siteUrl(site, location.image) } : {}),
    address: postalAddress(location.address),
    geo: { '@type': 'GeoCoordinates', latitude: location.address.lat, longitude: location.address.long },
    ...(location.address.place_url ? { hasMap: location.address.place_url } : {}),
    openingHoursSpecification: openingHoursJsonLd(location, today),
    ...(rating ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 } } : {}),
    parentOrganization: { '@type': 'AutoDealer', name: site.name, url: site.url },
  };
}

/**
 * A special offer as schema.org's Offer: what it is (its name and text), who makes it (the dealer site), until when, and what it is for (the make, and the model when the
 * offer names one). An offer carries no price of its own, so none is given.
 */
export function offerJsonLd(offer: Offer, site: SiteInfo): WithContext<OfferLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: offer.name,
    description: offer.description,
    url: siteUrl(site, offerPagePath(offer)),
    category: offer.category,
    ...(offer.image_url ? { image: siteUrl(site, imageUrl(site.imageTemplate, offer.image_url, OFFER_IMAGE)) } : {}),
    ...(offer.expires_at ? { validThrough: offer.expires_at } : {}),
    offeredBy: { '@type': 'AutoDealer', name: site.name, url: site.url },
    itemOffered: { '@type': 'Car', brand: { '@type': 'Brand', name: offer.manufacturer }, ...(offer.model ? { model: offer.model.name } : {}) },
  };
}

export interface Crumb {
  name: string;
  /** A path on the site. */
  path: string;
}

export function breadcrumbsJsonLd(crumbs: readonly Crumb[], site: Pick<SiteInfo, 'url'>): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: siteUrl(site, crumb.path) })),
  };
}

/** JSON-LD as the text of a `<script type="application/ld+json">`: it cannot close its element or open a comment. */
export const jsonLdText = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
