// Shopper accounts (spec §3 User and Watchlist entry, §4 watchlist save and gated pages, §6 roles):
// the sign-in rules, the API's request bodies and replies, and the messages the shopper reads. The
// browser validates with the same schemas the server answers 400 with.
import type { GateType } from './gated-pages.ts';
import { formatCents } from './money.ts';
import type { SearchRequest } from './search-request.ts';
import type { Car } from './stock.ts';

/** Sign-in codes: 6 digits, valid for 10 minutes, 5 tries. */
export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 10;
export const CODE_TRIES = 5;

/**
 * The address a shopper who signed in by mobile is filed under until they add one of their own:
 * better-auth keeps an e-mail for every user. `.invalid` can never be delivered (RFC 2606), and the
 * sign-in form refuses it, so nobody can sign in to such an account by e-mail.
 */
export const PLACEHOLDER_EMAIL_DOMAIN = 'mobile.forecourt.invalid';
export const isPlaceholderEmail = (email: string) => email.toLowerCase().endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`);

export const ACCOUNT_MESSAGES = {
  codeRequired: 'Please enter the 6-digit code we sent you.',
  codeFormat: 'The code is 6 digits, e.g. 123456.',
  codeWrong: "That code isn't right. Please check the latest message and try again.",
  codeExpired: 'This code has expired. Please send a new code.',
  codeUsed: 'This code has already been used or is no longer valid. Please send a new code.',
  codeTooManyTries: 'Too many wrong codes. Please send a new code.',
  tooManyCodes: 'Too many codes requested. Please wait a few minutes and try again.',
  tooManySignIns: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  sendFailed: "We couldn't send your code just now. Please try again shortly.",
  signedOut: 'Please sign in to continue.',
  notOffered: 'Sign-in is not offered on this site.',
  identifierTaken: 'That is already the sign-in of another account on this site.',
} as const;

export const WATCHLIST_MESSAGES = {
  saved: 'Car Saved In Watchlist',
  removed: 'Car Removed',
  notYourPhone: 'That mobile number is not the one on your account.',
  noPhone: 'Please add your mobile number to save cars to your watchlist.',
  unknownCar: 'This car is not listed on this site.',
  sold: 'This car has been sold, so it cannot be added to your watchlist.',
} as const;

/** What the sign-in page's heading says, by the `type` the gated page sent (spec §2 /sign-in). */
export const SIGN_IN_REASONS: Record<GateType | 'sign-in', string> = {
  'trade-in': 'to value your trade-in',
  checkout: 'to reserve this car',
  finance: 'to apply for finance',
  'spin-to-win': 'to spin to win',
  'online-payment': 'to pay online',
  'car-finance': 'to see your personalised finance',
  'my-garage': 'to open your garage',
  watchlist: 'to save cars to your watchlist',
  'sell-my-car': 'to sell your car',
  'sign-in': 'to your account',
};

export function signInHeading(type: string | null, adding: 'mobile' | 'email' | null): string {
  const reason = SIGN_IN_REASONS[(type ?? 'sign-in') as keyof typeof SIGN_IN_REASONS] ?? SIGN_IN_REASONS['sign-in'];
  return adding ? `Add your ${adding} ${reason}` : `Sign in ${reason}`;
}

/** A site path to return to: same-site and path-absolute only, so `redirect` cannot send the shopper elsewhere. */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // A control character (a tab or newline a browser strips) or a backslash could make another host of it.
  // oxlint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  return value;
}

/** The signed-in shopper as the app holds it (spec §3 User: id, phone; plus the stored user record). */
export interface SessionUser {
  id: number;
  /** 04xxxxxxxx, or null until they add a mobile. */
  phone: string | null;
  email: string | null;
  name: string;
  last_name: string;
  postcode: string;
}

/** The watchlist API's reply (spec §7: read for a success flag and an error message). */
export interface WatchlistReply {
  success: boolean;
  message: string;
  errors?: { field: string; message: string }[];
}

/** Australian states and territories, for a rego. */
export const REGO_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;

export const GARAGE_MESSAGES = {
  stateRequired: 'Please select the state the car is registered in.',
  makeRequired: 'Please enter the make.',
  modelRequired: 'Please enter the model.',
  yearInvalid: 'Please enter a year between 1950 and next year.',
  kmInvalid: 'Please enter the odometer in whole kilometres (up to 2,000,000).',
} as const;

export const MIN_VEHICLE_YEAR = 1950;

export interface GarageVehicleInput {
  rego: string;
  rego_state: (typeof REGO_STATES)[number];
  make: string;
  model: string;
  year: number;
  km: number | null;
}

export interface GarageVehicle extends GarageVehicleInput {
  id: number;
  created_at: string;
}

export const SEARCH_ALERT_NEEDS_EMAIL = 'Please add your e-mail address to get new matches by e-mail.';

export interface SavedSearch {
  id: number;
  label: string;
  url: string;
  email_alerts: boolean;
  created_at: string;
  last_alerted_at: string | null;
}

/** What changed on a watched car since it was saved (My Garage shows it). */
export interface WatchChange {
  /** Price now minus the price when saved; 0 when unchanged. */
  priceChange: number;
  soldSinceSaved: boolean;
  reservedSinceSaved: boolean;
}

const AVAILABLE = new Set(['in_stock', 'coming_soon']);

export function watchChange(saved: { price: number; status: string; reserved: boolean }, now: { price: number; status: string; sold: boolean; reserved: boolean }): WatchChange {
  const soldNow = now.sold || !AVAILABLE.has(now.status);
  const soldThen = !AVAILABLE.has(saved.status);
  return {
    priceChange: Math.round((now.price - saved.price) * 100) / 100,
    soldSinceSaved: soldNow && !soldThen,
    reservedSinceSaved: now.reserved && !saved.reserved,
  };
}

/** Spec §4: sold cars are hidden from the watchlist save button unless already saved. */
export function offersWatchlistSave(car: { status: string; sold: boolean }, saved: boolean): boolean {
  return saved || (AVAILABLE.has(car.status) && !car.sold);
}

/** Which sign-in the gated page asks for, when the signed-in shopper lacks what the page needs. */
export function missingForWatchlist(user: Pick<SessionUser, 'phone'> | null): 'sign-in' | 'mobile' | null {
  if (!user) return 'sign-in';
  return user.phone ? null : 'mobile';
}

/** A watched car as My Garage shows it (enough for the card, its price and its state). */
export type WatchedCar = Pick<
  Car,
  'id' | 'slug' | 'name' | 'year' | 'make' | 'model' | 'badge' | 'km' | 'car_type' | 'price' | 'price_type' | 'before_price' | 'offer_price' | 'subscription_price' | 'preorder' | 'status' | 'sold' | 'reserved' | 'primary_image_url'
>;

export interface WatchlistItem {
  /** null when the car is no longer in the dealer's stock at all. */
  car: WatchedCar | null;
  car_id: number;
  saved_at: string;
  price_at_save: number;
  change: WatchChange;
}

/** A lead the shopper sent while signed in (an enquiry, a booking, a reservation). */
export interface GarageLead {
  id: number;
  form: string;
  title: string;
  car: Pick<Car, 'id' | 'name' | 'slug'> | null;
  created_at: string;
  /** Where the lead is: sent to the dealer, still being sent, or not deliverable (the shopper should call). */
  status: 'sent' | 'sending' | 'failed';
  /** The payment a reservation, an order or an online payment was made with. */
  payment?: GaragePayment;
}

/** What the shopper's receipt says: the amount, the reference to quote to the dealer, and a refund. */
export interface GaragePayment {
  reference: string;
  amount_cents: number;
  refunded: boolean;
}

/** 'Paid $200 · Reference FC-…', or 'Refunded $200 · …' once the dealer has refunded it. */
export function paymentText(payment: GaragePayment): string {
  return `${payment.refunded ? 'Refunded' : 'Paid'} ${formatCents(payment.amount_cents)} · Reference ${payment.reference}`;
}

export interface GarageView {
  watchlist: WatchlistItem[];
  vehicles: GarageVehicle[];
  enquiries: GarageLead[];
  reservations: GarageLead[];
  saved_searches: SavedSearch[];
}

export const LEAD_TITLES: Record<string, string> = {
  enquiry: 'Enquiry',
  'test-drive': 'Test drive booking',
  finance: 'Finance application',
  'trade-in': 'Trade-in valuation',
  reserve: 'Reservation',
  order: 'Online order',
  'online-payment': 'Online payment',
  contact: 'Enquiry',
  service: 'Service booking',
  career: 'Job application',
  fleet: 'Fleet enquiry',
  'spin-to-win': 'Spin to Win prize claim',
};

export const LEAD_STATUS_TEXT: Record<GarageLead['status'], string> = {
  sent: 'Received by the dealer',
  sending: 'Sending to the dealer',
  failed: 'Not delivered: please call the dealer',
};

/** Forms whose leads are reservations and payments (a deposit, an order, an invoice paid) rather than enquiries. */
export const RESERVATION_FORMS: readonly string[] = ['reserve', 'order', 'online-payment'];

export function watchedCar(car: Car): WatchedCar {
  const { id, slug, name, year, make, model, badge, km, car_type, price, price_type, before_price, offer_price, subscription_price, preorder, status, sold, reserved, primary_image_url } = car;
  return { id, slug, name, year, make, model, badge, km, car_type, price, price_type, before_price, offer_price, subscription_price, preorder, status, sold, reserved, primary_image_url };
}

/** What a saved search keeps of a search page's results request: what decides which cars match. */
export function savedSearchRequestOf(request: SearchRequest): { indexName: string; query: string; filters?: string; facetFilters?: string[][]; numericFilters?: string[] } {
  const { indexName, query, filters, facetFilters, numericFilters } = request;
  return { indexName, query, ...(filters ? { filters } : {}), ...(facetFilters ? { facetFilters } : {}), ...(numericFilters ? { numericFilters } : {}) };
}
