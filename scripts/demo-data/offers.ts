// Manufacturer and dealer offers for each tenant. Some are syndicated from the manufacturer and
// list the websites that opted out (excluded_website_ids), including their own.
import { IMG_PREFIX } from '../../src/domain/media.ts';
import type { Colour, Offer } from '../../src/domain/stock.ts';
import { photoPath } from '../media/shapes.ts';
import type { Catalogue } from './catalogue.ts';
import type { DemoWebsiteId } from './tenants-data.ts';

interface OfferDef {
  website: DemoWebsiteId;
  make: string;
  /** null for offers on a service, not a model. */
  model: string | null;
  category: string;
  name: string;
  description: string;
  disclaimer: string;
  excluded?: number[];
  /** Days after `now` the offer ends; null for ongoing offers. */
  days: number | null;
  colour?: Colour;
}

const FINANCE_WARNING =
  'Comparison rate is based on a secured loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.';

const MANUFACTURER_TERMS = 'Offer available at participating dealers while stocks last and may be withdrawn or extended without notice. Excludes fleet, government and rental buyers.';

const OFFERS: readonly OfferDef[] = [
  {
    website: 2, make: 'Mazda', model: 'CX-5', category: 'Finance offer', name: '2.99% p.a. finance on CX-5', days: 45, colour: 'Red',
    description:
      'Drive away in a new Mazda CX-5 with 2.99% p.a. finance (comparison rate 3.98% p.a.) for approved private and ABN buyers. Choose from a 12 to 60 month term, with no deposit required and an optional balloon payment so your repayments suit the way you drive. Offer applies to all CX-5 grades in stock.',
    disclaimer: `Finance offer available to approved applicants of Mazda Finance for new CX-5 vehicles ordered and delivered by the offer end date. Fees and charges apply. ${FINANCE_WARNING} ${MANUFACTURER_TERMS}`,
  },
  {
    website: 2, make: 'Mazda', model: 'BT-50', category: 'Drive away offer', name: 'BT-50 XT Dual Cab from $52,990 drive away', days: 30, colour: 'White',
    description: 'BT-50 XT 4x4 Dual Cab Pick Up automatic from $52,990 drive away.',
    disclaimer: `Price applies to new BT-50 XT 4x4 Dual Cab Pick Up automatic in standard paint. Metallic paint an extra $695. ${MANUFACTURER_TERMS}`,
  },
  {
    website: 2, make: 'Mazda', model: 'CX-60', category: 'Bonus offer', name: 'Five years free scheduled servicing on CX-60', days: 60, colour: 'Grey',
    description:
      'Buy a new CX-60 plug-in hybrid and we will cover your scheduled servicing for five years or 75,000 km, whichever comes first. That is five services at Harbourside Mazda with genuine parts, qualified technicians and a complimentary wash every visit, included in the price you pay today.',
    disclaimer: `Servicing covers scheduled log-book services only and excludes wear and tear items. ${MANUFACTURER_TERMS}`,
  },
  {
    website: 2, make: 'Mazda', model: 'CX-90', category: 'Finance offer', name: '0% deposit finance on CX-90', days: 45, colour: 'Black', excluded: [2],
    description: 'National offer: 0% deposit finance on new CX-90 for approved buyers.',
    disclaimer: `Harbourside Mazda does not participate in this national offer. ${FINANCE_WARNING}`,
  },
  {
    website: 2, make: 'Mazda', model: 'Mazda3', category: 'Drive away offer', name: 'Mazda3 G20 Evolve from $34,990 drive away', days: null, colour: 'Blue', excluded: [1, 3],
    description: 'Mazda3 G20 Evolve hatch automatic from $34,990 drive away, with 7 years unlimited kilometre warranty.',
    disclaimer: `Price shown is the recommended drive away price for NSW. ${MANUFACTURER_TERMS}`,
  },
  {
    website: 2, make: 'Mazda', model: 'MX-5', category: 'Run out offer', name: 'Run out MX-5 Roadster: save $3,000', days: 14, colour: 'Red',
    description: 'Limited remaining previous model year MX-5 Roadster GT stock with $3,000 off the drive away price.',
    disclaimer: `While stocks last. Savings calculated from the previous recommended drive away price. ${MANUFACTURER_TERMS}`,
  },
  {
    website: 2, make: 'Mazda', model: null, category: 'Service offer', name: 'Winter service special', days: 90,
    description:
      'Book any scheduled service before the end of the month and we will add a complimentary 20-point winter check, a battery health test and a hand wash. Courtesy cars and a free shuttle within 10 km of our Broadmeadow workshop are available on request, so you can get on with your day.',
    disclaimer: 'Courtesy cars subject to availability; bookings essential. One offer per vehicle.',
  },
  {
    website: 1, make: 'Toyota', model: 'RAV4', category: 'Finance offer', name: 'RAV4 Hybrid at 3.49% p.a. finance', days: 40, colour: 'Silver',
    description:
      'Secure a new RAV4 Hybrid GXL or Cruiser with 3.49% p.a. finance (comparison rate 4.95% p.a.) through Toyota Finance. Add Toyota Access flexible finance and choose to trade in, trade up or keep your car at the end of the term, with a guaranteed future value on every RAV4 hybrid grade.',
    disclaimer: `Available to approved personal and business applicants of Toyota Finance. Guaranteed future value subject to kilometre and condition limits. ${FINANCE_WARNING}`,
  },
  {
    website: 1, make: 'Toyota', model: 'Hilux', category: 'Drive away offer', name: 'Hilux SR5 from $64,990 drive away', days: 30, colour: 'White',
    description: 'Hilux SR5 4x4 Double Cab Pick Up automatic from $64,990 drive away.',
    disclaimer: `Recommended drive away price for private buyers in NSW. ${MANUFACTURER_TERMS}`,
  },
  {
    website: 1, make: 'Toyota', model: 'LandCruiser 300', category: 'Bonus offer', name: 'Bonus accessories pack on LandCruiser 300', days: 60, colour: 'Black', excluded: [1],
    description: 'Toyota national bonus: genuine bull bar and towbar pack on LandCruiser 300 GXL.',
    disclaimer: `Metro Toyota has opted out of this national offer. ${MANUFACTURER_TERMS}`,
  },
  {
    website: 1, make: 'Hyundai', model: 'Tucson', category: 'Finance offer', name: '1.99% p.a. finance on Tucson', days: 45, colour: 'Grey',
    description:
      'Finance a new Tucson at 1.99% p.a. (comparison rate 3.45% p.a.) through Hyundai Finance over 36 months, and get five years of capped-price servicing plus 24/7 roadside assistance for as long as you service with us. Available on every grade from the Tucson Base to the N Line hybrid.',
    disclaimer: `Offer available to approved applicants of Hyundai Finance. Excludes fleet and rental buyers. ${FINANCE_WARNING}`,
  },
  {
    website: 1, make: 'Hyundai', model: 'Ioniq 5', category: 'Bonus offer', name: 'Free home charger with Ioniq 5', days: 60, colour: 'White',
    description: 'Buy a new Ioniq 5 and get a 7 kW home wall charger, supplied and installed.',
    disclaimer: `Standard installation only; switchboard upgrades extra. ${MANUFACTURER_TERMS}`,
  },
  {
    website: 1, make: 'Yamaha', model: 'MT-07', category: 'Drive away offer', name: 'MT-07 LAMS from $12,499 ride away', days: 30, colour: 'Blue',
    description: 'Learner approved MT-07 LAMS from $12,499 ride away, with a free riding jacket.',
    disclaimer: 'Ride away price includes 12 months registration and CTP in QLD. Jacket size subject to stock.',
  },
  {
    website: 1, make: 'Isuzu', model: 'N Series', category: 'Fleet offer', name: 'N Series fleet pricing', days: 90, colour: 'White', excluded: [3],
    description:
      'Talk to Metro Trucks about fleet pricing on Isuzu N Series light trucks, with factory-backed body builds, Isuzu Care capped-price servicing and a national dealer network so your vans keep moving. Ask about our Ready-to-Work range, built and compliant straight off the showroom floor.',
    disclaimer: 'Fleet pricing available to approved ABN holders purchasing three or more vehicles. Prices exclude GST and on-road costs.',
  },
  {
    website: 1, make: 'Toyota', model: null, category: 'Service offer', name: 'Capped price servicing', days: null,
    description: 'Service your Toyota with us from $295 a visit for the first five years.',
    disclaimer: 'Capped price applies to standard scheduled servicing at 6 month or 10,000 km intervals. Additional items extra.',
  },
  {
    website: 3, make: 'Jayco', model: 'Journey', category: 'Finance offer', name: 'Jayco Journey finance from 6.99% p.a.', days: 45, colour: 'White',
    description:
      'Hit the road in a new Jayco Journey Outback with finance from 6.99% p.a. (comparison rate 7.89% p.a.), no deposit and repayments from $245 a week. Our finance team works with twenty lenders to find a rate that suits your trip, and we can settle within 48 hours of approval.',
    disclaimer: `Weekly repayment based on a 7 year secured loan of $85,000 with no deposit and no balloon. Subject to lender approval. ${FINANCE_WARNING}`,
  },
  {
    website: 3, make: 'Jayco', model: 'Starcraft', category: 'Bonus offer', name: 'Free annex and solar on Starcraft', days: 30, colour: 'White',
    description: 'Bonus 200 W solar and a full annex with every new Starcraft Outback.',
    disclaimer: 'While stocks last. Fitting included at our Townsville workshop.',
  },
  {
    website: 3, make: 'New Age Caravans', model: 'Road Owl', category: 'Drive away offer', name: 'Road Owl Off-Road from $84,990', days: 21, colour: 'White', excluded: [3],
    description: 'Manufacturer tour special on the Road Owl Off-Road range.',
    disclaimer: 'Outback Caravans does not take part in this manufacturer promotion.',
  },
  {
    website: 3, make: 'Jayco', model: null, category: 'Service offer', name: 'Pre-trip caravan check', days: null,
    description: 'A 40-point pre-trip check of brakes, bearings, gas and electrics for $249.',
    disclaimer: 'Parts and consumables extra. Tandem axle vans $299.',
  },
];

const DAY_MS = 86_400_000;

/** Offers end at the close of a day, Australian eastern time. */
const endOfDay = (ms: number) => new Date(Math.floor(ms / DAY_MS) * DAY_MS + 13 * 3_600_000 + 59 * 60_000).toISOString();

export function buildOffers(catalogue: Catalogue, now: Date): Offer[] {
  return OFFERS.map((def, i) => {
    const entry = def.model ? catalogue.byMake.get(def.make)?.find((e) => e.model.name === def.model) : undefined;
    if (def.model && !entry) throw new Error(`offer ${def.name}: no model ${def.make} ${def.model} in the catalogue`);
    return {
      id: i + 1,
      website_id: def.website,
      name: def.name,
      description: def.description,
      disclaimer: def.disclaimer,
      category: def.category,
      manufacturer: def.make,
      model: entry ? { name: entry.model.name, slug: entry.model.slug, override_url: entry.model.override_url } : null,
      image_url: entry ? IMG_PREFIX + photoPath(entry.shape, def.colour ?? 'White', 'front-three-quarter') : null,
      excluded_website_ids: def.excluded ?? [],
      expires_at: def.days === null ? null : endOfDay(now.getTime() + def.days * DAY_MS),
    };
  });
}
