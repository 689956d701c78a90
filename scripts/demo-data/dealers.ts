// Dealerships and their locations, built from tenants-data.ts.
import { IMG_PREFIX, slugify } from '../../src/domain/media.ts';
import type { Colour, Dealership, Location, Review } from '../../src/domain/stock.ts';
import { stateTimeZone } from '../../src/domain/opening-hours.ts';
import { photoPath, type Shape } from '../media/shapes.ts';
import { openingHours, specialHours } from './hours.ts';
import { AREA_CODES, type StateCode } from './places.ts';
import type { Rng } from './prng.ts';
import { DEALERSHIPS, type DealershipDef, type LocationDef } from './tenants-data.ts';

export interface DealerNetwork {
  dealerships: Dealership[];
  locations: Location[];
  /** Visible sales locations by dealership id: where that dealership's cars sit. */
  stockLocations: Map<number, Location[]>;
}

const DIGITS = '0123456789';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

const landline = (rng: Rng, state: StateCode) => `(${AREA_CODES[state]}) ${rng.int(4, 9)}${rng.chars(DIGITS, 3)} ${rng.chars(DIGITS, 4)}`;
const mobile = (rng: Rng) => `04${rng.chars(DIGITS, 2)} ${rng.chars(DIGITS, 3)} ${rng.chars(DIGITS, 3)}`;

/** Licence numbers in each state's own format. */
function dealerLicence(rng: Rng, state: StateCode): string {
  switch (state) {
    case 'NSW':
      return `MD${rng.chars(DIGITS, 6)}`;
    case 'VIC':
      return `LMCT ${rng.chars(DIGITS, 5)}`;
    case 'QLD':
      return `3${rng.chars(DIGITS, 6)}`;
    default:
      return `DL${rng.chars(DIGITS, 5)}`;
  }
}

const isSales = (def: LocationDef) => def.type === 'sales' || def.type === '';

/** A showroom photo stands in for the location image; the media pipeline draws only vehicles. */
const SHOWROOM_SHOTS: readonly [Shape, Colour][] = [
  ['suv-mid', 'White'],
  ['ute', 'Silver'],
  ['bike-naked', 'Red'],
  ['truck-rigid', 'White'],
  ['hatch', 'Blue'],
  ['caravan', 'White'],
];

function buildLocation(rng: Rng, id: number, dealer: DealershipDef, def: LocationDef, siblings: readonly string[], now: Date): Location {
  const { place } = def;
  const phone = landline(rng, place.state);
  const placeId = `ChIJ${rng.chars(ALNUM, 23)}`;
  const placeUrl = `https://www.google.com/maps/place/?q=place_id:${placeId}`;
  const [shape, colour] = rng.pick(SHOWROOM_SHOTS);
  return {
    id,
    name: def.name,
    slug: slugify(def.name),
    phone,
    location_type: def.type,
    location_subtype: def.subtypes,
    manufacturers: dealer.manufacturers,
    primary: def.primary ?? false,
    visible: !def.hidden,
    dealership_id: dealer.id,
    dealership_slug: dealer.slug,
    dealer_license_number: isSales(def) ? dealerLicence(rng, place.state) : null,
    motor_vehicle_repairer: def.type === 'service' && place.state === 'NSW' ? `MVRL${rng.chars(DIGITS, 5)}` : null,
    image: isSales(def) ? IMG_PREFIX + photoPath(shape, colour, 'front-three-quarter') : null,
    distribution_locations: isSales(def) ? siblings.filter((s) => s !== slugify(def.name)) : [],
    place_url: placeUrl,
    address: {
      street: def.street,
      city: place.suburb,
      state: place.state,
      postcode: place.postcode,
      // Jitter so two locations in one suburb do not share a map pin.
      lat: Number((place.lat + rng.float(-0.004, 0.004)).toFixed(6)),
      long: Number((place.long + rng.float(-0.004, 0.004)).toFixed(6)),
      place_id: placeId,
      place_url: placeUrl,
      map_key: null,
    },
    contact_detail: {
      phone,
      mobile: rng.chance(0.5) ? mobile(rng) : null,
      landline_phone: rng.chance(0.7) ? phone : null,
      opening_hours: openingHours(def.hours),
    },
    // One dealer group's system sends the nested shape (spec §3 allows both).
    special_hours: specialHours(id, now, dealer.websiteId === 3 ? 'nested' : 'flat'),
    time_zone: stateTimeZone(place.state),
    reviews: { average_rating: 0, count: 0 },
    average_rating: 0,
    review_count: 0,
  };
}

export function buildDealers(rng: Rng, now: Date): DealerNetwork {
  const dealerships: Dealership[] = [];
  const locations: Location[] = [];
  const stockLocations = new Map<number, Location[]>();
  for (const dealer of DEALERSHIPS) {
    dealerships.push({
      id: dealer.id,
      slug: dealer.slug,
      name: dealer.name,
      website_id: dealer.websiteId,
      average_rating: 0,
      review_count: 0,
      manufacturers: dealer.manufacturers,
    });
    const siblings = dealer.locations.filter((d) => isSales(d) && !d.hidden).map((d) => slugify(d.name));
    const built = dealer.locations.map((def, i) => buildLocation(rng, locations.length + i + 1, dealer, def, siblings, now));
    locations.push(...built);
    stockLocations.set(
      dealer.id,
      built.filter((l) => l.visible && (l.location_type === 'sales' || l.location_type === '')),
    );
  }
  return { dealerships, locations, stockLocations };
}

/** Dealership and location ratings are the mean of the dealership's reviews, as the reviews list shows it. */
export function applyReviewStats(network: DealerNetwork, reviews: readonly Review[]): void {
  for (const dealership of network.dealerships) {
    const own = reviews.filter((r) => r.dealership_id === dealership.id);
    const average = own.length ? Math.round((own.reduce((sum, r) => sum + r.rating, 0) / own.length) * 10) / 10 : 0;
    dealership.average_rating = average;
    dealership.review_count = own.length;
    for (const location of network.locations.filter((l) => l.dealership_id === dealership.id)) {
      location.reviews = { average_rating: average, count: own.length };
      location.average_rating = average;
      location.review_count = own.length;
    }
  }
}
