// Spec §3 facets as the results page lists them, with the spec's limits (§9), order (§5) and the
// certified rule (§5), and counts above 1999 replaced by stock totals (§4).
import { CAR_TYPES } from './stock.ts';

import { DEFAULT_PRICE_BOUNDS, type Bounds } from './range-slider.ts';

export type FacetKind = 'list' | 'tiles' | 'range';

/** How a range panel's slider shows its values, and its ends before the facet stats widen them. */
export interface RangeScale {
  unit: 'money' | 'km';
  defaults: Bounds;
}

export const PRICE_SCALE: RangeScale = { unit: 'money', defaults: DEFAULT_PRICE_BOUNDS };
/** Odometers start at 0 and run to the stock's highest reading. */
export const KM_SCALE: RangeScale = { unit: 'km', defaults: { min: 0, max: 0 } };

export interface FacetPanel {
  attribute: string;
  label: string;
  kind: FacetKind;
  /** Range panels: the slider's unit and default ends. */
  scale?: RangeScale;
  /** Values shown before 'Show all …' (undefined: all of them). */
  shown?: number;
  /** Values listed at most, even after 'Show all'. */
  limit?: number;
  /**
   * List and tile panels: shows its values before the shopper opens it. A closed one is its heading's
   * button alone (its values neither rendered nor hydrated) until opened or refined. Range panels
   * always show their slider.
   */
  open?: boolean;
}

/**
 * The panels in page order; every attribute is a facet of the cars index. Lists open at first: the ones
 * the spec names (the make list, the body tiles) and the condition; the rest open on a tap.
 */
export const CAR_FACET_PANELS: readonly FacetPanel[] = [
  { attribute: 'car_type', label: 'Condition', kind: 'list', open: true },
  { attribute: 'make', label: 'Make', kind: 'list', shown: 7, open: true },
  { attribute: 'model', label: 'Model', kind: 'list', shown: 10, limit: 30 },
  { attribute: 'badge', label: 'Badge', kind: 'list', shown: 10, limit: 30 },
  { attribute: 'body', label: 'Body type', kind: 'tiles', open: true },
  { attribute: 'categories', label: 'Category', kind: 'list' },
  { attribute: 'price', label: 'Price', kind: 'range', scale: PRICE_SCALE },
  { attribute: 'price_range', label: 'Price range', kind: 'list' },
  { attribute: 'weekly_price_range', label: 'Weekly repayments', kind: 'list' },
  { attribute: 'km', label: 'Kilometres', kind: 'range', scale: KM_SCALE },
  { attribute: 'year', label: 'Year', kind: 'list', shown: 10 },
  { attribute: 'fuel', label: 'Fuel', kind: 'list' },
  { attribute: 'transmission', label: 'Transmission', kind: 'list' },
  { attribute: 'drive', label: 'Drive', kind: 'list' },
  { attribute: 'colour', label: 'Colour', kind: 'list', shown: 10 },
  { attribute: 'seats', label: 'Seats', kind: 'list' },
  { attribute: 'filtered_features', label: 'Feature', kind: 'list', shown: 10 },
  { attribute: 'certified', label: 'Certified', kind: 'list' },
  { attribute: 'tag', label: 'Tag', kind: 'list' },
  { attribute: 'status', label: 'Availability', kind: 'list' },
  { attribute: 'reserved', label: 'Reservation', kind: 'list' },
  { attribute: 'item_type', label: 'Vehicle type', kind: 'list' },
  { attribute: 'state', label: 'State', kind: 'list' },
  { attribute: 'city', label: 'City', kind: 'list', shown: 10, limit: 20 },
  { attribute: 'location_name', label: 'Location', kind: 'list', shown: 10 },
  { attribute: 'dealership_name', label: 'Dealership', kind: 'list', shown: 10, limit: 40 },
];

export const OFFER_FACET_PANELS: readonly FacetPanel[] = [
  { attribute: 'manufacturer', label: 'Make', kind: 'list', shown: 7, open: true },
  { attribute: 'category', label: 'Offer type', kind: 'list', open: true },
  { attribute: 'model_name', label: 'Model', kind: 'list', limit: 30, open: true },
];

export const PART_FACET_PANELS: readonly FacetPanel[] = [
  { attribute: 'in_stock', label: 'Availability', kind: 'list', open: true },
  { attribute: 'make', label: 'Make', kind: 'list', shown: 7, open: true },
  { attribute: 'category', label: 'Category', kind: 'list', open: true },
  { attribute: 'price', label: 'Price', kind: 'range', scale: PRICE_SCALE },
];

/** Enough values for 'Show all makes' (about 140 makes, spec §3). */
export const MAX_VALUES_PER_FACET = 200;

export interface FacetValue {
  value: string;
  count: number;
}

const CAR_TYPE_ORDER = new Map<string, number>(CAR_TYPES.map((type, i) => [type, i]));
const PRICE_LABEL_ATTRIBUTES = new Set(['price_range', 'weekly_price_range']);
const NUMERIC_ATTRIBUTES = new Set(['year', 'seats']);

/** The first number in a label like '$10,000 - $20,000' or 'Under $100 per week'. */
export function leadingNumber(label: string): number {
  const match = /\d[\d,]*(?:\.\d+)?/.exec(label);
  if (!match) return Number.POSITIVE_INFINITY;
  const n = Number(match[0].replace(/,/g, ''));
  // 'Under $10,000' comes before '$10,000 - $20,000'.
  return /^\s*under\b/i.test(label) ? n - 0.5 : n;
}

const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.value.localeCompare(b.value);

/** Spec §5: car type new, demo, used; price labels ascending by number; years newest first; else by count. */
export function sortFacetValues(attribute: string, values: FacetValue[]): FacetValue[] {
  const sorted = [...values];
  if (attribute === 'car_type') {
    return sorted.sort((a, b) => (CAR_TYPE_ORDER.get(a.value) ?? 99) - (CAR_TYPE_ORDER.get(b.value) ?? 99) || byCount(a, b));
  }
  if (PRICE_LABEL_ATTRIBUTES.has(attribute)) return sorted.sort((a, b) => leadingNumber(a.value) - leadingNumber(b.value));
  if (attribute === 'year') return sorted.sort((a, b) => Number(b.value) - Number(a.value));
  if (NUMERIC_ATTRIBUTES.has(attribute)) return sorted.sort((a, b) => Number(a.value) - Number(b.value));
  return sorted.sort(byCount);
}

/** Stock totals used for counts too large to trust (spec §4: above 1999). */
export const COUNT_TRUST_LIMIT = 1999;

export function displayCount(count: number, stockTotal: number | undefined): number {
  return count > COUNT_TRUST_LIMIT && stockTotal !== undefined ? stockTotal : count;
}

/**
 * The stock totals that may stand in for untrustworthy counts: only on an unrefined stock path
 * (`carTypes`: all cars, used, new, demo, new and demo). They are the menus' figures, the cars in
 * stock or coming soon of each type (src/server/navigation.ts): the search also lists cars sold
 * within the window, so they can be a few short of the listing, never counting another path's cars.
 * A make, model, body, dealership or location path, or any refinement, narrows the cars: none then.
 */
export function trustedStockTotals(
  refined: boolean,
  carTypes: readonly string[] | undefined,
  stock: Partial<Record<string, number>>,
): { total: number | undefined; byType: Partial<Record<string, number>> } {
  if (refined || carTypes === undefined) return { total: undefined, byType: {} };
  return { total: carTypes.reduce((sum, type) => sum + (stock[type] ?? 0), 0), byType: stock };
}

export interface FacetOptions {
  /** Spec §5: certified-only sites drop the certified filter's 'false' value. */
  certifiedOnly: boolean;
  /** Stock totals by car type (the site navigation's counts). */
  stockTotals: Partial<Record<string, number>>;
}

/** A panel's label in the plural, for 'Show all makes' / 'Show fewer cities'. */
export function pluralLabel(label: string): string {
  const word = label.toLowerCase();
  return /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;
}

/** For indexes other than stock (offers, parts): nothing certified, no stock totals. */
export const PLAIN_FACET_OPTIONS: FacetOptions = { certifiedOnly: false, stockTotals: {} };

/** A facet's values as the panel lists them: filtered, counted, ordered and cut to the panel's limit. */
export function facetValues(panel: FacetPanel, counts: Record<string, number> | undefined, selected: readonly string[], options: FacetOptions): FacetValue[] {
  const entries = Object.entries(counts ?? {}).map(([value, count]) => ({
    value,
    count: panel.attribute === 'car_type' ? displayCount(count, options.stockTotals[value]) : count,
  }));
  // A refined value stays listed even when the other filters leave it no cars, so it can be removed.
  for (const value of selected) if (!entries.some((e) => e.value === value)) entries.push({ value, count: 0 });
  const kept = panel.attribute === 'certified' && options.certifiedOnly ? entries.filter((e) => e.value !== 'false') : entries;
  const sorted = sortFacetValues(panel.attribute, kept);
  return panel.limit === undefined ? sorted : sorted.slice(0, panel.limit);
}

const STATUS_LABELS: Readonly<Record<string, string>> = { in_stock: 'In stock', coming_soon: 'Coming soon', sold: 'Sold' };

/** The display label of a facet value. */
export function facetValueLabel(attribute: string, value: string): string {
  if (attribute === 'car_type') return value[0].toUpperCase() + value.slice(1);
  if (attribute === 'certified') return value === 'true' ? 'Certified' : 'Not certified';
  if (attribute === 'reserved') return value === 'true' ? 'Reserved' : 'Not reserved';
  if (attribute === 'item_type') return value[0].toUpperCase() + value.slice(1);
  if (attribute === 'in_stock') return value === 'true' ? 'In stock' : 'Order in';
  if (attribute === 'status') return STATUS_LABELS[value] ?? value;
  return value;
}
